import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import {
  applications,
  businessIncorporationConsultations,
  educationConsultations,
  orders,
  statusEvents,
  travelPackageBookings,
  travelPackages,
  user,
} from "../db/schema/index.ts";
import { AppError } from "../http/errors.ts";
import { canTransition, nextStatuses, STATUS_MACHINES, statusesOf } from "./status-machines.ts";
import { recordCreated, transition } from "./transitions.server.ts";

describe("status machines", () => {
  it("go only forward, and only to statuses the subject has", () => {
    for (const [subject, machine] of Object.entries(STATUS_MACHINES)) {
      const statuses = Object.keys(machine);
      for (const [from, next] of Object.entries(machine) as [string, readonly string[]][]) {
        for (const to of next) {
          expect(statuses, `${subject}: ${from} → ${to}`).toContain(to);
          expect(to, `${subject}: ${from} → itself`).not.toBe(from);
        }
      }
    }
    expect(statusesOf("education_consultation")).toEqual(["new", "in_progress", "completed"]);
    expect(nextStatuses("booking", "pending")).toEqual(["confirmed", "cancelled"]);
    expect(nextStatuses("booking", "constructor")).toEqual([]);
    expect(canTransition("application", "pending", "processing")).toBe(true);
    expect(canTransition("application", "completed", "pending")).toBe(false);
    expect(canTransition("booking_payment", "paid", "refunded")).toBe(true);
    expect(canTransition("booking_payment", "refunded", "paid")).toBe(false);
    expect(canTransition("order", "cancelled", "paid")).toBe(true);
  });
});

for (const database of testDatabases()) {
  describe(`transition on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let packageId: string;
    const customer = "transition-customer";
    const staff = "transition-staff";

    const eventsOf = (id: string) =>
      handle.db
        .select()
        .from(statusEvents)
        .where(eq(statusEvents.subjectId, id))
        .orderBy(statusEvents.createdAt);

    const newBooking = async () => {
      const [row] = await handle.db
        .insert(travelPackageBookings)
        .values({
          userId: customer,
          packageId,
          packageName: "Petra",
          packagePriceCents: 10_000,
          totalAmountCents: 10_000,
          customerName: "Lina Haddad",
          customerEmail: "lina@example.com",
          travelDate: "2030-07-01",
        })
        .returning();
      return row!;
    };

    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    };

    beforeAll(async () => {
      handle = await database.open();
      await handle.db.insert(user).values([
        { id: customer, name: "Lina Haddad", email: "lina@example.com", emailVerified: true },
        { id: staff, name: "Staff", email: "staff@example.com", emailVerified: true },
      ]);
      const [row] = await handle.db
        .insert(travelPackages)
        .values({
          slug: "petra",
          name: { en: "Petra", ar: "البتراء" },
          description: { en: "", ar: "" },
          destination: { en: "Jordan", ar: "الأردن" },
          priceCents: 10_000,
          durationDays: 3,
          budgetLevel: "mid_range",
        })
        .returning({ id: travelPackages.id });
      packageId = row!.id;
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("moves a booking and writes one event with the actor, the owner and the note", async () => {
      const booking = await newBooking();
      const moved = await transition(handle.db, {
        subject: "booking",
        id: booking.id,
        from: "pending",
        to: "confirmed",
        actor: staff,
        note: "Called the customer",
      });
      expect(moved).toMatchObject({ id: booking.id, status: "confirmed", paymentStatus: "pending" });
      const events = await eventsOf(booking.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        subjectType: "booking",
        ownerId: customer,
        actorId: staff,
        fromStatus: "pending",
        toStatus: "confirmed",
        note: "Called the customer",
        data: {},
      });
    });

    it("records a payment move on the booking with its unchanged status and the payments in the data", async () => {
      const booking = await newBooking();
      await transition(handle.db, {
        subject: "booking_payment",
        id: booking.id,
        from: "pending",
        to: "paid",
        actor: null,
        data: { orderId: "o-1" },
      });
      const [stored] = await handle.db
        .select()
        .from(travelPackageBookings)
        .where(eq(travelPackageBookings.id, booking.id));
      expect(stored).toMatchObject({ status: "pending", paymentStatus: "paid" });
      expect(await eventsOf(booking.id)).toMatchObject([
        {
          subjectType: "booking",
          actorId: null,
          fromStatus: "pending",
          toStatus: "pending",
          note: "payment_paid",
          data: { orderId: "o-1", paymentStatus: "paid", previousPaymentStatus: "pending" },
        },
      ]);
    });

    it("refuses a move the machine does not allow, with 409 and nothing written", async () => {
      const booking = await newBooking();
      const error = await refusal(
        transition(handle.db, {
          subject: "booking",
          id: booking.id,
          from: "pending",
          to: "completed",
          actor: staff,
        }),
      );
      expect(error).toMatchObject({ code: "BUSINESS_INVALID_STATE", status: 409 });
      await refusal(
        transition(handle.db, {
          subject: "booking_payment",
          id: booking.id,
          from: "pending",
          to: "refunded",
          actor: staff,
        }),
      );
      await refusal(
        transition(handle.db, {
          subject: "booking",
          id: booking.id,
          from: "pending",
          to: "pending",
          actor: staff,
        }),
      );
      const [stored] = await handle.db
        .select()
        .from(travelPackageBookings)
        .where(eq(travelPackageBookings.id, booking.id));
      expect(stored).toMatchObject({ status: "pending", paymentStatus: "pending" });
      expect(await eventsOf(booking.id)).toHaveLength(0);
    });

    it("refuses a stale `from`: the row has moved since the caller saw it", async () => {
      const booking = await newBooking();
      await transition(handle.db, {
        subject: "booking",
        id: booking.id,
        from: "pending",
        to: "confirmed",
        actor: staff,
      });
      const error = await refusal(
        transition(handle.db, {
          subject: "booking",
          id: booking.id,
          from: "pending",
          to: "cancelled",
          actor: staff,
        }),
      );
      expect(error).toMatchObject({ code: "BUSINESS_INVALID_STATE", status: 409, field: "status" });
      const [stored] = await handle.db
        .select()
        .from(travelPackageBookings)
        .where(eq(travelPackageBookings.id, booking.id));
      expect(stored!.status).toBe("confirmed");
      expect(await eventsOf(booking.id)).toHaveLength(1);
    });

    it("lets exactly one of two concurrent changes of the same row win", async () => {
      const booking = await newBooking();
      const results = await Promise.allSettled(
        (["confirmed", "cancelled"] as const).map((to) =>
          transition(handle.db, { subject: "booking", id: booking.id, from: "pending", to, actor: staff }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      const [refused] = results.filter((result) => result.status === "rejected");
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "BUSINESS_INVALID_STATE" });
      const events = await eventsOf(booking.id);
      expect(events).toHaveLength(1);
      const [stored] = await handle.db
        .select()
        .from(travelPackageBookings)
        .where(eq(travelPackageBookings.id, booking.id));
      expect(stored!.status).toBe(events[0]!.toStatus);
    });

    it("answers 404 for a row that does not exist or an id that is not one", async () => {
      for (const id of [randomUUID(), "not-a-uuid", "'; drop table orders; --"]) {
        const error = await refusal(
          transition(handle.db, { subject: "booking", id, from: "pending", to: "confirmed", actor: staff }),
        );
        expect(error).toMatchObject({ code: "API_NOT_FOUND", status: 404 });
      }
    });

    it("undoes the status change when the caller's transaction fails afterwards", async () => {
      const booking = await newBooking();
      await expect(
        handle.db.transaction(async (tx) => {
          await transition(tx, {
            subject: "booking",
            id: booking.id,
            from: "pending",
            to: "confirmed",
            actor: staff,
          });
          throw new Error("something after the change failed");
        }),
      ).rejects.toThrow("something after the change failed");
      const [stored] = await handle.db
        .select()
        .from(travelPackageBookings)
        .where(eq(travelPackageBookings.id, booking.id));
      expect(stored!.status).toBe("pending");
      expect(await eventsOf(booking.id)).toHaveLength(0);
    });

    it("moves consultations, applications and orders along their machines, other columns with them", async () => {
      const [business] = await handle.db
        .insert(businessIncorporationConsultations)
        .values({ fullName: "Omar", email: "omar@example.com", phone: "+971500000000", jurisdiction: "UAE" })
        .returning();
      const moved = await transition(handle.db, {
        subject: "business_consultation",
        id: business!.id,
        from: "pending",
        to: "contacted",
        actor: staff,
        set: { notes: "Wants a free-zone company" },
      });
      expect(moved).toMatchObject({ status: "contacted", notes: "Wants a free-zone company" });

      const [education] = await handle.db
        .insert(educationConsultations)
        .values({
          fullName: "Sara",
          email: "sara@example.com",
          phone: "+60123456789",
          serviceType: "malaysia",
        })
        .returning();
      await transition(handle.db, {
        subject: "education_consultation",
        id: education!.id,
        from: "new",
        to: "in_progress",
        actor: staff,
      });
      await refusal(
        transition(handle.db, {
          subject: "education_consultation",
          id: education!.id,
          from: "in_progress",
          to: "new",
          actor: staff,
        }),
      );

      const [application] = await handle.db
        .insert(applications)
        .values({
          kind: "visa",
          trackingId: "VISA-TEST-1",
          userId: customer,
          fullName: "Lina",
          email: "l@x.com",
        })
        .returning();
      await transition(handle.db, {
        subject: "application",
        id: application!.id,
        from: "pending",
        to: "processing",
        actor: staff,
      });
      await transition(handle.db, {
        subject: "application_payment",
        id: application!.id,
        from: "pending",
        to: "paid",
        actor: null,
      });

      const [order] = await handle.db
        .insert(orders)
        .values({
          number: "ORD-TEST-1",
          userId: customer,
          idempotencyKey: "k-1",
          subtotalCents: 100,
          totalCents: 100,
        })
        .returning();
      const paidAt = new Date("2030-01-01T00:00:00.000Z");
      const paid = await transition(handle.db, {
        subject: "order",
        id: order!.id,
        from: "pending",
        to: "paid",
        actor: null,
        note: "paid",
        set: { paidAt },
      });
      expect(paid).toMatchObject({ status: "paid", paidAt });

      const events = await handle.db
        .select()
        .from(statusEvents)
        .where(eq(statusEvents.actorId, staff))
        .orderBy(statusEvents.createdAt);
      expect(
        events
          .filter((event) => [business!.id, education!.id, application!.id].includes(event.subjectId))
          .map((event) => [event.subjectType, event.fromStatus, event.toStatus, event.ownerId]),
      ).toEqual([
        ["business_consultation", "pending", "contacted", null],
        ["education_consultation", "new", "in_progress", null],
        ["application", "pending", "processing", customer],
      ]);
      const [orderEvent] = await handle.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "order"), eq(statusEvents.subjectId, order!.id)));
      expect(orderEvent).toMatchObject({
        ownerId: customer,
        actorId: null,
        fromStatus: "pending",
        toStatus: "paid",
      });
    });

    it("records the first event of a new row only with its machine's first status", async () => {
      const booking = await newBooking();
      await recordCreated(handle.db, {
        subject: "booking",
        id: booking.id,
        status: "pending",
        owner: customer,
        actor: customer,
      });
      expect(await eventsOf(booking.id)).toMatchObject([
        { fromStatus: null, toStatus: "pending", ownerId: customer, actorId: customer },
      ]);
      await expect(
        recordCreated(handle.db, {
          subject: "booking",
          id: booking.id,
          status: "confirmed",
          owner: customer,
          actor: customer,
        }),
      ).rejects.toThrow("starts as pending");
    });
  });
}
