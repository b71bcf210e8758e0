import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertBooking } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { Database, DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  account,
  applicationDocuments,
  applications,
  businessIncorporationConsultations,
  educationConsultations,
  esimActivations,
  newsletterSubscribers,
  type OrderStatus,
  orderItems,
  orders,
  session,
  statusEvents,
  user,
} from "../../platform/db/schema/index.ts";
import { listApplicantApplications } from "../applications/application-list.server.ts";
import { listCustomerOrders, shippingStateOf } from "../checkout/customer-orders.server.ts";
import { listCustomerBookings } from "../packages/booking-views.server.ts";
import { listDeviceSessions } from "./account.server.ts";
import { listActivity } from "./activity.server.ts";
import { listProfileConsultations } from "./consultations.server.ts";
import { dataExportFileName, exportCustomerData } from "./data-export.server.ts";
import { getProfileAccount, getProfileTotals } from "./profile.server.ts";
import { profileLabel } from "./status-labels.ts";
import { describeUserAgent } from "./user-agent.ts";

const hex = () => randomBytes(4).toString("hex");

interface Customer {
  id: string;
  email: string;
  /** values that must appear only in this customer's sections and download */
  markers: string[];
  orderIds: string[];
}

async function customer(db: Database, first: string, verified = true): Promise<Customer> {
  const id = `user-${hex()}`;
  const email = `${first.toLowerCase()}-${hex()}@example.com`;
  await db.insert(user).values({
    id,
    name: `${first} Haddad`,
    firstName: first,
    lastName: "Haddad",
    email,
    emailVerified: verified,
    phone: "+971501234567",
  });
  await db.insert(account).values({
    id: `acc-${hex()}`,
    accountId: id,
    providerId: "credential",
    userId: id,
    password: "scrypt-hash-that-must-never-leave",
    accessToken: "oauth-token-that-must-never-leave",
  });
  await db.insert(session).values({
    id: `ses-${hex()}`,
    token: `token-${hex()}-never-leaves`,
    userId: id,
    expiresAt: new Date(Date.now() + 3_600_000),
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    ipAddress: "203.0.113.9",
  });
  return { id, email, markers: [email], orderIds: [] };
}

async function order(
  db: Database,
  owner: Customer,
  status: OrderStatus,
  totalCents: number,
  esimCode?: string,
) {
  const number = `TS-${hex().toUpperCase()}`;
  const [row] = await db
    .insert(orders)
    .values({
      number,
      userId: owner.id,
      idempotencyKey: randomUUID(),
      status,
      subtotalCents: totalCents,
      totalCents,
      provider: "sandbox",
      createdAt: new Date(Date.now() - 60_000 * (owner.orderIds.length + 1)),
    })
    .returning({ id: orders.id });
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: row!.id,
      productType: "esim",
      productId: randomUUID(),
      name: { en: `Türkiye 5 GB ${number}`, ar: `تركيا 5 جيجابايت ${number}` },
      unitPriceCents: totalCents,
      quantity: 1,
      lineTotalCents: totalCents,
    })
    .returning({ id: orderItems.id });
  if (esimCode) {
    await db.insert(esimActivations).values({
      orderId: row!.id,
      orderItemId: item!.id,
      userId: owner.id,
      status: "ready",
      activationCode: esimCode,
    });
    owner.markers.push(esimCode);
  }
  await db.insert(statusEvents).values({
    subjectType: "order",
    subjectId: row!.id,
    ownerId: owner.id,
    toStatus: "pending",
    createdAt: new Date(Date.now() - 10_000),
  });
  owner.markers.push(number);
  owner.orderIds.push(row!.id);
  return { id: row!.id, number };
}

async function application(db: Database, owner: Customer, submitted: boolean, kind = "visa" as const) {
  const trackingId = `VISA-${hex().toUpperCase()}X-${hex().toUpperCase()}${hex().toUpperCase()}`;
  const [row] = await db
    .insert(applications)
    .values({
      kind,
      trackingId,
      userId: owner.id,
      fullName: "Lina Haddad",
      email: owner.email,
      status: "approved",
      paymentStatus: submitted ? "paid" : "pending",
      submittedAt: submitted ? new Date() : null,
      draftStep: submitted ? "payment" : "upload",
    })
    .returning({ id: applications.id });
  const fileName = `passport-${hex()}.pdf`;
  await db.insert(applicationDocuments).values({
    applicationId: row!.id,
    kind: "passport_copy",
    bucket: "applications",
    storageKey: `applications/${owner.id}/${trackingId}/${fileName}`,
    originalName: fileName,
    contentType: "application/pdf",
    sizeBytes: 1234,
  });
  if (submitted) {
    await db.insert(statusEvents).values([
      { subjectType: "application", subjectId: row!.id, ownerId: owner.id, toStatus: "pending" },
      {
        subjectType: "application",
        subjectId: row!.id,
        ownerId: owner.id,
        fromStatus: "processing",
        toStatus: "approved",
        createdAt: new Date(Date.now() + 1000),
      },
    ]);
  }
  owner.markers.push(trackingId, fileName);
  return { id: row!.id, trackingId };
}

async function education(db: Database, values: { userId: string | null; email: string; message: string }) {
  const [row] = await db
    .insert(educationConsultations)
    .values({ fullName: "Lina Haddad", phone: "+971501234567", serviceType: "malaysia", ...values })
    .returning({ id: educationConsultations.id });
  return row!.id;
}

for (const database of testDatabases()) {
  describe(`the profile's queries on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let db: Database;
    let a: Customer;
    let b: Customer;
    /** Requests a visitor sent with A's (confirmed) address: never A's. */
    const planted: string[] = [];

    beforeAll(async () => {
      handle = await database.open();
      db = handle.db;
      a = await customer(db, "Amal");
      b = await customer(db, "Basim");
      // A: paid 1,000 + fulfilled 500 count as spent; pending, refunded and cancelled do not.
      await order(db, a, "paid", 1000, `LPA:1$smdp.example.com$A-${hex()}`);
      await order(db, a, "fulfilled", 500);
      await order(db, a, "pending", 700);
      await order(db, a, "refunded", 300);
      await order(db, a, "cancelled", 200);
      await application(db, a, true);
      await application(db, a, true);
      await application(db, a, false);
      const booking = await insertBooking(db, a.id, { totalCents: 90000 });
      await db.insert(statusEvents).values({
        subjectType: "booking",
        subjectId: booking,
        ownerId: a.id,
        toStatus: "pending",
      });
      const mine = await education(db, { userId: a.id, email: a.email, message: `A-own-${hex()}` });
      const [business] = await db
        .insert(businessIncorporationConsultations)
        .values({
          userId: a.id,
          fullName: "Amal Haddad",
          email: a.email,
          phone: "+971501234567",
          jurisdiction: "singapore",
          companyName: `Amal Trading ${hex()}`,
        })
        .returning({
          id: businessIncorporationConsultations.id,
          company: businessIncorporationConsultations.companyName,
        });
      a.markers.push(mine, business!.company!);
      planted.push(await education(db, { userId: null, email: a.email, message: `planted-${hex()}` }));
      const [plantedBusiness] = await db
        .insert(businessIncorporationConsultations)
        .values({
          fullName: "Claim your refund",
          email: a.email,
          phone: "+971501234567",
          jurisdiction: "malaysia",
          companyName: `Planted Trading ${hex()}`,
        })
        .returning({ company: businessIncorporationConsultations.companyName });
      planted.push(plantedBusiness!.company!);
      await db.insert(newsletterSubscribers).values({ email: a.email });

      // B: one order, one application; a consultation with B's account but A's address is B's, never A's.
      await order(db, b, "paid", 4200);
      await application(db, b, true);
      const bOwn = await education(db, { userId: b.id, email: a.email, message: `B-own-${hex()}` });
      b.markers.push(bOwn);
      await insertBooking(db, b.id, { totalCents: 12300 });
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("counts applications, services and the amount spent in SQL", async () => {
      const totals = await getProfileTotals(db, a.id);
      expect(totals).toEqual({
        applications: 2,
        drafts: 1,
        bookings: 1,
        consultations: 2,
        services: 3,
        spentCents: 1500,
      });
      const bTotals = await getProfileTotals(db, b.id);
      expect(bTotals).toMatchObject({ applications: 1, bookings: 1, consultations: 1, spentCents: 4200 });
    });

    it("lists only the consultations sent signed in to the account, never a visitor's with its address", async () => {
      const list = await listProfileConsultations(db, a.id);
      expect(list).toHaveLength(2);
      expect(list.find((item) => item.kind === "business")).toMatchObject({ topic: "singapore" });
      expect(list.every((item) => /^CN-[0-9A-F]{8}$/.test(item.reference))).toBe(true);
      // B's request with A's address stays B's; a visitor's with A's address is nobody's.
      const text = JSON.stringify(list);
      expect(text).not.toMatch(/B-own|planted-|Planted Trading/);
      for (const marker of planted) expect(text).not.toContain(marker);
      expect((await getProfileTotals(db, a.id)).consultations).toBe(2);
      const exported = JSON.stringify(await exportCustomerData(db, a.id));
      for (const marker of planted) expect(exported).not.toContain(marker);
      expect(exported).not.toContain("matchedByEmail");
    });

    it("lists the activity newest first with what each event is about, a page at a time", async () => {
      const all = await listActivity(db, a.id);
      // 5 orders, 2 submitted applications × 2 events, 1 booking.
      expect(all.total).toBe(10);
      expect(all.items[0]).toMatchObject({ subject: "application", event: "status", status: "approved" });
      const times = all.items.map((item) => new Date(item.at).getTime());
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      const orderEvent = all.items.find((item) => item.subject === "order")!;
      expect(orderEvent).toMatchObject({
        event: "created",
        href: `/orders/${orderEvent.href!.split("/").pop()}`,
      });
      expect(a.markers).toContain(orderEvent.reference);
      expect(all.items.find((item) => item.subject === "booking")).toMatchObject({
        reference: "Petra escape",
      });
      const second = await listActivity(db, a.id, { page: 2, pageSize: 4 });
      expect(second).toMatchObject({ page: 2, totalPages: 3, total: 10 });
      expect(second.items).toHaveLength(4);
      expect(second.items[0]!.id).toBe(all.items[4]!.id);
    });

    it("lists orders with their lines, eSIM codes and shipping state, 20 a page", async () => {
      const page = await listCustomerOrders(db, a.id, 1, "ar");
      expect(page.total).toBe(5);
      expect(page.items.map((item) => item.status)).toEqual([
        "paid",
        "fulfilled",
        "pending",
        "refunded",
        "cancelled",
      ]);
      expect(page.items[0]!.lines[0]!.name).toMatch(/^تركيا/);
      expect(page.items[0]!.lines[0]!.activations[0]).toMatchObject({ status: "ready" });
      expect(a.markers).toContain(page.items[0]!.lines[0]!.activations[0]!.activationCode);
      expect(page.items[0]!.shipping).toBeNull();
      expect(shippingStateOf("paid", true)).toBe("preparing");
      expect(shippingStateOf("fulfilled", true)).toBe("shipped");
      expect(shippingStateOf("paid", true, new Date())).toBe("shipped");
      expect(shippingStateOf("refunded", true, "2026-01-01T00:00:00.000Z")).toBe("shipped");
      expect(shippingStateOf("paid", false, new Date())).toBeNull();
      const small = await listCustomerOrders(db, a.id, 2, "en", 2);
      expect(small).toMatchObject({ page: 2, totalPages: 3 });
      expect(small.items.map((item) => item.status)).toEqual(["pending", "refunded"]);
    });

    it("lists applications drafts first and bookings with a pay link while unpaid", async () => {
      const apps = await listApplicantApplications(db, a.id, 1, "en");
      expect(apps.items.map((item) => item.submitted)).toEqual([false, true, true]);
      const bookings = await listCustomerBookings(db, a.id, 1, "en");
      expect(bookings.items).toHaveLength(1);
      expect(bookings.items[0]).toMatchObject({ travellers: 2, totalCents: 90000, payable: true });
    });

    it("exports everything stored about the customer, without secrets", async () => {
      const now = new Date("2031-05-06T23:30:00Z");
      expect(dataExportFileName(now)).toBe("my-data-2031-05-06.json");
      const exported = (await exportCustomerData(db, a.id, now))!;
      expect(exported.account).toMatchObject({ id: a.id, email: a.email, firstName: "Amal" });
      expect(exported.account.signInMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
      expect(exported.orders).toHaveLength(5);
      expect(exported.orders[0]!.items).toHaveLength(1);
      expect(exported.esimActivations).toHaveLength(1);
      expect(exported.bookings).toHaveLength(1);
      expect(exported.applications).toHaveLength(3);
      expect(exported.applications[0]!.documents[0]).toMatchObject({ contentType: "application/pdf" });
      expect(exported.consultations.education).toHaveLength(1);
      expect(exported.consultations.business).toHaveLength(1);
      expect(exported.newsletter).toMatchObject({ email: a.email, status: "active" });
      expect(exported.sessions).toHaveLength(1);
      expect(exported.sessions[0]).toMatchObject({ ipAddress: "203.0.113.9" });
      expect(exported.activity).toHaveLength(10);
      const text = JSON.stringify(exported);
      for (const marker of a.markers) expect(text).toContain(marker);
      for (const secret of ["scrypt-hash", "oauth-token", "never-leaves", "storage_key", "applications/"]) {
        expect(text).not.toContain(secret);
      }
    });

    it("never shows customer B anything of customer A's, in any section or in the download", async () => {
      const seen = JSON.stringify([
        await getProfileAccount(db, b.id),
        await getProfileTotals(db, b.id),
        await listActivity(db, b.id),
        await listCustomerOrders(db, b.id, 1, "en"),
        await listApplicantApplications(db, b.id, 1, "en"),
        await listCustomerBookings(db, b.id, 1, "en"),
        await listProfileConsultations(db, b.id),
        await listDeviceSessions(db, b.id, null),
        await exportCustomerData(db, b.id),
      ]);
      // B typed A's address into B's own request (markers[0] is A's address): that row is B's; nothing else of A's.
      for (const marker of a.markers.slice(1)) expect(seen).not.toContain(marker);
      for (const id of a.orderIds) expect(seen).not.toContain(id);
      expect(seen).toContain(b.markers[0]);
      // And the other way round.
      const seenByA = JSON.stringify(await exportCustomerData(db, a.id));
      for (const marker of b.markers) expect(seenByA).not.toContain(marker);
    });

    it("names devices by browser and system", async () => {
      const [device] = await listDeviceSessions(db, a.id, null);
      expect(device).toMatchObject({ browser: "Chrome", os: "Windows", mobile: false, current: false });
      expect(
        describeUserAgent(
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
        ),
      ).toEqual({ browser: "Safari", os: "iOS", mobile: true });
      expect(describeUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
      const expired = await db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.userId, b.id))
        .returning({ id: session.id });
      expect(expired).toHaveLength(1);
      expect(await listDeviceSessions(db, b.id, null)).toEqual([]);
    });

    it("labels statuses with the profile's words (spec §4)", () => {
      expect(profileLabel("booking", "confirmed")).toBe("active");
      expect(profileLabel("education", "completed")).toBe("completed");
      expect(profileLabel("business", "contacted")).toBe("currentlyProcessing");
      expect(profileLabel("business", "toString")).toBe("inProgress");
    });
  });
}
