// Site appearance (spec §2): name, logo, primary colour and the contact details of the header and footer. The
// storefront reads the row on every request (getSiteChrome in the root loader): a save shows at the next one.
import { eq } from "drizzle-orm";
import type {
  AdminOutcome,
  AdminRefusal,
  AdminRequest,
} from "../../components/admin/admin-request.server.ts";
import { changeWithAudit } from "../../components/admin/admin-request.server.ts";
import type { Queryable } from "../../platform/db/client.server.ts";
import { siteSettings } from "../../platform/db/schema/index.ts";
import { removeImage } from "../../platform/storage/images.server.ts";
import {
  type AppearanceView,
  contrastWithWhite,
  DEFAULT_PRIMARY_COLOR,
  formatRatio,
  HEX_COLOR,
  MIN_CONTRAST,
} from "./appearance.ts";
import type { AppearanceInput } from "./appearance-schema.ts";

type Row = typeof siteSettings.$inferSelect;

/** What a database without the row (a test) reads as: the header's defaults. */
const DEFAULT_ROW: Row = {
  id: "default",
  siteName: { en: "Travel Services", ar: "خدمات السفر" },
  logoUrl: null,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  contactEmail: "",
  contactPhone: "",
  contactAddress: { en: "", ar: "" },
  contactHours: { en: "", ar: "" },
  messagingNumber: "",
  updatedAt: new Date(0),
};

async function readRow(db: Queryable, lock = false): Promise<Row | null> {
  const select = db.select().from(siteSettings).where(eq(siteSettings.id, "default"));
  const [row] = lock ? await select.for("update") : await select;
  return row ?? null;
}

export async function readAppearanceView(db: Queryable): Promise<AppearanceView> {
  const row = (await readRow(db)) ?? DEFAULT_ROW;
  return {
    siteNameEn: row.siteName.en,
    siteNameAr: row.siteName.ar,
    logoUrl: row.logoUrl,
    primaryColor: HEX_COLOR.test(row.primaryColor) ? row.primaryColor : DEFAULT_PRIMARY_COLOR,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactAddressEn: row.contactAddress.en,
    contactAddressAr: row.contactAddress.ar,
    contactHoursEn: row.contactHours.en,
    contactHoursAr: row.contactHours.ar,
    messagingNumber: row.messagingNumber,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Values = Omit<Row, "id" | "updatedAt">;

function valuesOf(input: AppearanceInput, logoUrl: string | null): Values {
  return {
    siteName: { en: input.siteNameEn, ar: input.siteNameAr },
    logoUrl,
    primaryColor: input.primaryColor,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    contactAddress: { en: input.contactAddressEn, ar: input.contactAddressAr },
    contactHours: { en: input.contactHoursEn, ar: input.contactHoursAr },
    messagingNumber: input.messagingNumber,
  };
}

/** Localized values rebuilt in one key order (jsonb stores its own), so that equal settings compare equal. */
const both = ({ en, ar }: { en: string; ar: string }) => ({ en, ar });

function auditValues(row: Values): Record<string, unknown> {
  return {
    siteName: both(row.siteName),
    logoUrl: row.logoUrl,
    primaryColor: row.primaryColor,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactAddress: both(row.contactAddress),
    contactHours: both(row.contactHours),
    messagingNumber: row.messagingNumber,
  };
}

/** White text on a colour below WCAG AA would be unreadable on every button and badge: refused, with its ratio. */
export class UnreadableColor extends Error {
  override name = "UnreadableColor";
  readonly ratio: number;
  constructor(ratio: number) {
    super("primary colour too light for white text");
    this.ratio = ratio;
  }
}

export async function saveAppearance(request: AdminRequest, input: AppearanceInput): Promise<AdminOutcome> {
  const { services, t } = request;
  const ratio = contrastWithWhite(input.primaryColor);
  if (ratio < MIN_CONTRAST) throw new UnreadableColor(ratio);
  const logoUrl = input.logo[0]?.url ?? null;
  const replaced = await changeWithAudit(
    request,
    { type: "site_settings", id: "default", verb: "update" },
    async (tx) => {
      // Locked while read: two admins saving at once cannot both think they replaced the same logo.
      const row = (await readRow(tx, true)) ?? DEFAULT_ROW;
      const values = valuesOf(input, logoUrl);
      const before = auditValues(row);
      const after = auditValues(values);
      const oldLogo = row.logoUrl && row.logoUrl !== logoUrl ? row.logoUrl : null;
      if (JSON.stringify(before) === JSON.stringify(after)) return { result: null, unchanged: true };
      const set = { ...values, updatedAt: new Date() };
      await tx
        .insert(siteSettings)
        .values({ id: "default", ...set })
        .onConflictDoUpdate({ target: siteSettings.id, set });
      return { result: oldLogo, before, after };
    },
  );
  // Only once the row no longer points at it; a file left behind by a failure here is harmless.
  if (replaced) {
    await removeImage(services.storage, replaced).catch((error: unknown) =>
      services.logger.warn({ err: error, url: replaced }, "removing the replaced logo failed"),
    );
  }
  return { message: t("adminSettings:appearance.saved"), resetForm: true };
}

export function explainAppearanceRefusal(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (!(error instanceof UnreadableColor)) return undefined;
  return {
    code: "VALIDATION_INVALID_FORMAT",
    status: 400,
    field: "primaryColor",
    message: t("adminSettings:appearance.errors.lowContrast", {
      ratio: formatRatio(error.ratio),
      minimum: MIN_CONTRAST,
    }),
  };
}
