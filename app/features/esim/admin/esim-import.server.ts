// The catalogue sync (docs/decisions/032): the provider's packages beside our destinations and plans; importing
// makes draft plans (and draft destinations where none matches), refreshing updates net prices only.
import { eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import * as z from "zod";
import type { AdminOutcome, AdminRequest } from "../../../components/admin/admin-request.server.ts";
import { recordMovement } from "../../../components/admin/catalogue/catalogue-stock.server.ts";
import { freeSlug, slugify, snapshot } from "../../../components/admin/catalogue/catalogue-writes.server.ts";
import type { Queryable, Transaction } from "../../../platform/db/client.server.ts";
import { esimDestinations, esimPlans } from "../../../platform/db/schema/index.ts";
import { type AuditEntry, recordAudit } from "../../../platform/domain/audit.server.ts";
import { validationMessageKeys as K } from "../../../platform/domain/validation.ts";
import type { ProviderPackage } from "../../../platform/esim/provider.ts";
import { AppError, isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import { type Locale, pick } from "../../../platform/i18n/localized.ts";
import { esimDestinationKind, esimPlanKind } from "./esim-catalogue.server.ts";
import type {
  ImportDestinationView,
  ImportPackageView,
  ImportPageView,
  ImportShow,
  PackageState,
} from "./esim-import.ts";
import { destinationTexts, planTexts } from "./esim-import-texts.ts";
import { readProviderCatalogue } from "./provider-packages.server.ts";

type Destination = typeof esimDestinations.$inferSelect;
type Plan = typeof esimPlans.$inferSelect;

/** A country package goes under our destination of its ISO code; any other under the one of its slug. */
function destinationFor(pkg: ProviderPackage, destinations: readonly Destination[]): Destination | undefined {
  const iso =
    pkg.destination.kind === "country" && pkg.countries.length === 1 ? pkg.countries[0]!.toLowerCase() : null;
  return (
    (iso ? destinations.find((d) => d.category === "country" && d.isoCode === iso) : undefined) ??
    destinations.find((d) => d.slug === pkg.destination.slug)
  );
}

const liveDestinations = (db: Queryable) =>
  db.select().from(esimDestinations).where(ne(esimDestinations.status, "archived"));

// Archived plans count too: importing a package again must never make a second plan of it.
const mappedPlans = (db: Queryable, packageIds?: string[]) =>
  db
    .select()
    .from(esimPlans)
    .where(
      packageIds ? inArray(esimPlans.providerPackageId, packageIds) : isNotNull(esimPlans.providerPackageId),
    );

function stateOf(pkg: ProviderPackage, plans: readonly Plan[]): PackageState {
  if (plans.length === 0) return "new";
  return plans.some((plan) => plan.providerNetPriceCents !== pkg.netPriceCents) ? "changed" : "mapped";
}

function matches(q: string, destination: ImportDestinationView, pkg: ProviderPackage): boolean {
  if (!q) return true;
  const needle = q.toLowerCase();
  return [
    destination.name,
    destination.ours?.name ?? "",
    pkg.title,
    pkg.packageId,
    ...destination.countries,
  ].some((text) => text.toLowerCase().includes(needle));
}

export async function loadImportPage(
  request: AdminRequest,
  query: { show: ImportShow; q: string },
): Promise<ImportPageView> {
  const { services, locale, t } = request;
  const empty = { new: 0, mapped: 0, changed: 0, total: 0 };
  let catalogue: Awaited<ReturnType<typeof readProviderCatalogue>>;
  try {
    catalogue = await readProviderCatalogue(services);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const message = toErrorPayload(error, t).message;
    return { provider: null, error: message, counts: empty, destinations: [], orphans: [], ...query };
  }
  const [destinations, plans] = await Promise.all([liveDestinations(services.db), mappedPlans(services.db)]);
  const plansOf = new Map<string, Plan[]>();
  for (const plan of plans)
    plansOf.set(plan.providerPackageId!, [...(plansOf.get(plan.providerPackageId!) ?? []), plan]);
  const listed = new Set(catalogue.packages.map((pkg) => pkg.packageId));
  const counts = { ...empty };
  const groups = new Map<string, ImportDestinationView>();
  for (const pkg of catalogue.packages) {
    const own = plansOf.get(pkg.packageId) ?? [];
    const state = stateOf(pkg, own);
    counts[state] += 1;
    counts.total += 1;
    const key = pkg.destination.slug;
    let group = groups.get(key);
    if (!group) {
      const ours = destinationFor(pkg, destinations);
      group = {
        key,
        name: locale === "ar" ? destinationTexts(pkg).name.ar : pkg.destination.name,
        kind: pkg.destination.kind,
        countries: pkg.countries,
        ours: ours ? { id: ours.id, name: pick(ours.name, locale), status: ours.status } : null,
        packages: [],
      };
      groups.set(key, group);
    }
    if (query.show !== "all" && query.show !== state) continue;
    if (!matches(query.q, group, pkg)) continue;
    group.packages.push(packageView(pkg, state, own, locale));
  }
  return {
    provider: catalogue.provider,
    error: null,
    counts,
    destinations: [...groups.values()]
      .filter((group) => group.packages.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    orphans: plans
      .filter((plan) => !listed.has(plan.providerPackageId!) && plan.status !== "archived")
      .map((plan) => ({ id: plan.id, name: pick(plan.name, locale), packageId: plan.providerPackageId! })),
    ...query,
  };
}

function packageView(
  pkg: ProviderPackage,
  state: PackageState,
  plans: Plan[],
  locale: Locale,
): ImportPackageView {
  return {
    packageId: pkg.packageId,
    title: pkg.title,
    dataMb: pkg.dataMb,
    validityDays: pkg.validityDays,
    netPriceCents: pkg.netPriceCents,
    retailPriceCents: pkg.retailPriceCents,
    state,
    plans: plans.map((plan) => ({
      id: plan.id,
      name: pick(plan.name, locale),
      priceCents: plan.priceCents,
      status: plan.status,
      netPriceCents: plan.providerNetPriceCents,
    })),
  };
}

/** Checkboxes: none, one (a string) or several. */
export const importSchema = z.object({
  packageId: z
    .union([z.string().max(120), z.array(z.string().max(120)).max(500)], { error: K.invalidFormat })
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .refine((ids) => ids.length > 0, { error: "adminCatalogue:esimImport.noneChosen" }),
  stock: z.coerce
    .number({ error: K.invalidFormat })
    .int({ error: K.invalidFormat })
    .min(0, { error: "errors:catalogue.atLeast" })
    .max(100_000, { error: "errors:catalogue.atMost" }),
});

const IMPORT_LOCK = sql`select pg_advisory_xact_lock(hashtext('esim-catalogue-import'))`;

async function createDestination(
  tx: Transaction,
  pkg: ProviderPackage,
  audit: AuditEntry[],
): Promise<Destination> {
  const slug = await freeSlug(tx, esimDestinationKind, slugify(pkg.destination.slug || pkg.destination.name));
  const country = pkg.destination.kind === "country" && pkg.countries.length === 1;
  const [created] = await tx
    .insert(esimDestinations)
    .values({
      ...destinationTexts(pkg),
      slug,
      category: pkg.destination.kind,
      isoCode: country ? pkg.countries[0]!.toLowerCase() : null,
      coverage: [...new Set(pkg.countries.map((code) => code.toLowerCase()))],
      status: "inactive",
    })
    .returning();
  audit.push({
    action: "esim_destination.import",
    subjectType: "esim_destination",
    subjectId: created!.id,
    before: null,
    after: snapshot(created!),
  });
  return created!;
}

/** One transaction: the chosen packages become draft plans; one already sold by a plan of ours is left alone. */
export async function importPackages(
  request: AdminRequest,
  input: z.output<typeof importSchema>,
): Promise<AdminOutcome> {
  const { packages } = await readProviderCatalogue(request.services);
  const byId = new Map(packages.map((pkg) => [pkg.packageId, pkg]));
  const chosen = [...new Set(input.packageId)].map((id) => {
    const pkg = byId.get(id);
    if (!pkg)
      throw new AppError("VALIDATION_INVALID_FORMAT", {
        messageKey: "errors:esimProvider.unknownPackage",
        params: { id },
      });
    return pkg;
  });
  const now = new Date();
  const { t } = request;
  const outcome = await request.services.db.transaction(async (tx) => {
    await tx.execute(IMPORT_LOCK);
    const taken = new Set(
      (
        await mappedPlans(
          tx,
          chosen.map((pkg) => pkg.packageId),
        )
      ).map((plan) => plan.providerPackageId),
    );
    const destinations = await liveDestinations(tx);
    const audit: AuditEntry[] = [];
    let imported = 0;
    let newDestinations = 0;
    for (const pkg of chosen) {
      if (taken.has(pkg.packageId)) continue;
      let destination = destinationFor(pkg, destinations);
      if (!destination) {
        destination = await createDestination(tx, pkg, audit);
        destinations.push(destination);
        newDestinations += 1;
      }
      const [plan] = await tx
        .insert(esimPlans)
        .values({
          ...planTexts(pkg, destination.name),
          destinationId: destination.id,
          planType: pkg.voiceMinutes || pkg.sms ? "data_voice" : "data",
          dataMb: pkg.dataMb,
          validityDays: pkg.validityDays,
          priceCents: pkg.retailPriceCents,
          minutes: pkg.voiceMinutes,
          sms: pkg.sms,
          stockQuantity: input.stock,
          status: "inactive",
          providerPackageId: pkg.packageId,
          providerNetPriceCents: pkg.netPriceCents,
          providerSyncedAt: now,
        })
        .returning();
      if (input.stock > 0) {
        await recordMovement(tx, esimPlanKind, plan!.id, input.stock, input.stock, {
          reason: "received",
          note: t("adminCatalogue:esimImport.stockNote"),
          actorId: request.admin.id,
        });
      }
      audit.push({
        action: "esim_plan.import",
        subjectType: "esim_plan",
        subjectId: plan!.id,
        before: null,
        after: snapshot(plan!),
      });
      taken.add(pkg.packageId);
      imported += 1;
    }
    for (const entry of audit) await recordAudit(tx, request.actor, entry);
    return { imported, skipped: chosen.length - imported, newDestinations };
  });
  const parts = [t("adminCatalogue:esimImport.done.imported", { count: outcome.imported })];
  if (outcome.newDestinations > 0)
    parts.push(t("adminCatalogue:esimImport.done.destinations", { count: outcome.newDestinations }));
  if (outcome.skipped > 0)
    parts.push(t("adminCatalogue:esimImport.done.skipped", { count: outcome.skipped }));
  return { message: parts.join(" ") };
}

/** Net prices (and the time of the sync) of the plans mapped to a listed package; never our price or status. */
export async function refreshNetPrices(request: AdminRequest): Promise<AdminOutcome> {
  const { packages } = await readProviderCatalogue(request.services);
  const net = new Map(packages.map((pkg) => [pkg.packageId, pkg.netPriceCents]));
  const now = new Date();
  const outcome = await request.services.db.transaction(async (tx) => {
    const plans = await mappedPlans(tx, [...net.keys()]);
    let changed = 0;
    for (const plan of plans) {
      const cents = net.get(plan.providerPackageId!)!;
      await tx
        .update(esimPlans)
        .set({ providerNetPriceCents: cents, providerSyncedAt: now, updatedAt: sql`${esimPlans.updatedAt}` })
        .where(eq(esimPlans.id, plan.id));
      if (cents === plan.providerNetPriceCents) continue;
      changed += 1;
      await recordAudit(tx, request.actor, {
        action: "esim_plan.net_price",
        subjectType: "esim_plan",
        subjectId: plan.id,
        before: { providerNetPriceCents: plan.providerNetPriceCents },
        after: { providerNetPriceCents: cents },
      });
    }
    return { refreshed: plans.length, changed };
  });
  return {
    message: request.t("adminCatalogue:esimImport.done.refreshed", {
      count: outcome.refreshed,
      changed: outcome.changed,
    }),
  };
}
