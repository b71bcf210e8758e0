import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  argsFor,
  auditOf,
  postTo,
  type Session,
  signedIn,
} from "../../../../tests/helpers/admin-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import {
  esimDestinations,
  esimPlans,
  esimProviderSettings,
  stockMovements,
} from "../../../platform/db/schema/index.ts";
import { createI18n } from "../../../platform/i18n/i18n.ts";
import type { Locale } from "../../../platform/i18n/localized.ts";
import { action as itemAction } from "../../../routes/admin/catalogue-item.tsx";
import { action, loader } from "../../../routes/admin/esim-import.tsx";
import type { ImportPageView } from "./esim-import.ts";

const PATH = "/admin/esim-destinations/import";
const TURKEY_20GB = "standin-turkey-20gb-30d";
const JAPAN_UNLIMITED = "standin-japan-unlimited-10d";
const ICELAND_3GB = "standin-iceland-3gb-15d";
const CARIBBEAN_3GB = "standin-caribbean-3gb-30d";

for (const database of testDatabases()) {
  describe(`the eSIM catalogue sync on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    let turkeyId: string;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "esim-import");
      customer = await signedIn(services, "customer", "esim-import");
      await services.db.update(esimProviderSettings).set({ standinLatencyMs: 0 });
      const [turkey] = await services.db
        .insert(esimDestinations)
        .values({
          slug: "tuerkiye",
          isoCode: "tr",
          category: "country",
          name: { en: "Türkiye", ar: "تركيا" },
          description: { en: "Turkey.", ar: "تركيا." },
          coverage: ["tr"],
        })
        .returning();
      turkeyId = turkey!.id;
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    const page = async (search = "", locale: Locale = "en") =>
      answerOf<{ page: ImportPageView }>(async () =>
        loader((await argsFor(services, `${PATH}${search}`, { session: admin, locale })) as never),
      );
    const post = async (
      form: Record<string, string>,
      session: Session | null = admin,
      locale: Locale = "en",
    ) => postTo<AdminActionData>(action, await argsFor(services, PATH, { session, form, locale }));
    /** Several checkboxes of one name, as a browser sends them. */
    const importing = async (ids: string[], stock = "25") => {
      const args = await argsFor(services, PATH, { session: admin, form: { intent: "import", stock } });
      const body = new URLSearchParams({ intent: "import", stock });
      for (const id of ids) body.append("packageId", id);
      const request = new Request(args.request, { body });
      return postTo<AdminActionData>(action, { ...args, request });
    };
    const plansOf = (packageId: string) =>
      services.db.select().from(esimPlans).where(eq(esimPlans.providerPackageId, packageId));
    const savePlan = async (id: string, form: Record<string, string>, locale: Locale = "en") =>
      postTo<AdminActionData>(
        itemAction,
        await argsFor(services, `/admin/esim-plans/${id}`, {
          session: admin,
          form,
          params: { id },
          pattern: "admin/esim-plans/:id",
          locale,
        }),
      );

    it("lists the provider's packages by destination, each with its state here", async () => {
      const { status, body } = await page();
      expect(status).toBe(200);
      expect(body.page.error).toBeNull();
      expect(body.page.provider).toBe("standin");
      expect(body.page.counts.total).toBeGreaterThan(100);
      expect(body.page.counts.new).toBe(body.page.counts.total);
      const turkey = body.page.destinations.find((d) => d.key === "turkey")!;
      // Matched by its ISO code although the slugs differ.
      expect(turkey.ours).toMatchObject({ id: turkeyId, name: "Türkiye", status: "active" });
      expect(turkey.packages.find((p) => p.packageId === TURKEY_20GB)).toMatchObject({
        dataMb: 20 * 1024,
        validityDays: 30,
        netPriceCents: 2030,
        retailPriceCents: 2900,
        state: "new",
        plans: [],
      });
      expect(body.page.destinations.find((d) => d.key === "iceland")?.ours).toBeNull();
      const found = await page("?q=iceland");
      expect(found.body.page.destinations.map((d) => d.key)).toEqual(["iceland"]);
    });

    it("imports the chosen packages as draft plans, creating a missing destination with its Arabic name", async () => {
      const answer = await importing([TURKEY_20GB, ICELAND_3GB, CARIBBEAN_3GB]);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ ok: true });
      expect((answer.body as { message: string }).message).toBe(
        "3 plans imported as drafts. 2 new destinations were created as drafts.",
      );

      const [turkeyPlan] = await plansOf(TURKEY_20GB);
      expect(turkeyPlan).toMatchObject({
        destinationId: turkeyId,
        status: "inactive",
        priceCents: 2900,
        providerNetPriceCents: 2030,
        dataMb: 20 * 1024,
        validityDays: 30,
        stockQuantity: 25,
        name: { en: "20 GB · 30 days", ar: "20 جيجابايت · 30 يومًا" },
        description: {
          en: "20 GB of high-speed data in Türkiye, valid for 30 days.",
          ar: "20 جيجابايت من بيانات الإنترنت عالية السرعة في تركيا، صالحة لمدة 30 يومًا.",
        },
      });
      expect(turkeyPlan!.providerSyncedAt).toBeInstanceOf(Date);
      const movements = await services.db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.productId, turkeyPlan!.id));
      expect(movements).toMatchObject([{ delta: 25, stockAfter: 25, reason: "received" }]);

      const [iceland] = await services.db
        .select()
        .from(esimDestinations)
        .where(eq(esimDestinations.slug, "iceland"));
      expect(iceland).toMatchObject({
        status: "inactive",
        category: "country",
        isoCode: "is",
        coverage: ["is"],
        name: { en: "Iceland", ar: "آيسلندا" },
      });
      const [icelandPlan] = await plansOf(ICELAND_3GB);
      expect(icelandPlan).toMatchObject({
        destinationId: iceland!.id,
        status: "inactive",
        name: { en: "3 GB · 15 days", ar: "3 جيجابايت · 15 يومًا" },
      });
      const [caribbean] = await services.db
        .select()
        .from(esimDestinations)
        .where(eq(esimDestinations.slug, "caribbean"));
      expect(caribbean).toMatchObject({
        category: "regional",
        isoCode: null,
        name: { en: "Caribbean", ar: "الكاريبي" },
      });
      expect(caribbean!.coverage).toHaveLength(8);
      const [caribbeanPlan] = await plansOf(CARIBBEAN_3GB);
      expect(caribbeanPlan!.features.map((f) => f.ar)).toContain("تعمل في 8 دول");

      expect((await auditOf(services, turkeyPlan!.id)).map((entry) => entry.action)).toEqual([
        "esim_plan.import",
      ]);
      expect((await auditOf(services, iceland!.id)).map((entry) => entry.action)).toEqual([
        "esim_destination.import",
      ]);

      const after = await page("?show=mapped");
      const imported = after.body.page.destinations.flatMap((d) => d.packages);
      expect(imported.map((p) => p.packageId).sort()).toEqual([CARIBBEAN_3GB, ICELAND_3GB, TURKEY_20GB]);
      expect(imported.find((p) => p.packageId === TURKEY_20GB)?.plans).toMatchObject([
        { id: turkeyPlan!.id, priceCents: 2900, status: "inactive" },
      ]);
    });

    it("never makes two plans of one package, also when two imports run at once", async () => {
      const again = await importing([TURKEY_20GB, JAPAN_UNLIMITED]);
      expect((again.body as { message: string }).message).toBe(
        "1 plan imported as a draft. 1 new destination was created as a draft. 1 package was already imported and was left as it is.",
      );
      expect(await plansOf(TURKEY_20GB)).toHaveLength(1);
      const together = await Promise.all([
        importing(["standin-iceland-10gb-30d"]),
        importing(["standin-iceland-10gb-30d"]),
      ]);
      expect(together.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await plansOf("standin-iceland-10gb-30d")).toHaveLength(1);
      expect(
        await services.db.select().from(esimDestinations).where(eq(esimDestinations.isoCode, "is")),
      ).toHaveLength(1);
    });

    it("refreshes net prices of mapped plans, never our price or what is published", async () => {
      const [plan] = await plansOf(TURKEY_20GB);
      await services.db
        .update(esimPlans)
        .set({ priceCents: 3500, status: "active", providerNetPriceCents: 1800 })
        .where(eq(esimPlans.id, plan!.id));
      const before = await page("?show=changed");
      expect(before.body.page.counts.changed).toBe(1);
      expect(before.body.page.destinations.flatMap((d) => d.packages)).toMatchObject([
        { packageId: TURKEY_20GB, state: "changed", netPriceCents: 2030, plans: [{ netPriceCents: 1800 }] },
      ]);

      const answer = await post({ intent: "refresh" });
      expect(answer.status).toBe(200);
      expect((answer.body as { message: string }).message).toMatch(
        /^Net prices read again for \d+ plans \(1 changed\)\.$/,
      );
      const [after] = await plansOf(TURKEY_20GB);
      expect(after).toMatchObject({ priceCents: 3500, status: "active", providerNetPriceCents: 2030 });
      expect(after!.providerSyncedAt!.getTime()).toBeGreaterThan(plan!.providerSyncedAt!.getTime());
      expect((await auditOf(services, plan!.id)).map((entry) => entry.action)).toContain(
        "esim_plan.net_price",
      );
      expect((await page()).body.page.counts.changed).toBe(0);
    });

    it("maps a plan only to a package the provider lists, and says so in the admin's language", async () => {
      const [plan] = await plansOf(TURKEY_20GB);
      const row = (await services.db.select().from(esimPlans).where(eq(esimPlans.id, plan!.id)))[0]!;
      const form = (packageId: string, version: string) => ({
        intent: "save",
        version,
        destinationId: turkeyId,
        "name.en": row.name.en,
        "name.ar": row.name.ar,
        "description.en": row.description.en,
        "description.ar": row.description.ar,
        planType: "data",
        priceCents: "35.00",
        dataMb: String(row.dataMb),
        validityDays: "30",
        providerPackageId: packageId,
      });
      const version = () =>
        services.db
          .select({ updatedAt: esimPlans.updatedAt })
          .from(esimPlans)
          .where(eq(esimPlans.id, plan!.id))
          .then(([r]) => r!.updatedAt.toISOString());

      for (const locale of ["en", "ar"] as const) {
        const refused = await savePlan(plan!.id, form("standin-nowhere-1gb-1d", await version()), locale);
        expect(refused.status).toBe(400);
        const t = createI18n(locale).t;
        expect((refused.body as { error: { message: string } }).error.message).toBe(
          t("errors:esimProvider.unknownPackage", { id: "standin-nowhere-1gb-1d" }),
        );
      }

      // Mapped to another listed package: its net price comes with it.
      const other = "standin-turkey-10gb-30d";
      expect((await savePlan(plan!.id, form(other, await version()))).status).toBe(200);
      expect((await plansOf(other)).find((p) => p.id === plan!.id)).toMatchObject({
        providerNetPriceCents: 1470,
      });
      // Emptied: fulfilled by hand, no net price.
      expect((await savePlan(plan!.id, form("", await version()))).status).toBe(200);
      const [manual] = await services.db.select().from(esimPlans).where(eq(esimPlans.id, plan!.id));
      expect(manual).toMatchObject({
        providerPackageId: null,
        providerNetPriceCents: null,
        priceCents: 3500,
      });
      expect((await savePlan(plan!.id, form(TURKEY_20GB, await version()))).status).toBe(200);
    });

    it("says when the provider cannot be reached instead of refusing in silence", async () => {
      await services.db.update(esimProviderSettings).set({ standinFailing: true });
      try {
        const { body } = await page();
        expect(body.page.error).toBe(createI18n("en").t("errors:esimProvider.unreachable"));
        expect(body.page.destinations).toEqual([]);
        const refused = await importing([ICELAND_3GB]);
        expect(refused.status).toBe(503);
        const [plan] = await plansOf(TURKEY_20GB);
        const created = await postTo<AdminActionData>(
          itemAction,
          await argsFor(services, "/admin/esim-plans/new", {
            session: admin,
            params: { id: "new" },
            pattern: "admin/esim-plans/:id",
            form: {
              intent: "create",
              destinationId: turkeyId,
              "name.en": "2 GB",
              "name.ar": "2 جيجابايت",
              "description.en": "Two.",
              "description.ar": "اثنان.",
              planType: "data",
              priceCents: "9.00",
              validityDays: "7",
              providerPackageId: "standin-turkey-1gb-7d",
            },
          }),
        );
        expect(created.status).toBe(503);
        expect((created.body as { error: { message: string; field?: string } }).error).toMatchObject({
          message: createI18n("en").t("errors:esimProvider.unreachableForPackage"),
          field: "providerPackageId",
        });
        // An unchanged mapping is not asked again: the price can still be changed.
        const [row] = await services.db.select().from(esimPlans).where(eq(esimPlans.id, plan!.id));
        const saved = await savePlan(plan!.id, {
          intent: "save",
          version: row!.updatedAt.toISOString(),
          destinationId: turkeyId,
          "name.en": row!.name.en,
          "name.ar": row!.name.ar,
          "description.en": row!.description.en,
          "description.ar": row!.description.ar,
          planType: "data",
          priceCents: "36.00",
          dataMb: String(row!.dataMb),
          validityDays: "30",
          providerPackageId: TURKEY_20GB,
        });
        expect(saved.status).toBe(200);
        const [kept] = await plansOf(TURKEY_20GB);
        expect(kept).toMatchObject({ priceCents: 3600, providerNetPriceCents: 2030 });
      } finally {
        await services.db.update(esimProviderSettings).set({ standinFailing: false });
      }
    });

    it("lets only admins see or change it", async () => {
      const asCustomer = await answerOf(async () =>
        loader((await argsFor(services, PATH, { session: customer })) as never),
      );
      expect(asCustomer.status).toBe(403);
      const asVisitor = await postTo(loader, await argsFor(services, PATH));
      expect(asVisitor.status).toBe(302);
      expect(asVisitor.location).toMatch(/^\/\?login=1/);
      const before = await plansOf("standin-qatar-1gb-7d");
      expect(
        (await post({ intent: "import", packageId: "standin-qatar-1gb-7d", stock: "1" }, customer)).status,
      ).toBe(403);
      expect((await post({ intent: "refresh" }, null)).status).toBe(401);
      expect(await plansOf("standin-qatar-1gb-7d")).toHaveLength(before.length);
      // Nothing chosen, or a package the provider does not list, is refused with a message.
      const none = await post({ intent: "import", stock: "1" });
      expect(none.status).toBe(400);
      expect((none.body as { error: { message: string } }).error.message).toBe(
        "Choose at least one package to import.",
      );
      const unknown = await post(
        { intent: "import", packageId: "standin-nowhere-1gb-1d", stock: "1" },
        admin,
        "ar",
      );
      expect(unknown.status).toBe(400);
      expect((unknown.body as { error: { message: string } }).error.message).toContain(
        "standin-nowhere-1gb-1d",
      );
    });
  });
}
