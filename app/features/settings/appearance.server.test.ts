import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import {
  type Person,
  people,
  type RouteAnswer,
  routeAnswer,
  routeArgs,
} from "../../../tests/helpers/people-fixtures.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { auditLog, siteSettings } from "../../platform/db/schema/index.ts";
import { SITE_SETTINGS } from "../../platform/db/seed/data.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { parseManagedImageUrl, variantName, variantWidths } from "../../platform/storage/image-urls.ts";
import { storeImage } from "../../platform/storage/images.server.ts";
import { action, loader } from "../../routes/admin/settings.appearance.tsx";
import { getSiteChrome } from "../cms/site-settings.server.ts";

/** The form as the screen posts it with the seeded values. */
const BASE_FORM: Record<string, string> = {
  intent: "save",
  siteNameEn: "Travel Services",
  siteNameAr: "خدمات السفر",
  primaryColor: "#0f766e",
  contactEmail: "support@travel-services.example",
  contactPhone: "+971 4 123 4567",
  contactAddressEn: SITE_SETTINGS.contactAddress.en,
  contactAddressAr: SITE_SETTINGS.contactAddress.ar,
  contactHoursEn: SITE_SETTINGS.contactHours.en,
  contactHoursAr: SITE_SETTINGS.contactHours.ar,
  messagingNumber: "971501234567",
};

const t = { en: createI18n("en").t, ar: createI18n("ar").t };

const errorsOf = (answer: RouteAnswer) =>
  (answer.body as { reply?: { error?: Record<string, string[]> } } | null)?.reply?.error ?? {};

for (const database of testDatabases()) {
  describe(`the appearance settings screen on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Person;
    let customer: Person;
    const { signUp } = people(() => services, `appearance-${database.name}`);

    const call = (
      kind: "loader" | "action",
      options: { cookie?: string; locale?: Locale; form?: Record<string, string> } = {},
    ) =>
      routeAnswer(async () => {
        const args = await routeArgs(services, "/admin/settings/appearance", {
          ...options,
          headers: { [CLIENT_IP_HEADER]: "198.51.100.7" },
        });
        return kind === "loader" ? loader(args) : action(args);
      });

    const save = (form: Record<string, string>, locale: Locale = "en") =>
      call("action", { cookie: admin.cookie, locale, form: { ...BASE_FORM, ...form } });

    async function row() {
      const [found] = await services.db.select().from(siteSettings).where(eq(siteSettings.id, "default"));
      return found!;
    }

    const audits = () =>
      services.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "site_settings.update"))
        .orderBy(auditLog.createdAt);

    async function uploadLogo(name: string) {
      const body = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#1d4ed8" } })
        .png()
        .toBuffer();
      return storeImage(services.storage, { body, fileName: name });
    }

    /** Every stored variant of a managed image. */
    async function variantsExist(url: string): Promise<boolean[]> {
      const image = parseManagedImageUrl(url)!;
      const names = [
        variantName(image, image.width, image.fallbackFormat),
        ...variantWidths(image.width).flatMap((w) => [
          variantName(image, w, "avif"),
          variantName(image, w, "webp"),
        ]),
      ];
      return Promise.all(
        names.map((name) => services.storage.exists("uploads", `images/${image.id}/${name}`)),
      );
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      admin = await signUp({ role: "admin" });
      customer = await signUp();
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });
    beforeEach(async () => {
      await services.db.delete(siteSettings);
      await services.db.insert(siteSettings).values(SITE_SETTINGS);
      await services.db.delete(auditLog).where(eq(auditLog.action, "site_settings.update"));
    });

    it("shows the saved settings", async () => {
      const page = await call("loader", { cookie: admin.cookie });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        settings: {
          siteNameEn: "Travel Services",
          siteNameAr: "خدمات السفر",
          logoUrl: null,
          primaryColor: "#0f766e",
          contactEmail: "support@travel-services.example",
          contactPhone: "+971 4 123 4567",
          messagingNumber: "971501234567",
        },
      });
    });

    it("refuses a visitor (401) and a customer (403), loader and action alike, and changes nothing", async () => {
      const before = await row();
      const visitorPage = await call("loader");
      expect(visitorPage.status).toBe(302);
      const visitorPost = await call("action", { form: { ...BASE_FORM, siteNameEn: "Hijacked" } });
      expect(visitorPost.status).toBe(401);
      const customerPage = await call("loader", { cookie: customer.cookie });
      expect(customerPage.status).toBe(403);
      const customerPost = await call("action", {
        cookie: customer.cookie,
        form: { ...BASE_FORM, siteNameEn: "Hijacked" },
      });
      expect(customerPost.status).toBe(403);
      expect(customerPost.body).toMatchObject({ error: { message: t.en("errors:codes.AUTH_FORBIDDEN") } });
      expect(await row()).toEqual(before);
      expect(await audits()).toHaveLength(0);
    });

    it("saves every field, audits before and after, and the storefront's chrome shows it in both languages", async () => {
      const answer = await save({
        siteNameEn: "Falcon Travel",
        siteNameAr: "فالكون للسفر",
        primaryColor: "#1D4ED8",
        contactEmail: " Hello@Falcon.Example ",
        // Arabic-Indic digits as typed on an Arabic keyboard; the spaces are kept for the footer.
        contactPhone: "+٩٧١ ٤ ٥٥٥ ١٢٣٤",
        contactAddressEn: "1 Sheikh Zayed Road, Dubai",
        contactAddressAr: "1 شارع الشيخ زايد، دبي",
        contactHoursEn: "Every day, 8 AM to 8 PM",
        contactHoursAr: "",
        messagingNumber: "+971 50 555 0000",
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ ok: true, intent: "save", message: "Appearance saved." });

      expect(await row()).toMatchObject({
        siteName: { en: "Falcon Travel", ar: "فالكون للسفر" },
        primaryColor: "#1d4ed8",
        contactEmail: "hello@falcon.example",
        contactPhone: "+971 4 555 1234",
        contactAddress: { en: "1 Sheikh Zayed Road, Dubai", ar: "1 شارع الشيخ زايد، دبي" },
        contactHours: { en: "Every day, 8 AM to 8 PM", ar: "" },
        messagingNumber: "971505550000",
        logoUrl: null,
      });

      const [entry, ...more] = await audits();
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        actorId: admin.id,
        subjectType: "site_settings",
        subjectId: "default",
        ipAddress: "198.51.100.7",
        before: {
          siteName: { en: "Travel Services", ar: "خدمات السفر" },
          primaryColor: "#0f766e",
          contactEmail: "support@travel-services.example",
          messagingNumber: "971501234567",
        },
        after: {
          siteName: { en: "Falcon Travel", ar: "فالكون للسفر" },
          primaryColor: "#1d4ed8",
          contactEmail: "hello@falcon.example",
          messagingNumber: "971505550000",
        },
      });

      // What the root loader reads on the next request: nothing in between caches it.
      const en = await getSiteChrome(services.db, "en");
      const ar = await getSiteChrome(services.db, "ar");
      expect(en).toMatchObject({
        siteName: "Falcon Travel",
        primaryColor: "#1d4ed8",
        contactHours: "Every day, 8 AM to 8 PM",
      });
      // An empty Arabic value shows the English one.
      expect(ar).toMatchObject({
        siteName: "فالكون للسفر",
        primaryColor: "#1d4ed8",
        contactHours: "Every day, 8 AM to 8 PM",
      });

      // The same values again: no change, no entry.
      const again = await save({
        siteNameEn: "Falcon Travel",
        siteNameAr: "فالكون للسفر",
        primaryColor: "#1d4ed8",
        contactEmail: "hello@falcon.example",
        contactPhone: "+971 4 555 1234",
        contactAddressEn: "1 Sheikh Zayed Road, Dubai",
        contactAddressAr: "1 شارع الشيخ زايد، دبي",
        contactHoursEn: "Every day, 8 AM to 8 PM",
        contactHoursAr: "",
        messagingNumber: "971505550000",
      });
      expect(again.status).toBe(200);
      expect(await audits()).toHaveLength(1);
    });

    for (const locale of ["en", "ar"] as const) {
      it(`refuses a malformed colour, e-mail and phone with the spec's messages (${locale})`, async () => {
        const before = await row();
        const answer = await save(
          {
            primaryColor: "teal",
            contactEmail: "not-an-email",
            contactPhone: "call us",
            messagingNumber: "0501234567",
            siteNameAr: "",
          },
          locale,
        );
        expect(answer.status).toBe(400);
        expect(errorsOf(answer)).toMatchObject({
          primaryColor: [t[locale]("adminSettings:appearance.errors.colorFormat")],
          contactEmail: [t[locale]("errors:codes.VALIDATION_INVALID_EMAIL")],
          contactPhone: [t[locale]("errors:codes.VALIDATION_INVALID_PHONE")],
          messagingNumber: [t[locale]("errors:codes.VALIDATION_INVALID_PHONE")],
          siteNameAr: [t[locale]("errors:validation.required")],
        });
        // Spec §5's phone rule: at most 16 digits after the "+".
        const long = await save({ contactPhone: "+12345678901234567" }, locale);
        expect(errorsOf(long)).toMatchObject({
          contactPhone: [t[locale]("errors:codes.VALIDATION_INVALID_PHONE")],
        });
        expect(await row()).toEqual(before);
        expect(await audits()).toHaveLength(0);
      });

      it(`refuses a colour white text cannot be read on, naming its ratio (${locale})`, async () => {
        const before = await row();
        const answer = await save({ primaryColor: "#0d9488", siteNameEn: "Changed too" }, locale);
        expect(answer.status).toBe(400);
        const message = t[locale]("adminSettings:appearance.errors.lowContrast", {
          ratio: "3.74",
          minimum: 4.5,
        });
        expect(message).toContain("3.74");
        expect(answer.body).toMatchObject({ ok: false, error: { field: "primaryColor", message } });
        expect(errorsOf(answer)).toMatchObject({ primaryColor: [message] });
        expect(await row()).toEqual(before);
        expect(await audits()).toHaveLength(0);
      });
    }

    it("sets a logo, replaces it (the old files removed after the save) and removes it", async () => {
      const first = await uploadLogo("Falcon Logo.png");
      const second = await uploadLogo("falcon-logo-2.png");
      // As the screen posts it: the field's alt inputs (hidden there) come empty.
      const logo = (url: string) => ({ "logo[0].url": url, "logo[0].alt.en": "", "logo[0].alt.ar": "" });

      expect((await save(logo(first.url))).status).toBe(200);
      expect((await row()).logoUrl).toBe(first.url);
      expect((await getSiteChrome(services.db, "ar")).logoUrl).toBe(first.url);

      expect((await save(logo(second.url))).status).toBe(200);
      expect((await row()).logoUrl).toBe(second.url);
      expect(await variantsExist(first.url)).not.toContain(true);
      expect(await variantsExist(second.url)).not.toContain(false);

      // A refused save keeps the logo and its files.
      expect((await save({ primaryColor: "#ffcc00" })).status).toBe(400);
      expect(await variantsExist(second.url)).not.toContain(false);

      // Saved without the image: the logo is removed, and so are its files.
      expect((await save({})).status).toBe(200);
      expect((await row()).logoUrl).toBeNull();
      expect(await variantsExist(second.url)).not.toContain(true);

      const entries = await audits();
      expect(entries.map((entry) => [entry.before?.logoUrl, entry.after?.logoUrl])).toEqual([
        [null, first.url],
        [first.url, second.url],
        [second.url, null],
      ]);

      // Only this shop's images: an address typed in is refused.
      const foreign = await save(logo("https://evil.example/logo.png"));
      expect(foreign.status).toBe(400);
      expect((await row()).logoUrl).toBeNull();
    });
  });
}
