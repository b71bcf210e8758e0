import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, like, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { statusEvents, travelPackageBookings, travelPackages, user } from "../../platform/db/schema/index.ts";
import { TRAVEL_PACKAGES } from "../../platform/db/seed/data.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { PAGE_SIZE } from "../../platform/domain/constants.ts";
import { bookingReference } from "../../platform/domain/references.ts";
import { isAppError } from "../../platform/http/errors.ts";
import { createMailer, type Mailer, readOutbox } from "../../platform/mail/mail.server.ts";
import { bookingIssueKeys, TRAVELLERS_RANGE_KEY } from "./booking.ts";
import { sendBookingConfirmation } from "./booking-mails.server.ts";
import {
  changeBookingStatus,
  confirmationOf,
  createBooking,
  getBookingForUser,
  getPackage,
  listPackages,
} from "./packages.server.ts";

const TODAY = "2030-06-15";
const INVALID_NAME = "errors:validation.invalidName";
const WEB_ADDRESS = "errors:validation.nameHasWebAddress";
const TOO_LONG = "errors:codes.VALIDATION_MAX_LENGTH";
const base = { q: "", sort: "featured", featuredOnly: false, price: "all", budget: "all", page: 1 } as const;
/** Seed order is newest first (seedDemoData gives each item an older created_at than the one before). */
const seedSlugs = TRAVEL_PACKAGES.map((p) => p.slug);
const byPrice = [...TRAVEL_PACKAGES].sort((a, b) => a.priceUsd - b.priceUsd).map((p) => p.slug);

function issueKeysOf(error: unknown): Record<string, string> {
  expect(error).toBeInstanceOf(ZodError);
  return bookingIssueKeys(error as ZodError);
}

for (const database of testDatabases()) {
  describe(`travel packages on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let packageId: string;
    let priceCents: number;
    const userId = "package-test-user";

    const validInput = () => ({
      packageId,
      customerName: "Lina Haddad",
      customerEmail: "Lina@Example.com",
      customerPhone: "+966 50 123 4567",
      travelDate: "2030-07-01",
      travellers: "3",
      specialRequests: "  Halal meals, please  ",
    });

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
      await handle.db
        .insert(user)
        .values({ id: userId, name: "Lina Haddad", email: "lina@example.com", emailVerified: true });
      const [row] = await handle.db
        .select()
        .from(travelPackages)
        .where(eq(travelPackages.slug, "jordan-petra-and-wadi-rum"));
      packageId = row!.id;
      priceCents = row!.priceCents;
    });
    afterAll(async () => {
      await handle?.close();
    });

    describe("listPackages", () => {
      it("puts featured packages first, newest first within each group", async () => {
        const result = await listPackages(handle.db, { ...base, locale: "en" });
        const featured = TRAVEL_PACKAGES.filter((p) => p.featured).map((p) => p.slug);
        const others = TRAVEL_PACKAGES.filter((p) => !p.featured).map((p) => p.slug);
        expect(result.items.map((p) => p.slug)).toEqual([...featured, ...others]);
        expect(result).toMatchObject({
          total: TRAVEL_PACKAGES.length,
          page: 1,
          pageSize: PAGE_SIZE,
          totalPages: 1,
        });
      });

      it("sorts newest first and by price both ways", async () => {
        const newest = await listPackages(handle.db, { ...base, sort: "newest", locale: "en" });
        expect(newest.items.map((p) => p.slug)).toEqual(seedSlugs);
        const cheap = await listPackages(handle.db, { ...base, sort: "price_asc", locale: "en" });
        expect(cheap.items.map((p) => p.slug)).toEqual(byPrice);
        const dear = await listPackages(handle.db, { ...base, sort: "price_desc", locale: "en" });
        expect(dear.items.map((p) => p.slug)).toEqual([...byPrice].reverse());
      });

      it("shows the featured packages only when asked", async () => {
        const result = await listPackages(handle.db, {
          ...base,
          featuredOnly: true,
          sort: "price_asc",
          locale: "en",
        });
        const expected = TRAVEL_PACKAGES.filter((p) => p.featured)
          .sort((a, b) => a.priceUsd - b.priceUsd)
          .map((p) => p.slug);
        expect(result.items.map((p) => p.slug)).toEqual(expected);
        expect(result.items.every((p) => p.featured)).toBe(true);
      });

      it("filters by the price bands under $200 and over $1000 (per person)", async () => {
        const under = await listPackages(handle.db, {
          ...base,
          price: "under_200",
          sort: "price_asc",
          locale: "en",
        });
        expect(under.items.map((p) => p.slug)).toEqual(
          byPrice.filter((slug) => TRAVEL_PACKAGES.find((p) => p.slug === slug)!.priceUsd < 200),
        );
        expect(under.items.length).toBeGreaterThan(0);
        const over = await listPackages(handle.db, {
          ...base,
          price: "over_1000",
          sort: "price_desc",
          locale: "en",
        });
        expect(over.items.map((p) => p.slug)).toEqual(
          [...byPrice]
            .reverse()
            .filter((slug) => TRAVEL_PACKAGES.find((p) => p.slug === slug)!.priceUsd > 1000),
        );
        expect(over.total).toBe(TRAVEL_PACKAGES.filter((p) => p.priceUsd > 1000).length);
      });

      it.each(["budget", "mid_range", "premium", "luxury"] as const)(
        "filters the %s level",
        async (budget) => {
          const result = await listPackages(handle.db, { ...base, budget, sort: "newest", locale: "en" });
          expect(result.items.map((p) => p.slug)).toEqual(
            TRAVEL_PACKAGES.filter((p) => p.budgetLevel === budget).map((p) => p.slug),
          );
          expect(result.items.every((p) => p.budgetLevel === budget)).toBe(true);
        },
      );

      it("combines filters with a sort", async () => {
        const result = await listPackages(handle.db, {
          ...base,
          budget: "luxury",
          price: "over_1000",
          featuredOnly: true,
          sort: "price_desc",
          locale: "en",
        });
        expect(result.items.map((p) => p.slug)).toEqual(["maldives-overwater-villa-retreat"]);
      });

      it("searches names and destinations in either language, whatever the page language", async () => {
        const slugs = async (q: string, locale: "en" | "ar" = "en") =>
          (await listPackages(handle.db, { ...base, q, sort: "newest", locale })).items.map((p) => p.slug);
        expect(await slugs("istanbul")).toEqual(["istanbul-city-break"]);
        expect(await slugs("  JORDAN ")).toEqual(["jordan-petra-and-wadi-rum"]);
        expect(await slugs("malaysia", "ar")).toEqual(["kuala-lumpur-and-langkawi"]); // destination only
        expect(await slugs("إسطنبول")).toEqual(["istanbul-city-break"]);
        // Typed without the hamza, and with a ta marbuta written as ha: still found.
        expect(await slugs("اسطنبول")).toEqual(["istanbul-city-break"]);
        expect(await slugs("ماليزيا", "ar")).toEqual(["kuala-lumpur-and-langkawi"]);
        expect(await slugs("عطله قصيره")).toEqual(["istanbul-city-break"]);
        // LIKE wildcards are literal text.
        expect(await slugs("%")).toEqual([]);
        expect(await slugs("_")).toEqual([]);
        // Blank means no search.
        expect((await slugs("   ")).length).toBe(TRAVEL_PACKAGES.length);
      });

      it("returns the page language's text", async () => {
        const [first] = (await listPackages(handle.db, { ...base, q: "istanbul", locale: "ar" })).items;
        expect(first).toMatchObject({
          name: "عطلة قصيرة في إسطنبول",
          destination: "إسطنبول، تركيا",
          durationDays: 4,
          rating: 4.6,
          budgetLevel: "budget",
          featured: true,
          priceCents: 18900,
          imageUrl: "/images/packages/istanbul-city-break.svg",
        });
      });

      it("falls back to the defaults for unknown option values and leaves inactive packages out", async () => {
        const odd = await listPackages(handle.db, {
          q: null,
          sort: "name; drop table travel_packages" as never,
          price: "free" as never,
          budget: "cheap" as never,
          page: -4,
          locale: "en",
        });
        const plain = await listPackages(handle.db, { ...base, locale: "en" });
        expect(odd).toEqual(plain);

        await handle.db
          .update(travelPackages)
          .set({ status: "inactive" })
          .where(eq(travelPackages.slug, "istanbul-city-break"));
        try {
          const result = await listPackages(handle.db, { ...base, locale: "en" });
          expect(result.items.map((p) => p.slug)).not.toContain("istanbul-city-break");
          expect(result.total).toBe(TRAVEL_PACKAGES.length - 1);
          expect(await getPackage(handle.db, "istanbul-city-break", "en")).toBeNull();
        } finally {
          await handle.db
            .update(travelPackages)
            .set({ status: "active" })
            .where(eq(travelPackages.slug, "istanbul-city-break"));
        }
      });

      it("pages by 20 without overlap, keeping the sort", async () => {
        await handle.db.insert(travelPackages).values(
          Array.from({ length: 30 }, (_, i) => ({
            slug: `paging-${String(i).padStart(2, "0")}`,
            name: { en: `Paging trip ${i}`, ar: `رحلة ${i}` },
            description: { en: "", ar: "" },
            destination: { en: "Somewhere", ar: "مكان ما" },
            priceCents: 50_000 + i * 100,
            durationDays: 3,
            budgetLevel: "mid_range" as const,
          })),
        );
        try {
          const total = TRAVEL_PACKAGES.length + 30;
          const pages = await Promise.all(
            [1, 2, 3].map((page) =>
              listPackages(handle.db, { ...base, sort: "price_asc", page, locale: "en" }),
            ),
          );
          expect(pages.map((p) => p.items.length)).toEqual([20, 20, total - 40]);
          expect(pages.every((p) => p.total === total && p.totalPages === 3)).toBe(true);
          const all = pages.flatMap((p) => p.items);
          expect(new Set(all.map((p) => p.id)).size).toBe(total);
          const prices = all.map((p) => p.priceCents);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));

          const beyond = await listPackages(handle.db, { ...base, page: 9, locale: "en" });
          expect(beyond).toMatchObject({ items: [], total, page: 9, totalPages: 3 });

          const searched = await listPackages(handle.db, {
            ...base,
            q: "paging trip",
            page: 2,
            locale: "en",
          });
          expect(searched.items).toHaveLength(10);
          expect(searched.total).toBe(30);
        } finally {
          await handle.db.delete(travelPackages).where(like(travelPackages.slug, "paging-%"));
        }
      });
    });

    describe("getPackage", () => {
      it("returns the package's page in the wanted language", async () => {
        const detail = await getPackage(handle.db, "jordan-petra-and-wadi-rum", "ar");
        const seed = TRAVEL_PACKAGES.find((p) => p.slug === "jordan-petra-and-wadi-rum")!;
        expect(detail).toMatchObject({
          id: packageId,
          name: seed.name.ar,
          description: seed.description.ar,
          destination: seed.destination.ar,
          priceCents: 76_000,
          durationDays: seed.durationDays,
          rating: seed.rating,
          featured: true,
        });
        expect(detail!.highlights).toEqual(seed.highlights.map((h) => h.ar));
        expect(await getPackage(handle.db, "no-such-package", "en")).toBeNull();
      });
    });

    describe("createBooking", () => {
      it("records a pending booking priced from the database, with its first status event", async () => {
        const booking = await createBooking(
          handle.db,
          userId,
          { ...validInput(), priceCents: 1, totalAmountCents: 1, status: "confirmed" },
          { today: TODAY },
        );
        expect(booking).toMatchObject({
          userId,
          packageId,
          packageName: "Jordan: Petra & Wadi Rum",
          packagePriceCents: priceCents,
          quantity: 3,
          numberOfTravelers: 3,
          totalAmountCents: priceCents * 3,
          customerName: "Lina Haddad",
          customerEmail: "lina@example.com",
          customerPhone: "+966501234567",
          travelDate: "2030-07-01",
          specialRequests: "Halal meals, please",
          status: "pending",
          paymentStatus: "pending",
        });
        const [stored] = await handle.db
          .select()
          .from(travelPackageBookings)
          .where(eq(travelPackageBookings.id, booking.id));
        expect(stored!.totalAmountCents).toBe(228_000);
        const events = await handle.db
          .select()
          .from(statusEvents)
          .where(and(eq(statusEvents.subjectType, "booking"), eq(statusEvents.subjectId, booking.id)));
        expect(events).toHaveLength(1);
        expect(events[0]).toMatchObject({
          ownerId: userId,
          actorId: userId,
          fromStatus: null,
          toStatus: "pending",
        });

        const confirmation = await getBookingForUser(handle.db, booking.id, userId, "ar");
        expect(confirmation).toMatchObject({
          id: booking.id,
          reference: bookingReference(booking.id),
          packageName: "الأردن: البتراء ووادي رم",
          travellers: 3,
          totalCents: 228_000,
          status: "pending",
          paymentStatus: "pending",
        });
        expect(await getBookingForUser(handle.db, booking.id, "someone-else", "en")).toBeNull();
        expect(await getBookingForUser(handle.db, "not-a-uuid", userId, "en")).toBeNull();
      });

      it("takes optional fields as absent and a single traveller", async () => {
        const booking = await createBooking(
          handle.db,
          userId,
          { ...validInput(), customerPhone: "  ", specialRequests: "", travellers: "١" },
          { today: TODAY },
        );
        expect(booking).toMatchObject({ customerPhone: null, specialRequests: null, quantity: 1 });
        expect(booking.totalAmountCents).toBe(priceCents);
      });

      it.each([
        ["a past date", { travelDate: "2030-06-01" }, "travelDate", "errors:validation.travelDateInFuture"],
        ["today", { travelDate: TODAY }, "travelDate", "errors:validation.travelDateInFuture"],
        ["an impossible date", { travelDate: "2030-02-30" }, "travelDate", "errors:validation.invalidDate"],
        ["zero travellers", { travellers: "0" }, "travellers", TRAVELLERS_RANGE_KEY],
        ["21 travellers", { travellers: "21" }, "travellers", TRAVELLERS_RANGE_KEY],
        ["1.5 travellers", { travellers: "1.5" }, "travellers", TRAVELLERS_RANGE_KEY],
        ["no travellers", { travellers: "" }, "travellers", "errors:validation.required"],
        [
          "a bad e-mail",
          { customerEmail: "lina@" },
          "customerEmail",
          "errors:codes.VALIDATION_INVALID_EMAIL",
        ],
        ["a bad phone", { customerPhone: "0501" }, "customerPhone", "errors:codes.VALIDATION_INVALID_PHONE"],
        ["no name", { customerName: " " }, "customerName", "errors:validation.required"],
        ["a link as name", { customerName: "Lina http://evil.example" }, "customerName", WEB_ADDRESS],
        ["a web address as name", { customerName: "www.evil.example" }, "customerName", WEB_ADDRESS],
        ["markup as name", { customerName: "<b>Lina</b>" }, "customerName", INVALID_NAME],
        ["digits as name", { customerName: "12345" }, "customerName", INVALID_NAME],
        ["a 101-character name", { customerName: "a".repeat(101) }, "customerName", TOO_LONG],
        ["a name of another type", { customerName: 42 }, "customerName", "errors:validation.required"],
        [
          "long requests",
          { specialRequests: "x".repeat(1001) },
          "specialRequests",
          "errors:codes.VALIDATION_MAX_LENGTH",
        ],
      ])("refuses %s and writes nothing", async (_label, change, field, key) => {
        const before = await handle.db.select({ value: count() }).from(travelPackageBookings);
        const error = await createBooking(
          handle.db,
          userId,
          { ...validInput(), ...change },
          { today: TODAY },
        ).catch((e: unknown) => e);
        expect(issueKeysOf(error)[field]).toBe(key);
        const after = await handle.db.select({ value: count() }).from(travelPackageBookings);
        expect(after[0]!.value).toBe(before[0]!.value);
      });

      it("refuses unknown and inactive packages", async () => {
        const missing = await createBooking(
          handle.db,
          userId,
          { ...validInput(), packageId: "00000000-0000-4000-8000-000000000000" },
          { today: TODAY },
        ).catch((e: unknown) => e);
        expect(isAppError(missing) && missing.code).toBe("API_NOT_FOUND");

        await handle.db
          .update(travelPackages)
          .set({ status: "inactive" })
          .where(eq(travelPackages.id, packageId));
        try {
          const inactive = await createBooking(handle.db, userId, validInput(), { today: TODAY }).catch(
            (e: unknown) => e,
          );
          expect(isAppError(inactive) && inactive.status).toBe(404);
        } finally {
          await handle.db
            .update(travelPackages)
            .set({ status: "active" })
            .where(eq(travelPackages.id, packageId));
        }
      });

      it("writes neither the booking nor the event when the event cannot be written", async () => {
        await handle.db.execute(sql`
          create function refuse_booking_event() returns trigger language plpgsql as $$
          begin raise exception 'event refused'; end $$`);
        await handle.db.execute(sql`
          create trigger refuse_booking_event before insert on status_events
          for each row execute function refuse_booking_event()`);
        try {
          const before = await handle.db.select({ value: count() }).from(travelPackageBookings);
          await expect(createBooking(handle.db, userId, validInput(), { today: TODAY })).rejects.toThrow();
          const after = await handle.db.select({ value: count() }).from(travelPackageBookings);
          expect(after[0]!.value).toBe(before[0]!.value);
        } finally {
          await handle.db.execute(sql`drop trigger refuse_booking_event on status_events`);
          await handle.db.execute(sql`drop function refuse_booking_event()`);
        }
      });

      it("refuses a user that does not exist without leaving an event", async () => {
        const before = await handle.db.select({ value: count() }).from(statusEvents);
        await expect(createBooking(handle.db, "ghost", validInput(), { today: TODAY })).rejects.toThrow();
        const after = await handle.db.select({ value: count() }).from(statusEvents);
        expect(after[0]!.value).toBe(before[0]!.value);
      });
    });

    describe("changeBookingStatus", () => {
      const staffId = "package-test-staff";
      const stored = async (id: string) =>
        (await handle.db.select().from(travelPackageBookings).where(eq(travelPackageBookings.id, id)))[0]!;
      const eventsOf = (id: string) =>
        handle.db
          .select()
          .from(statusEvents)
          .where(and(eq(statusEvents.subjectType, "booking"), eq(statusEvents.subjectId, id)))
          .orderBy(statusEvents.createdAt);

      beforeAll(async () => {
        await handle.db
          .insert(user)
          .values({ id: staffId, name: "Staff", email: "staff@example.com", emailVerified: true });
      });

      it("changes the status and the payment status together, one event each, by the staff member", async () => {
        const booking = await createBooking(handle.db, userId, validInput(), { today: TODAY });
        const changed = await changeBookingStatus(handle.db, {
          bookingId: booking.id,
          actorId: staffId,
          status: { from: "pending", to: "confirmed" },
          paymentStatus: { from: "pending", to: "paid" },
          note: "Paid at the office",
        });
        expect(changed).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
        expect(await stored(booking.id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
        expect(await eventsOf(booking.id)).toMatchObject([
          { actorId: userId, fromStatus: null, toStatus: "pending" },
          {
            ownerId: userId,
            actorId: staffId,
            fromStatus: "pending",
            toStatus: "confirmed",
            note: "Paid at the office",
          },
          {
            actorId: staffId,
            fromStatus: "confirmed",
            toStatus: "confirmed",
            data: { paymentStatus: "paid", previousPaymentStatus: "pending" },
          },
        ]);
      });

      it("changes neither when one of the two is refused", async () => {
        const booking = await createBooking(handle.db, userId, validInput(), { today: TODAY });
        const error = await changeBookingStatus(handle.db, {
          bookingId: booking.id,
          actorId: staffId,
          status: { from: "pending", to: "cancelled" },
          paymentStatus: { from: "pending", to: "refunded" },
        }).catch((caught: unknown) => caught);
        expect(isAppError(error) && error.code).toBe("BUSINESS_INVALID_STATE");
        expect(await stored(booking.id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
        expect(await eventsOf(booking.id)).toHaveLength(1);
      });

      it("refuses a change made from stale values (another staff member was first)", async () => {
        const booking = await createBooking(handle.db, userId, validInput(), { today: TODAY });
        await changeBookingStatus(handle.db, {
          bookingId: booking.id,
          actorId: staffId,
          status: { from: "pending", to: "cancelled" },
        });
        const error = await changeBookingStatus(handle.db, {
          bookingId: booking.id,
          actorId: staffId,
          status: { from: "pending", to: "confirmed" },
        }).catch((caught: unknown) => caught);
        expect(isAppError(error) && error.status).toBe(409);
        expect((await stored(booking.id)).status).toBe("cancelled");
        expect(await eventsOf(booking.id)).toHaveLength(2);
      });
    });

    describe("sendBookingConfirmation", () => {
      const config = { APP_URL: "https://shop.test" };
      it("mails the booking in the customer's language, and a mail failure keeps the booking", async () => {
        const booking = await createBooking(handle.db, userId, validInput(), { today: TODAY });
        const outbox = mkdtempSync(path.join(os.tmpdir(), "booking-mail-"));
        const logger = pino({ level: "silent" });
        const mailer = createMailer({ from: "Test <test@localhost>", outboxDir: outbox, logger });
        const db = handle.db;
        expect(
          await sendBookingConfirmation(
            { db, mailer, logger, config },
            booking,
            "الأردن: البتراء ووادي رم",
            "ar",
          ),
        ).toBe(true);
        const [mail] = await readOutbox(outbox);
        expect(mail).toMatchObject({
          to: "lina@example.com",
          template: "booking-confirmation",
          locale: "ar",
        });
        expect(mail!.text).toContain("الأردن: البتراء ووادي رم");
        expect(mail!.text).toContain("$2,280.00");
        expect(mail!.text).toContain("1 يوليو 2030");
        // The reference the customer quotes, and where to see and pay the booking in their language.
        expect(mail!.text).toContain(bookingReference(booking.id));
        expect(mail!.links).toContain(`https://shop.test/profile/bookings?lng=ar#booking-${booking.id}`);

        const errors: unknown[] = [];
        const failing: Mailer = {
          mode: "smtp",
          send: () => Promise.reject(new Error("SMTP down")),
          deliver: () => Promise.reject(new Error("SMTP down")),
          close: async () => {},
        };
        const spy = {
          ...logger,
          error: (...args: unknown[]) => errors.push(args),
        } as unknown as typeof logger;
        expect(
          await sendBookingConfirmation({ db, mailer: failing, logger: spy, config }, booking, "x", "en"),
        ).toBe(false);
        expect(errors).toHaveLength(1);
        const [stored] = await handle.db
          .select()
          .from(travelPackageBookings)
          .where(eq(travelPackageBookings.id, booking.id));
        expect(stored?.status).toBe("pending");
        expect(confirmationOf(stored!, "x", null, "lina@example.com").reference).toMatch(/^BK-[0-9A-F]{8}$/);
      });

      it("mails only the account's own verified address, never the contact e-mail typed on the form", async () => {
        const outbox = mkdtempSync(path.join(os.tmpdir(), "booking-mail-"));
        const logger = pino({ level: "silent" });
        const mailer = createMailer({ from: "Test <test@localhost>", outboxDir: outbox, logger });
        const services = { db: handle.db, mailer, logger, config };
        const booking = await createBooking(
          handle.db,
          userId,
          { ...validInput(), customerEmail: "Victim@Elsewhere.example" },
          { today: TODAY },
        );
        expect(booking.customerEmail).toBe("victim@elsewhere.example");
        expect(await sendBookingConfirmation(services, booking, "Petra", "en")).toBe(true);
        expect((await readOutbox(outbox)).map((mail) => mail.to)).toEqual(["lina@example.com"]);

        const unverified = "package-test-unverified";
        await handle.db
          .insert(user)
          .values({ id: unverified, name: "Sami Odeh", email: "sami@example.com", emailVerified: false });
        const theirs = await createBooking(handle.db, unverified, validInput(), { today: TODAY });
        expect(await sendBookingConfirmation(services, theirs, "Petra", "en")).toBe(false);
        expect(await readOutbox(outbox)).toHaveLength(1);
        const confirmation = await getBookingForUser(handle.db, booking.id, userId, "en");
        expect(confirmation).toMatchObject({
          customerEmail: "victim@elsewhere.example",
          accountEmail: "lina@example.com",
        });
      });
    });
  });
}
