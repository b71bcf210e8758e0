import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  argsFor,
  auditOf,
  postTo,
  type Session,
  signedIn,
} from "../../../../tests/helpers/admin-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { loadCatalogueItem } from "../../../components/admin/catalogue/catalogue.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { orderItems, orders, travelAccessories } from "../../../platform/db/schema/index.ts";
import { parseManagedImageUrl, variantName } from "../../../platform/storage/image-urls.ts";
import { storeImage } from "../../../platform/storage/images.server.ts";
import { action } from "../../../routes/admin/catalogue-item.tsx";
import { getAccessory } from "../accessories.server.ts";
import { accessoryKind } from "./accessory-catalogue.server.ts";

for (const database of testDatabases()) {
  describe(`the accessories' editor on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    const tag = `Ac${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "accessory-editor");
      customer = await signedIn(services, "customer", "accessory-editor");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    const post = async (id: string, form: Record<string, string>) =>
      postTo<AdminActionData>(
        action,
        await argsFor(services, `/admin/accessories/${id}`, {
          session: admin,
          form,
          params: { id },
          pattern: "admin/accessories/:id",
        }),
      );
    const base = {
      "name.en": `Packing cubes ${tag}`,
      "name.ar": "مكعبات ترتيب الحقيبة",
      "description.en": "Six cubes.",
      "description.ar": "ستة مكعبات.",
      category: "luggage",
      brand: "Stowaway",
      priceCents: "24.90",
      warrantyMonths: "12",
      shippingRequired: "on",
    };
    async function create(stock: string) {
      const created = await post("new", { intent: "create", publish: "yes", stock, ...base });
      expect(created.status).toBe(302);
      return created.location!.split("/").pop()!.split("?")[0]!;
    }
    const level = async (id: string) =>
      (await services.db.select().from(travelAccessories).where(eq(travelAccessories.id, id)))[0]!.stock;

    it("records the starting stock and every change with its reason; never below zero; a save leaves stock alone", async () => {
      const id = await create("10");
      expect(await level(id)).toBe(10);
      expect(
        (await post(id, { intent: "stock", delta: "-3", reason: "damaged", note: "Crushed box" })).body,
      ).toMatchObject({
        ok: true,
        message: "Stock updated: 7 now.",
      });
      const refused = await post(id, { intent: "stock", delta: "-8", reason: "correction" });
      expect(refused.status).toBe(409);
      expect(refused.body.ok ? "" : refused.body.error.message).toBe("Stock cannot go below zero.");
      expect((await post(id, { intent: "stock", delta: "0", reason: "received" })).status).toBe(400);
      expect((await post(id, { intent: "stock", delta: "5", reason: "stolen" })).status).toBe(400);
      const item = await loadCatalogueItem(services.db, accessoryKind, id, "en");
      expect(item!.stock!.level).toBe(7);
      expect(item!.stock!.history.map((m) => [m.delta, m.reason, m.stockAfter, m.note])).toEqual([
        [-3, "damaged", 7, "Crushed box"],
        [10, "received", 10, null],
      ]);
      const audit = await auditOf(services, id);
      expect(audit.find((entry) => entry.action === "accessory.stock")?.after).toMatchObject({
        stock: 7,
        reason: "damaged",
      });
      const saved = await post(id, {
        intent: "save",
        version: item!.version,
        ...base,
        stock: "999",
        priceCents: "19.90",
      });
      expect(saved.body).toMatchObject({ ok: true });
      expect(await level(id)).toBe(7);
      expect((await getAccessory(services.db, item!.values.slug as string, "en"))?.priceCents).toBe(1990);
    });

    it("keeps alt text in both languages and removes the files of a dropped image and of a deleted accessory", async () => {
      const photo = async (colour: string) =>
        storeImage(services.storage, {
          body: await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
            .jpeg()
            .toBuffer(),
          fileName: "Packing Cubes.jpg",
        });
      const [first, second] = [await photo("#1d4ed8"), await photo("#f59e0b")];
      const stored = async (url: string) => {
        const image = parseManagedImageUrl(url)!;
        const key = `images/${image.id}/${variantName(image, image.width, image.fallbackFormat)}`;
        return services.storage.exists("uploads", key);
      };
      const gallery = {
        "gallery[0].url": first.url,
        "gallery[0].alt.en": "Blue cubes",
        "gallery[0].alt.ar": "مكعبات زرقاء",
        "gallery[1].url": second.url,
        "gallery[1].alt.en": "Yellow cubes",
        "gallery[1].alt.ar": "مكعبات صفراء",
      };
      const created = await post("new", {
        intent: "create",
        publish: "yes",
        stock: "1",
        ...base,
        ...gallery,
      });
      const id = created.location!.split("/").pop()!.split("?")[0]!;
      const [row] = await services.db.select().from(travelAccessories).where(eq(travelAccessories.id, id));
      expect(row!.images).toEqual([first.url, second.url]);
      expect(row!.imageAlts[second.url]).toEqual({ en: "Yellow cubes", ar: "مكعبات صفراء" });

      const item = await loadCatalogueItem(services.db, accessoryKind, id, "en");
      await post(id, {
        intent: "save",
        version: item!.version,
        ...base,
        "gallery[0].url": second.url,
        "gallery[0].alt.en": "Yellow cubes",
        "gallery[0].alt.ar": "مكعبات صفراء",
      });
      expect(await stored(first.url)).toBe(false);
      expect(await stored(second.url)).toBe(true);
      expect((await post(id, { intent: "delete", confirm: "yes" })).body).toMatchObject({
        ok: true,
        deleted: true,
      });
      expect(await stored(second.url)).toBe(false);
    });

    it("refuses an image address that is not one of ours", async () => {
      const answer = await post("new", {
        intent: "create",
        ...base,
        "gallery[0].url": "https://evil.example.com/x.jpg",
      });
      expect(answer.status).toBe(400);
    });

    it("archives an accessory that an order names; the order keeps its price", async () => {
      const id = await create("4");
      const [order] = await services.db
        .insert(orders)
        .values({
          userId: customer.id,
          number: `T-${tag}`,
          idempotencyKey: `key-${tag}`,
          totalCents: 2490,
          subtotalCents: 2490,
        })
        .returning({ id: orders.id });
      await services.db.insert(orderItems).values({
        orderId: order!.id,
        productType: "accessory",
        productId: id,
        name: { en: "Packing cubes", ar: "مكعبات" },
        unitPriceCents: 2490,
        quantity: 1,
        lineTotalCents: 2490,
      });
      const item = await loadCatalogueItem(services.db, accessoryKind, id, "en");
      expect(item!.references).toBe(1);
      await post(id, { intent: "save", version: item!.version, ...base, priceCents: "30" });
      const answer = await post(id, { intent: "delete", confirm: "yes" });
      expect(answer.body).toMatchObject({ ok: true });
      expect(
        (await services.db.select().from(travelAccessories).where(eq(travelAccessories.id, id)))[0]?.status,
      ).toBe("archived");
      const [line] = await services.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
      expect(line?.unitPriceCents).toBe(2490);
      expect(await getAccessory(services.db, item!.values.slug as string, "en")).toBeNull();
    });
  });
}
