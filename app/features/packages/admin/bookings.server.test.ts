import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  argsFor,
  auditOf,
  type Session,
  signedIn,
} from "../../../../tests/helpers/admin-fixtures.ts";
import { insertBooking } from "../../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../../tests/helpers/services.ts";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import type { DatabaseHandle } from "../../../platform/db/client.server.ts";
import { statusEvents, travelPackageBookings } from "../../../platform/db/schema/index.ts";
import { bookingReference } from "../../../platform/domain/references.ts";
import { readOutbox } from "../../../platform/mail/mail.server.ts";
import { action } from "../../../routes/admin/bookings.$id.tsx";
import { listBookings, loadBookingDetail } from "./bookings.server.ts";
import { bookingList } from "./lists.ts";

for (const database of testDatabases()) {
  describe(`admin bookings on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Session;
    let customer: Session;
    const tag = `Bk${Date.now().toString(36)}`;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      admin = await signedIn(services, "admin", "bookings");
      customer = await signedIn(services, "customer", "bookings");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    async function booking(options: Parameters<typeof insertBooking>[2] & { name?: string } = {}) {
      const id = await insertBooking(services.db, customer.id, options);
      await services.db
        .update(travelPackageBookings)
        .set({ customerName: options.name ?? `Lina ${tag}` })
        .where(eq(travelPackageBookings.id, id));
      return id;
    }
    const list = (search: string, locale: "en" | "ar" = "en") =>
      listBookings(services.db, bookingList.parse(new URLSearchParams(search)), locale);
    async function post(
      id: string,
      form: Record<string, string>,
      session: Session | null = admin,
      locale: "en" | "ar" = "en",
    ) {
      return answerOf<AdminActionData>(async () =>
        action(
          (await argsFor(services, `/admin/bookings/${id}`, {
            session,
            locale,
            form,
            params: { id },
          })) as never,
        ),
      );
    }
    const stored = async (id: string) =>
      (await services.db.select().from(travelPackageBookings).where(eq(travelPackageBookings.id, id)))[0];

    it("lists bookings with their package, filtered, searched, sorted and paged", async () => {
      const paid = await booking({
        paymentStatus: "paid",
        status: "confirmed",
        name: `Aaron ${tag}`,
        totalCents: 100,
      });
      for (let i = 0; i < 20; i++) await booking();
      const all = await list(`q=${tag}`);
      expect(all.total).toBe(21);
      expect(all.items).toHaveLength(20);
      expect(all.items[0]!.packageName).toBe("Petra escape");
      expect((await list(`q=${tag}`, "ar")).items[0]!.packageName).toBe("رحلة البتراء");
      expect((await list(`q=${tag}&page=2`)).items).toHaveLength(1);
      expect((await list(`q=${tag}&status=confirmed`)).items.map((r) => r.id)).toEqual([paid]);
      expect((await list(`q=${tag}&payment=paid`)).items.map((r) => r.id)).toEqual([paid]);
      expect((await list(`q=Aaron ${tag}`)).items.map((r) => r.id)).toEqual([paid]);
      expect((await list(`q=${tag}&sort=total`)).items[0]!.id).toBe(paid);
      expect((await list(`q=${tag}&sort=customer`)).items[0]!.id).toBe(paid);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`q=${tag}&created_from=${today}&created_to=${today}`)).total).toBe(21);
      expect((await list(`q=${tag}&created_to=2000-01-01`)).total).toBe(0);
      const detail = await loadBookingDetail(services.db, paid, "en");
      expect(detail).toMatchObject({
        status: "confirmed",
        paymentStatus: "paid",
        nextStatuses: ["completed", "cancelled"],
        nextPaymentStatuses: ["refunded"],
      });
    });

    it("changes the status and the payment status together, with events and one audit entry", async () => {
      const id = await booking();
      const answer = await post(id, {
        intent: "status",
        status_from: "pending",
        status: "confirmed",
        payment_from: "pending",
        payment: "paid",
      });
      expect(answer).toMatchObject({
        status: 200,
        body: { ok: true, intent: "status", message: "The booking has been updated." },
      });
      expect(await stored(id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      const events = await services.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "booking"), eq(statusEvents.subjectId, id)));
      expect(events).toHaveLength(2);
      expect(await auditOf(services, id)).toMatchObject([
        {
          action: "booking.status",
          actorId: admin.id,
          before: { status: "pending", paymentStatus: "pending" },
          after: { status: "confirmed", paymentStatus: "paid" },
        },
      ]);
      // The status alone, the payment untouched.
      expect(
        (await post(id, { intent: "status", status_from: "confirmed", status: "completed", payment: "" }))
          .status,
      ).toBe(200);
      expect(await stored(id)).toMatchObject({ status: "completed", paymentStatus: "paid" });
    });

    it("confirms a booking marked paid, cancels it once refunded, and e-mails the customer in their language", async () => {
      const mails = async (reference: string) =>
        (await readOutbox(`${services.dataDir}/mail`)).filter((mail) => mail.text.includes(reference));
      // Booked in Arabic: its e-mails are in Arabic whatever language the staff member uses.
      const inArabic = async (id: string) => {
        await services.db
          .update(travelPackageBookings)
          .set({ locale: "ar" })
          .where(eq(travelPackageBookings.id, id));
        return id;
      };
      const id = await inArabic(await booking());
      const reference = bookingReference(id);
      expect((await post(id, { intent: "status", payment_from: "pending", payment: "paid" })).status).toBe(
        200,
      );
      expect(await stored(id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
      expect(await mails(reference)).toEqual([]);

      expect((await post(id, { intent: "status", payment_from: "paid", payment: "refunded" })).status).toBe(
        200,
      );
      expect(await stored(id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
      // Nothing left to offer: a refunded booking is neither confirmed nor completed any more.
      expect(await loadBookingDetail(services.db, id, "en")).toMatchObject({
        shownStatus: "refunded",
        nextStatuses: [],
        nextPaymentStatuses: [],
      });
      const [refund] = await mails(reference);
      expect(refund).toMatchObject({ template: "refund", to: customer.email, locale: "ar" });
      expect(refund!.subject).toBe(`استرداد $900.00 عن ${reference}`);
      expect(refund!.text).toContain("رحلة البتراء × 2: $900.00");
      expect(refund!.text).toContain("أُلغي الحجز مع هذا الاسترداد.");

      // A cancellation without a refund has its own e-mail, once.
      const other = await inArabic(await booking({ status: "confirmed", paymentStatus: "paid" }));
      const otherReference = bookingReference(other);
      expect(
        (await post(other, { intent: "status", status_from: "confirmed", status: "cancelled" })).status,
      ).toBe(200);
      const [cancelled] = await mails(otherReference);
      expect(cancelled).toMatchObject({ template: "booking-cancelled", to: customer.email, locale: "ar" });
      expect(cancelled!.subject).toBe(`أُلغي حجزك ${otherReference}`);
      expect(cancelled!.text).toContain("الحالة: ملغى");
      expect(cancelled!.text).toContain("الدفع: مدفوع");
      expect(await mails(otherReference)).toHaveLength(1);
    });

    it("finds a booking by the reference the customer reads out", async () => {
      const id = await booking();
      const reference = bookingReference(id);
      for (const q of [reference, reference.toLowerCase(), reference.slice(3), ` ${reference} `]) {
        expect((await list(`q=${encodeURIComponent(q)}`)).items.map((row) => row.id)).toContain(id);
      }
      expect((await list(`q=${encodeURIComponent(`CN-${reference.slice(3)}`)}`)).items).toEqual([]);
    });

    it("refuses illegal, stale and empty changes and bad ids, translated, writing nothing", async () => {
      const id = await booking({ status: "confirmed" });
      const cases: [Record<string, string>, number, string, "en" | "ar"][] = [
        [{ intent: "status", status_from: "confirmed", status: "pending" }, 409, "Reload the page", "en"],
        [{ intent: "status", status_from: "pending", status: "confirmed" }, 409, "أعد تحميل الصفحة", "ar"],
        // Both or neither: a legal status with an illegal payment move changes nothing.
        [
          {
            intent: "status",
            status_from: "confirmed",
            status: "completed",
            payment_from: "pending",
            payment: "refunded",
          },
          409,
          "Reload",
          "en",
        ],
        [{ intent: "status", status_from: "confirmed", status: "gone" }, 400, "valid format", "en"],
        [{ intent: "status", status: "", payment: "" }, 400, "Choose the new status.", "en"],
        [{ intent: "delete" }, 400, "Confirm the deletion", "en"],
        [{ intent: "fly" }, 400, "An error occurred.", "en"],
      ];
      for (const [form, status, message, locale] of cases) {
        const answer = await post(id, form, admin, locale);
        expect(answer.status, JSON.stringify(form)).toBe(status);
        if (!answer.body.ok) expect(answer.body.error.message).toContain(message);
      }
      expect(await stored(id)).toMatchObject({ status: "confirmed", paymentStatus: "pending" });
      expect(await auditOf(services, id)).toEqual([]);
      expect((await post("123", { intent: "delete", confirm: "yes" })).status).toBe(404);
      expect(
        (await post("00000000-0000-4000-8000-000000000000", { intent: "delete", confirm: "yes" })).status,
      ).toBe(404);
    });

    it("deletes after the confirmation, with an audit entry keeping what was deleted", async () => {
      const id = await booking({ paymentStatus: "paid" });
      const answer = await post(id, { intent: "delete", confirm: "yes" }, admin, "ar");
      expect(answer).toMatchObject({
        status: 200,
        body: { ok: true, intent: "delete", message: "حُذف الحجز.", deleted: true },
      });
      expect(await stored(id)).toBeUndefined();
      expect(await auditOf(services, id)).toMatchObject([
        {
          action: "booking.delete",
          subjectType: "booking",
          before: { customerName: `Lina ${tag}`, packageName: "Petra escape", paymentStatus: "paid" },
          after: null,
        },
      ]);
      expect((await post(id, { intent: "delete", confirm: "yes" })).status).toBe(404);
    });

    it("answers a visitor 401 and a customer 403 on every intent, changing nothing", async () => {
      const id = await booking();
      const forms: Record<string, string>[] = [
        { intent: "status", status_from: "pending", status: "confirmed" },
        { intent: "delete", confirm: "yes" },
      ];
      for (const form of forms) {
        expect((await post(id, form, null)).status).toBe(401);
        const refused = await post(id, form, customer);
        expect(refused.status).toBe(403);
        expect(JSON.stringify(refused.body)).toContain("Access denied.");
      }
      expect(await stored(id)).toMatchObject({ status: "pending" });
      expect(await auditOf(services, id)).toEqual([]);
    });
  });
}
