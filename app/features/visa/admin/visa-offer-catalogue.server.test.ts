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
import { listCatalogue, loadCatalogueItem } from "../../../components/admin/catalogue/catalogue.server.ts";
import { catalogueList } from "../../../components/admin/catalogue/kind.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { applications, visaOffers } from "../../../platform/db/schema/index.ts";
import { action as itemAction, loader as itemLoader } from "../../../routes/admin/catalogue-item.tsx";
import { listVisaOffers } from "../visa-offers.server.ts";
import { visaOfferKind } from "./visa-offer-catalogue.server.ts";

const PATTERN = "admin/visa-offers/:id";

for (const database of testDatabases()) {
  describe(`the visa offers' editor on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    const tag = `Vo${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "visa-editor");
      customer = await signedIn(services, "customer", "visa-editor");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    const form = (overrides: Record<string, string> = {}) => ({
      "title.en": `Oman e-Visa ${tag}`,
      "title.ar": "التأشيرة الإلكترونية لعُمان",
      "destination.en": "Oman",
      "destination.ar": "عُمان",
      "description.en": "Single entry, 30 days.",
      "description.ar": "دخول واحد لمدة 30 يومًا.",
      visaType: "tourist",
      countryCode: "OM",
      priceCents: "59.50",
      processingDays: "3",
      validityDays: "30",
      "requirements[0].en": "Passport valid for 6 months",
      "requirements[0].ar": "جواز سفر صالح لستة أشهر",
      ...overrides,
    });

    const post = async (id: string, form: Record<string, string>, session: Session | null = admin) =>
      postTo<AdminActionData>(
        itemAction,
        await argsFor(services, `/admin/visa-offers/${id}`, {
          session,
          form,
          params: { id },
          pattern: PATTERN,
        }),
      );
    async function create(overrides: Record<string, string> = {}) {
      const answer = await post("new", { intent: "create", publish: "yes", ...form(overrides) });
      expect(answer.status).toBe(302);
      const id = answer.location!.match(/visa-offers\/([0-9a-f-]{36})/)![1]!;
      return id;
    }
    const stored = async (id: string) =>
      (await services.db.select().from(visaOffers).where(eq(visaOffers.id, id)))[0]!;

    it("creates a published offer in minor units with a slug from its English name, audited, and the storefront lists it", async () => {
      const id = await create();
      const row = await stored(id);
      expect(row).toMatchObject({
        priceCents: 5950,
        countryCode: "om",
        status: "active",
        createdBy: admin.id,
      });
      expect(row.slug).toBe(`oman-e-visa-${tag.toLowerCase()}`);
      expect(row.requirements).toEqual([
        { en: "Passport valid for 6 months", ar: "جواز سفر صالح لستة أشهر" },
      ]);
      const audit = await auditOf(services, id);
      expect(audit.map((entry) => entry.action)).toContain("visa_offer.create");
      const shown = await listVisaOffers(services.db, "ar");
      expect(shown.find((offer) => offer.slug === row.slug)?.title).toBe("التأشيرة الإلكترونية لعُمان");
    });

    it("refuses bad input with the field's message and writes nothing", async () => {
      const answer = await post("new", {
        intent: "create",
        ...form({ priceCents: "-3", "title.en": "", "destination.en": `Nowhere ${tag}` }),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.ok).toBe(false);
      const errors = answer.body.reply?.error ?? {};
      expect(errors["title.en"]?.[0]).toBe("This field is required.");
      expect(errors.priceCents?.[0]).toMatch(/US dollars/);
      const found = await listCatalogue(
        services.db,
        visaOfferKind,
        catalogueList.parse(new URLSearchParams(`q=Nowhere ${tag}`)),
        "en",
      );
      expect(found.total).toBe(0);
    });

    it("asks before publishing without Arabic, and publishes once confirmed", async () => {
      const refused = await post("new", { intent: "create", publish: "yes", ...form({ "title.ar": "" }) });
      expect(refused.status).toBe(400);
      expect(refused.body.ok ? "" : refused.body.error.message).toMatch(/Arabic text is missing for: Title/);
      const id = await create({ "title.ar": "", confirmArabic: "yes" });
      expect((await stored(id)).status).toBe("active");
      const missing = await listCatalogue(
        services.db,
        visaOfferKind,
        catalogueList.parse(new URLSearchParams(`q=${tag}&arabic=missing`)),
        "en",
      );
      expect(missing.items.map((item) => item.id)).toEqual([id]);
      expect(missing.items[0]!.missingArabic).toBe(true);
    });

    it("saves a new price that the storefront shows at once, and refuses a save from a stale tab", async () => {
      const id = await create();
      const item = await loadCatalogueItem(services.db, visaOfferKind, id, "en");
      const saved = await post(id, { intent: "save", version: item!.version, ...form({ priceCents: "75" }) });
      expect(saved.body).toMatchObject({ ok: true });
      const offer = (await listVisaOffers(services.db, "en")).find(
        (o) => o.slug === (item!.values.slug as string),
      );
      expect(offer?.priceCents).toBe(7500);
      const stale = await post(id, { intent: "save", version: item!.version, ...form({ priceCents: "80" }) });
      expect(stale.status).toBe(409);
      expect((await stored(id)).priceCents).toBe(7500);
      const entries = await auditOf(services, id);
      const update = entries.find((entry) => entry.action === "visa_offer.update");
      expect(update?.before).toMatchObject({ priceCents: 5950 });
      expect(update?.after).toMatchObject({ priceCents: 7500 });
    });

    it("unpublishes (gone from the storefront), duplicates as a draft, and deletes", async () => {
      const id = await create();
      const slug = (await stored(id)).slug;
      expect((await post(id, { intent: "unpublish" })).body).toMatchObject({ ok: true });
      expect((await listVisaOffers(services.db, "en")).some((o) => o.slug === slug)).toBe(false);
      const copy = await post(id, { intent: "duplicate" });
      expect(copy.status).toBe(302);
      const copyId = copy.location!.match(/visa-offers\/([0-9a-f-]{36})/)![1]!;
      expect(await stored(copyId)).toMatchObject({ status: "inactive", slug: `${slug}-copy` });
      const deleted = await post(id, { intent: "delete", confirm: "yes" });
      expect(deleted.body).toMatchObject({ ok: true, deleted: true });
      expect(await services.db.select().from(visaOffers).where(eq(visaOffers.id, id))).toEqual([]);
    });

    it("archives instead of deleting an offer an application names", async () => {
      const id = await create();
      await services.db.insert(applications).values({
        kind: "visa",
        trackingId: `VISA-${tag}`,
        userId: customer.id,
        fullName: "Lina Haddad",
        email: "lina@example.com",
        visaOfferId: id,
      } as never);
      const answer = await post(id, { intent: "delete", confirm: "yes" });
      expect(answer.body).toMatchObject({ ok: true });
      expect(answer.body.ok && answer.body.message).toMatch(/Archived/);
      expect((await stored(id)).status).toBe("archived");
      const list = await listCatalogue(
        services.db,
        visaOfferKind,
        catalogueList.parse(new URLSearchParams(`q=${tag}`)),
        "en",
      );
      expect(list.items.some((item) => item.id === id)).toBe(false);
    });

    it("answers a visitor 401 (the loader sends them to sign in) and a customer 403, writing nothing", async () => {
      for (const [session, status, loaderStatus] of [
        [null, 401, 302],
        [customer, 403, 403],
      ] as const) {
        const posted = await post(
          "new",
          { intent: "create", ...form({ "title.en": `Refused ${tag}` }) },
          session,
        );
        expect(posted.status).toBe(status);
        const loaded = await answerOf(async () =>
          itemLoader(
            (await argsFor(services, "/admin/visa-offers/new", {
              session,
              params: { id: "new" },
              pattern: PATTERN,
            })) as never,
          ),
        );
        expect(loaded.status).toBe(loaderStatus);
      }
      const list = await listCatalogue(
        services.db,
        visaOfferKind,
        catalogueList.parse(new URLSearchParams(`q=Refused ${tag}`)),
        "en",
      );
      expect(list.total).toBe(0);
    });
  });
}
