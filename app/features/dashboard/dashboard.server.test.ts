import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAccessory, insertPlan } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  applications,
  businessIncorporationConsultations,
  educationConsultations,
  esimActivations,
  orderItems,
  orders,
  session,
  statusEvents,
  travelPackageBookings,
  travelPackages,
  user,
} from "../../platform/db/schema/index.ts";
import { LOW_STOCK_MAX } from "../../platform/domain/stock-levels.ts";
import { dashboardFigures } from "./dashboard.server.ts";
import { dashboardLinks, SERIES_DAYS } from "./figures.ts";

/** The dashboard's clock: 15 March 2025, noon UTC. The window runs from 14 February to 15 March. */
const NOW = new Date("2025-03-15T12:00:00Z");
const at = (iso: string) => new Date(iso);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const ADDRESS = { fullName: "Lina Haddad", line1: "1 Main St", city: "Amman", country: "JO" };

for (const database of testDatabases()) {
  describe(`the admin dashboard's figures on ${database.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
      const db = handle.db;
      await db.insert(user).values([
        { id: "u1", name: "Today early", email: "u1@example.com", createdAt: at("2025-03-15T00:00:00Z") },
        { id: "u2", name: "Yesterday late", email: "u2@example.com", createdAt: at("2025-03-14T23:59:59Z") },
        { id: "u3", name: "Today", email: "u3@example.com", createdAt: at("2025-03-15T11:00:00Z") },
        { id: "u4", name: "Old", email: "u4@example.com", createdAt: at("2024-01-01T00:00:00Z") },
      ]);
      const day = at("2025-03-16T12:00:00Z");
      const gone = at("2025-03-15T11:59:00Z");
      await db.insert(session).values([
        // u1: two live sessions in the window, counted once
        { id: "s1", token: "t1", userId: "u1", updatedAt: minutesAgo(10), expiresAt: day },
        { id: "s2", token: "t2", userId: "u1", updatedAt: minutesAgo(1), expiresAt: day },
        // u2: used 31 minutes ago, outside the window
        { id: "s3", token: "t3", userId: "u2", updatedAt: minutesAgo(31), expiresAt: day },
        // u3: in the window but expired
        { id: "s4", token: "t4", userId: "u3", updatedAt: minutesAgo(20), expiresAt: gone },
        // u4: 29 minutes ago, live
        { id: "s5", token: "t5", userId: "u4", updatedAt: minutesAgo(29), expiresAt: day },
      ]);

      let number = 0;
      const order = (values: Partial<typeof orders.$inferInsert>) => {
        number += 1;
        return {
          number: `ORD-${number}`,
          userId: "u1",
          idempotencyKey: `key-${number}`,
          subtotalCents: values.totalCents ?? 1000,
          totalCents: 1000,
          ...values,
        };
      };
      const rows = await db
        .insert(orders)
        .values([
          order({ status: "paid", paidAt: at("2025-03-15T00:00:00Z"), totalCents: 1000 }),
          order({ status: "fulfilled", paidAt: at("2025-03-15T11:59:00Z"), totalCents: 2550 }),
          // the first day of the window, and the moment before it
          order({ status: "paid", paidAt: at("2025-02-14T00:00:00Z"), totalCents: 500 }),
          order({ status: "paid", paidAt: at("2025-02-13T23:59:59Z"), totalCents: 700 }),
          // refunded: money given back, not in the series
          order({ status: "refunded", paidAt: at("2025-03-10T10:00:00Z"), totalCents: 9900 }),
          // paid with an address: to ship, and in the series
          order({
            status: "paid",
            paidAt: at("2025-03-10T10:00:00Z"),
            totalCents: 2500,
            shippingAddress: ADDRESS,
          }),
          // shipped already
          order({
            status: "fulfilled",
            paidAt: at("2025-03-01T10:00:00Z"),
            totalCents: 300,
            shippingAddress: ADDRESS,
          }),
          // pending with an address: not paid, nothing to ship
          order({ status: "pending", shippingAddress: ADDRESS }),
          // cancelled, money to give back
          order({ status: "cancelled" }),
          // cancelled without payment
          order({ status: "cancelled" }),
        ])
        .returning({ id: orders.id });
      const ids = rows.map((row) => row.id);
      await db.insert(statusEvents).values([
        { subjectType: "order", subjectId: ids[8]!, toStatus: "cancelled", note: "refund_needed" },
        { subjectType: "order", subjectId: ids[9]!, toStatus: "cancelled", note: "expired" },
      ]);
      const [item] = await db
        .insert(orderItems)
        .values({
          orderId: ids[0]!,
          productType: "esim",
          productId: "00000000-0000-4000-8000-000000000001",
          name: { en: "eSIM", ar: "eSIM" },
          unitPriceCents: 500,
          quantity: 3,
          lineTotalCents: 1500,
        })
        .returning({ id: orderItems.id });
      await db.insert(esimActivations).values([
        { orderId: ids[0]!, orderItemId: item!.id, userId: "u1" },
        { orderId: ids[0]!, orderItemId: item!.id, userId: "u1" },
        {
          orderId: ids[0]!,
          orderItemId: item!.id,
          userId: "u1",
          status: "ready",
          activationCode: "LPA:1$x$y",
        },
      ]);

      const application = (n: number, status: "pending" | "processing" | "approved", submitted: boolean) => ({
        kind: "visa" as const,
        trackingId: `TRK-${n}`,
        userId: "u2",
        fullName: "Lina",
        email: "u2@example.com",
        status,
        submittedAt: submitted ? at("2025-03-01T00:00:00Z") : null,
      });
      await db
        .insert(applications)
        .values([
          application(1, "pending", true),
          application(2, "pending", true),
          application(3, "processing", true),
          application(4, "approved", true),
          application(5, "pending", false),
        ]);

      const consultation = { fullName: "Omar", email: "o@example.com", phone: "+60123456789" };
      await db.insert(educationConsultations).values([
        { ...consultation, serviceType: "malaysia", status: "new" },
        { ...consultation, serviceType: "tarim", status: "new" },
        { ...consultation, serviceType: "tarim", status: "in_progress" },
      ]);
      await db.insert(businessIncorporationConsultations).values([
        { ...consultation, jurisdiction: "Malaysia", status: "pending" },
        { ...consultation, jurisdiction: "Malaysia", status: "contacted" },
      ]);
      const [travel] = await db
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
      const booking = (status: "pending" | "confirmed") => ({
        userId: "u3",
        packageId: travel!.id,
        packageName: "Petra",
        packagePriceCents: 10_000,
        totalAmountCents: 10_000,
        customerName: "Sara",
        customerEmail: "u3@example.com",
        travelDate: "2025-05-01",
        status,
      });
      await db
        .insert(travelPackageBookings)
        .values([booking("pending"), booking("pending"), booking("confirmed")]);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("counts users in total, created today (UTC) and active in the last 30 minutes (one per account)", async () => {
      const figures = await dashboardFigures(handle.db, NOW);
      expect(figures.users).toEqual({ total: 4, today: 2, active: 2 });
    });

    it("counts submitted applications by status, and what waits for staff", async () => {
      const figures = await dashboardFigures(handle.db, NOW);
      expect(figures.applications).toEqual({
        pending: 2,
        processing: 1,
        action_required: 0,
        approved: 1,
        rejected: 0,
        completed: 0,
      });
      expect(figures.waiting).toEqual({ education: 2, business: 1, bookings: 2 });
      // Orders, as the orders list's `needs` filter counts them: one order waits for two eSIM codes.
      expect(figures.actions).toEqual({ refundNeeded: 1, toShip: 1, esimMissing: 1 });
    });

    it("counts published accessories and eSIM plans that are running out", async () => {
      const before = (await dashboardFigures(handle.db, NOW)).lowStock;
      await insertAccessory(handle.db, { stock: LOW_STOCK_MAX });
      await insertAccessory(handle.db, { stock: LOW_STOCK_MAX + 1 });
      await insertAccessory(handle.db, { stock: 0, status: "inactive" });
      await insertPlan(handle.db, { stock: 0 });
      const after = (await dashboardFigures(handle.db, NOW)).lowStock;
      expect(after).toEqual({ accessories: before.accessories + 1, esimPlans: before.esimPlans + 1 });
    });

    it("gives 30 UTC days of paid orders and revenue, oldest first, empty days included", async () => {
      const { series } = await dashboardFigures(handle.db, NOW);
      expect(series).toHaveLength(SERIES_DAYS);
      expect(series[0]).toEqual({ date: "2025-02-14", orders: 1, revenueCents: 500 });
      expect(series.at(-1)).toEqual({ date: "2025-03-15", orders: 2, revenueCents: 3550 });
      const byDate = Object.fromEntries(series.map((day) => [day.date, day]));
      expect(byDate["2025-03-10"]).toEqual({ date: "2025-03-10", orders: 1, revenueCents: 2500 });
      expect(byDate["2025-03-01"]).toEqual({ date: "2025-03-01", orders: 1, revenueCents: 300 });
      expect(byDate["2025-02-20"]).toEqual({ date: "2025-02-20", orders: 0, revenueCents: 0 });
      // 2025 is not a leap year: 28 February is followed by 1 March
      expect(series.map((day) => day.date)).toContain("2025-02-28");
      expect(series.map((day) => day.date)).not.toContain("2025-02-29");
      expect(series.reduce((sum, day) => sum + day.orders, 0)).toBe(5);
      expect(series.reduce((sum, day) => sum + day.revenueCents, 0)).toBe(6850);
    });

    it("moves its window with the clock: a day later the first day drops out", async () => {
      const { series, users } = await dashboardFigures(handle.db, new Date("2025-03-16T00:00:00Z"));
      expect(series[0]?.date).toBe("2025-02-15");
      expect(series.at(-1)).toEqual({ date: "2025-03-16", orders: 0, revenueCents: 0 });
      expect(users.today).toBe(0);
    });

    it("links every figure to its list with the filter in the URL", () => {
      expect(dashboardLinks.application("pending")).toBe("/admin/applications?status=pending");
      expect(dashboardLinks.bookings).toBe("/admin/bookings?status=pending");
      expect(dashboardLinks.education).toBe("/admin/consultations/education?status=new");
      expect(dashboardLinks.business).toBe("/admin/consultations/business?status=pending");
      expect(dashboardLinks.refundNeeded).toBe("/admin/orders?needs=refund");
      expect(dashboardLinks.toShip).toBe("/admin/orders?needs=shipping");
      expect(dashboardLinks.esimMissing).toBe("/admin/orders?needs=esim_code");
    });
  });
}
