import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { argsFor, postTo, type Session, signedIn } from "../../../../tests/helpers/admin-fixtures.ts";
import { insertBooking } from "../../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { travelPackageBookings, travelPackages } from "../../../platform/db/schema/index.ts";
import { action } from "../../../routes/admin/catalogue-item.tsx";
import { getPackage } from "../packages.server.ts";

for (const database of testDatabases()) {
  describe(`the packages' editor on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    const tag = `Pk${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "package-editor");
      customer = await signedIn(services, "customer", "package-editor");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    const post = async (id: string, form: Record<string, string>, locale: "en" | "ar" = "en") =>
      postTo<AdminActionData>(
        action,
        await argsFor(services, `/admin/packages/${id}`, {
          session: admin,
          locale,
          form,
          params: { id },
          pattern: "admin/packages/:id",
        }),
      );
    const packageOf = async (bookingId: string) =>
      (
        await services.db
          .select({ id: travelPackageBookings.packageId })
          .from(travelPackageBookings)
          .where(eq(travelPackageBookings.id, bookingId))
      )[0]!.id;
    const exists = async (id: string) =>
      (await services.db.select().from(travelPackages).where(eq(travelPackages.id, id))).length === 1;

    it("creates a package with a decimal rating and highlights, shown on its storefront page", async () => {
      const created = await post("new", {
        intent: "create",
        publish: "yes",
        "name.en": `Wadi Rum nights ${tag}`,
        "name.ar": "ليالي وادي رم",
        "destination.en": "Wadi Rum, Jordan",
        "destination.ar": "وادي رم، الأردن",
        "description.en": "Two nights under the stars.",
        "description.ar": "ليلتان تحت النجوم.",
        priceCents: "320",
        durationDays: "3",
        budgetLevel: "premium",
        rating: "4.8",
        featured: "on",
        "highlights[0].en": "Jeep tour",
        "highlights[0].ar": "جولة بسيارة الجيب",
      });
      expect(created.status).toBe(302);
      const id = created.location!.split("/").pop()!.split("?")[0]!;
      const [row] = await services.db.select().from(travelPackages).where(eq(travelPackages.id, id));
      expect(row).toMatchObject({ rating: 4.8, featured: true, priceCents: 32000, budgetLevel: "premium" });
      const shown = await getPackage(services.db, row!.slug, "ar");
      expect(shown?.name).toBe("ليالي وادي رم");
    });

    it("deletes a package's unpaid bookings first and says how many", async () => {
      const first = await insertBooking(services.db, customer.id, { paymentStatus: "pending" });
      const packageId = await packageOf(first);
      await services.db
        .update(travelPackageBookings)
        .set({ packageId })
        .where(
          eq(
            travelPackageBookings.id,
            await insertBooking(services.db, customer.id, { paymentStatus: "failed" }),
          ),
        );
      const answer = await post(packageId, { intent: "delete", confirm: "yes" });
      expect(answer.body).toMatchObject({ ok: true, deleted: true });
      expect(answer.body.ok && answer.body.message).toBe("Deleted. 2 bookings were deleted with it.");
      expect(await exists(packageId)).toBe(false);
      const left = await services.db
        .select()
        .from(travelPackageBookings)
        .where(eq(travelPackageBookings.packageId, packageId));
      expect(left).toEqual([]);
    });

    it("refuses to delete a package with a paid booking, in the admin's language, deleting nothing", async () => {
      const paid = await insertBooking(services.db, customer.id, {
        paymentStatus: "paid",
        status: "confirmed",
      });
      const packageId = await packageOf(paid);
      const answer = await post(packageId, { intent: "delete", confirm: "yes" });
      expect(answer.status).toBe(409);
      expect(answer.body.ok ? "" : answer.body.error.message).toBe(
        "Failed to delete associated bookings: a booking of this package is paid; refund or complete it first",
      );
      const arabic = await post(packageId, { intent: "delete", confirm: "yes" }, "ar");
      expect(arabic.body.ok ? "" : arabic.body.error.message).toMatch(
        /^تعذّر حذف الحجوزات المرتبطة: يوجد حجز مدفوع/,
      );
      expect(await exists(packageId)).toBe(true);
      const [booking] = await services.db
        .select()
        .from(travelPackageBookings)
        .where(eq(travelPackageBookings.id, paid));
      expect(booking?.paymentStatus).toBe("paid");
    });
  });
}
