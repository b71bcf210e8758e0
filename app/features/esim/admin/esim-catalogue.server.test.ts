import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  argsFor,
  postTo,
  type Session,
  signedIn,
} from "../../../../tests/helpers/admin-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { esimDestinations, esimPlans } from "../../../platform/db/schema/index.ts";
import { action, loader } from "../../../routes/admin/catalogue-item.tsx";
import { getEsimDestination } from "../esim.server.ts";

for (const database of testDatabases()) {
  describe(`the eSIM editors on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    const tag = `Es${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "esim-editor");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    const post = async (slug: string, id: string, form: Record<string, string>) =>
      postTo<AdminActionData>(
        action,
        await argsFor(services, `/admin/${slug}/${id}`, {
          session: admin,
          form,
          params: { id },
          pattern: `admin/${slug}/:id`,
        }),
      );
    const idOf = (location: string | null) => location!.split("/").pop()!.split("?")[0]!;

    it("creates a regional destination with its coverage, adds a plan from its page, and sells it", async () => {
      const destination = await post("esim-destinations", "new", {
        intent: "create",
        publish: "yes",
        "name.en": `Levant ${tag}`,
        "name.ar": "بلاد الشام",
        "description.en": "Jordan and Lebanon.",
        "description.ar": "الأردن ولبنان.",
        category: "regional",
        coverage: "JO, lb،  jo",
      });
      expect(destination.status).toBe(302);
      const destinationId = idOf(destination.location);
      const [row] = await services.db
        .select()
        .from(esimDestinations)
        .where(eq(esimDestinations.id, destinationId));
      expect(row?.coverage).toEqual(["jo", "lb"]);
      expect(
        (
          await post("esim-destinations", "new", {
            intent: "create",
            "name.en": "X",
            "description.en": "x",
            category: "regional",
            coverage: "jordan",
          })
        ).status,
      ).toBe(400);

      const form = await answerOf<{ parentId: string; options: Record<string, { value: string }[]> }>(
        async () =>
          loader(
            (await argsFor(services, `/admin/esim-plans/new?parent=${destinationId}`, {
              session: admin,
              params: { id: "new" },
              pattern: "admin/esim-plans/:id",
            })) as never,
          ),
      );
      expect(form.body.parentId).toBe(destinationId);
      expect(form.body.options.destinationId!.some((option) => option.value === destinationId)).toBe(true);

      const plan = await post("esim-plans", "new", {
        intent: "create",
        publish: "yes",
        destinationId,
        "name.en": "3 GB",
        "name.ar": "3 غيغابايت",
        "description.en": "Data only.",
        "description.ar": "بيانات فقط.",
        planType: "data",
        priceCents: "12",
        dataMb: "3072",
        validityDays: "15",
        stockQuantity: "50",
      });
      expect(plan.status).toBe(302);
      const planId = idOf(plan.location);
      const [stored] = await services.db.select().from(esimPlans).where(eq(esimPlans.id, planId));
      expect(stored).toMatchObject({
        destinationId,
        stockQuantity: 50,
        priceCents: 1200,
        dataMb: 3072,
        sms: null,
      });

      const page = await answerOf<{ item: { children: { id: string }[] } }>(async () =>
        loader(
          (await argsFor(services, `/admin/esim-destinations/${destinationId}`, {
            session: admin,
            params: { id: destinationId },
            pattern: "admin/esim-destinations/:id",
          })) as never,
        ),
      );
      expect(page.body.item.children.map((child) => child.id)).toEqual([planId]);
      const shown = await getEsimDestination(services.db, row!.slug, "ar");
      expect(shown?.name).toBe("بلاد الشام");
    });

    it("refuses a plan for a destination that does not exist with the field's message, writing nothing", async () => {
      const before = (await services.db.select().from(esimPlans)).length;
      const answer = await post("esim-plans", "new", {
        intent: "create",
        destinationId: "00000000-0000-4000-8000-000000000000",
        "name.en": `Ghost ${tag}`,
        "description.en": "Nowhere.",
        planType: "data",
        priceCents: "5",
        validityDays: "7",
      });
      expect(answer.status).toBe(400);
      expect(answer.body.ok ? "" : answer.body.error).toMatchObject({ field: "destinationId" });
      expect((await services.db.select().from(esimPlans)).length).toBe(before);
    });
  });
}
