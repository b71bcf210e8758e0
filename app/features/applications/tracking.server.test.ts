import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  applicationDocuments,
  applications,
  statusEvents,
  user,
  visaOffers,
} from "../../platform/db/schema/index.ts";
import { newTrackingId } from "../../platform/domain/tracking.ts";
import { RATE_RULES } from "../../platform/http/rate-limit.server.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { loader, type TrackingPageData } from "../../routes/application-tracking.tsx";
import { lookupApplication, type TrackedApplication, type TrackingType } from "./tracking.server.ts";

const OWNER = "tracking-owner";
const PERSONAL = ["Lina Haddad", "lina.tracking@example.com", "+971501234567", "AB1234567", "Dubai Marina"];

/** What the route's loader answered: its data and HTTP status. */
async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; body: TrackingPageData }> {
  const value = (await run()) as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type !== "DataWithResponseInit") throw new Error("the loader did not answer data()");
  return { status: value.init?.status ?? 200, body: value.data as TrackingPageData };
}

for (const database of testDatabases()) {
  describe(`application tracking on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    const ids = {
      visa: newTrackingId("visa"),
      idl: newTrackingId("international-driving-license"),
      driving: newTrackingId("driving-license"),
      draft: newTrackingId("visa"),
      bare: newTrackingId("visa"),
    };
    let visaId = "";

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      const db = handle.db;
      await db
        .insert(user)
        .values({ id: OWNER, name: "Lina Haddad", email: PERSONAL[1]!, emailVerified: true });
      const [offer] = await db
        .insert(visaOffers)
        .values({
          slug: "tracking-uae",
          countryCode: "AE",
          destination: { en: "United Arab Emirates", ar: "الإمارات العربية المتحدة" },
          title: { en: "UAE tourist visa", ar: "تأشيرة سياحية للإمارات" },
          description: { en: "", ar: "" },
          visaType: "tourist",
          processingDays: 5,
          validityDays: 30,
          priceCents: 9_900,
        })
        .returning({ id: visaOffers.id });
      const personal = {
        userId: OWNER,
        fullName: PERSONAL[0]!,
        email: PERSONAL[1]!,
        phone: PERSONAL[2]!,
        paymentStatus: "paid" as const,
        draftStep: "payment" as const,
      };
      const rows = await db
        .insert(applications)
        .values([
          {
            ...personal,
            kind: "visa",
            trackingId: ids.visa,
            status: "processing",
            visaOfferId: offer!.id,
            applicationData: {
              passportNumber: PERSONAL[3]!,
              address: PERSONAL[4]!,
              nationality: "Jordanian",
            },
            submittedAt: new Date("2025-06-01T09:00:00Z"),
          },
          {
            ...personal,
            kind: "international-driving-license",
            trackingId: ids.idl,
            status: "approved",
            submittedAt: new Date("2025-06-02T09:00:00Z"),
          },
          {
            ...personal,
            kind: "driving-license",
            trackingId: ids.driving,
            status: "pending",
            submittedAt: new Date("2025-06-03T09:00:00Z"),
          },
          // An unfinished draft: never found.
          {
            ...personal,
            kind: "visa",
            trackingId: ids.draft,
            paymentStatus: "pending",
            draftStep: "review",
            submittedAt: null,
          },
        ])
        .returning({ id: applications.id, trackingId: applications.trackingId });
      visaId = rows.find((row) => row.trackingId === ids.visa)!.id;
      const idlId = rows.find((row) => row.trackingId === ids.idl)!.id;
      // A visa without an offer: destination and type from its form data, no events.
      await db.insert(applications).values({
        ...personal,
        kind: "visa",
        trackingId: ids.bare,
        status: "pending",
        applicationData: { destination: "Malaysia", visaType: "business" },
        submittedAt: new Date("2025-06-04T09:00:00Z"),
      });
      await db.insert(applicationDocuments).values({
        applicationId: visaId,
        kind: "passport_copy",
        bucket: "applications",
        storageKey: `applications/${OWNER}/${ids.visa}/passport.pdf`,
        originalName: "passport.pdf",
        contentType: "application/pdf",
        sizeBytes: 1234,
      });
      const event = (subjectId: string, at: string, values: Partial<typeof statusEvents.$inferInsert>) => ({
        subjectType: "application" as const,
        subjectId,
        ownerId: OWNER,
        toStatus: "pending",
        createdAt: new Date(at),
        ...values,
      });
      await db.insert(statusEvents).values([
        // Paying writes the payment event and the first one in one transaction: the same time, the first first.
        event(visaId, "2025-06-01T08:00:00Z", {
          fromStatus: "pending",
          toStatus: "pending",
          note: "payment_paid",
          data: { paymentStatus: "paid", previousPaymentStatus: "pending", orderId: "secret-order" },
        }),
        event(visaId, "2025-06-01T08:00:00Z", { fromStatus: null, toStatus: "pending" }),
        event(visaId, "2025-06-02T10:30:00Z", {
          fromStatus: "pending",
          toStatus: "processing",
          note: "sent to the embassy",
          data: { note: { en: "Sent to the embassy", ar: "أُرسل إلى السفارة" } },
          actorId: "staff-1",
        }),
        event(idlId, "2025-06-02T08:00:00Z", { fromStatus: null, toStatus: "pending" }),
        event(idlId, "2025-06-03T08:00:00Z", {
          fromStatus: "pending",
          toStatus: "processing",
          note: "Documents checked",
        }),
        event(idlId, "2025-06-04T08:00:00Z", { fromStatus: "processing", toStatus: "approved" }),
        // Another subject with the same id text: never mixed in.
        {
          ...event(idlId, "2025-06-04T09:00:00Z", { toStatus: "confirmed" }),
          subjectType: "booking" as const,
        },
      ]);
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    const found = async (type: TrackingType, trackingId: string, locale: Locale = "en") => {
      const outcome = await lookupApplication(handle.db, { type, trackingId, locale });
      if (!("found" in outcome)) throw new Error(`not found: ${JSON.stringify(outcome)}`);
      return outcome.found;
    };

    it("finds a visa with its destination, visa type, payment and timeline (bilingual note, payment event)", async () => {
      const application = await found("visa", ids.visa);
      expect(application).toEqual({
        kind: "visa",
        trackingId: ids.visa,
        status: "processing",
        submittedAt: "2025-06-01T09:00:00.000Z",
        paymentStatus: "paid",
        destination: "United Arab Emirates",
        visaType: "tourist",
        processing: { days: 5 },
        events: [
          { status: "pending", at: "2025-06-01T08:00:00.000Z" },
          { status: "pending", at: "2025-06-01T08:00:00.000Z", payment: "paid" },
          { status: "processing", at: "2025-06-02T10:30:00.000Z", note: "Sent to the embassy" },
        ],
      } satisfies TrackedApplication);
      const arabic = await found("visa", ids.visa, "ar");
      expect(arabic.destination).toBe("الإمارات العربية المتحدة");
      expect(arabic.events[2]?.note).toBe("أُرسل إلى السفارة");
    });

    it("reads the id as typed: lower case, spaces, Arabic-Indic digits, O for 0", async () => {
      const typed = ` ${ids.visa.toLowerCase().replace(/0/g, "o")} `;
      expect((await found("visa", typed)).trackingId).toBe(ids.visa);
      const arabicDigits = ids.visa.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
      expect((await found("visa", arabicDigits)).trackingId).toBe(ids.visa);
    });

    it("takes a visa's destination and type from its form data without an offer, and shows its status without events", async () => {
      const application = await found("visa", ids.bare);
      expect(application.destination).toBe("Malaysia");
      expect(application.visaType).toBe("business");
      expect(application.events).toEqual([{ status: "pending", at: "2025-06-04T09:00:00.000Z" }]);
    });

    it("finds an IDL and a driving-licence application under their own types, without visa fields", async () => {
      const idl = await found("international-driving-license", ids.idl);
      expect(idl.kind).toBe("international-driving-license");
      expect(idl.status).toBe("approved");
      expect(idl).not.toHaveProperty("destination");
      expect(idl).not.toHaveProperty("visaType");
      expect(idl.events.map((e) => [e.status, e.note])).toEqual([
        ["pending", undefined],
        ["processing", "Documents checked"],
        ["approved", undefined],
      ]);
      expect((await found("driving-license", ids.driving)).kind).toBe("driving-license");
    });

    it("says which type to choose for an id of the other type, both ways", async () => {
      expect(await lookupApplication(handle.db, { type: "driving-license", trackingId: ids.visa })).toEqual({
        wrongType: "visa",
      });
      expect(await lookupApplication(handle.db, { type: "visa", trackingId: ids.idl })).toEqual({
        wrongType: "international-driving-license",
      });
      expect(
        await lookupApplication(handle.db, {
          type: "international-driving-license",
          trackingId: ids.driving,
        }),
      ).toEqual({ wrongType: "driving-license" });
    });

    it("never finds a draft, an unknown id, malformed or huge text", async () => {
      const notFound = { notFound: true };
      for (const trackingId of [
        ids.draft,
        newTrackingId("visa"),
        "VISA-123",
        "",
        "   ",
        "'; drop table applications; --",
        `VISA-${"A".repeat(9)}-${"B".repeat(13)}`,
        `${ids.visa}${"X".repeat(100_000)}`,
        "\u0000",
      ]) {
        expect(
          await lookupApplication(handle.db, { type: "visa", trackingId }),
          trackingId.slice(0, 40),
        ).toEqual(notFound);
      }
    });

    it("returns no personal data: only the public fields, none of the applicant's values", async () => {
      for (const [type, id] of [
        ["visa", ids.visa],
        ["international-driving-license", ids.idl],
      ] as const) {
        const application = await found(type, id);
        expect(
          Object.keys(application).every((key) =>
            [
              "kind",
              "trackingId",
              "status",
              "submittedAt",
              "paymentStatus",
              "destination",
              "visaType",
              "processing",
              "events",
            ].includes(key),
          ),
        ).toBe(true);
        for (const event of application.events) {
          expect(
            Object.keys(event).every((key) =>
              ["status", "at", "note", "payment", "resubmitted"].includes(key),
            ),
          ).toBe(true);
        }
        const text = JSON.stringify(application);
        for (const value of [...PERSONAL, OWNER, "staff-1", "secret-order", "passport.pdf", visaId]) {
          expect(text).not.toContain(value);
        }
      }
    });

    describe("the page's loader", () => {
      const request = (query: string, address = "203.0.113.7") =>
        new Request(`http://shop.test/application-tracking${query}`, {
          headers: { [CLIENT_IP_HEADER]: address },
        });
      const load = async (query: string, address?: string, locale: Locale = "en") => {
        const req = request(query, address);
        const context = await routeContext(services, req, locale);
        return answerOf(() => loader({ request: req, context, params: {} } as never));
      };

      it("shows the empty form without a query, and the result for ?type&id (an e-mail link)", async () => {
        expect(await load("")).toEqual({
          status: 200,
          body: { reply: null, outcome: null, id: "", type: null },
        });
        // A type alone (a link from the driving-licence page) chooses it, with nothing looked up and no error.
        expect(await load("?type=driving-license")).toEqual({
          status: 200,
          body: { reply: null, outcome: null, id: "", type: "driving-license" },
        });
        const driving = await load(`?type=driving-license&id=${ids.driving}`, "198.51.100.1");
        expect(driving.body.outcome).toMatchObject({ found: { kind: "driving-license" } });
        // Links sent before the driving-licence type: "licence" still finds both licence kinds.
        const legacy = await load(`?type=licence&id=${ids.driving}`, "198.51.100.1");
        expect(legacy.body).toMatchObject({
          type: "driving-license",
          outcome: { found: { kind: "driving-license" } },
        });
        // An id without a type: its prefix tells it.
        const untyped = await load(`?id=${ids.idl}`, "198.51.100.1");
        expect(untyped.body.outcome).toMatchObject({ found: { kind: "international-driving-license" } });
        const answer = await load(`?type=visa&id=${ids.visa}&lng=ar`, "198.51.100.1", "ar");
        expect(answer.status).toBe(200);
        expect(answer.body.outcome).toMatchObject({
          found: { trackingId: ids.visa, destination: "الإمارات العربية المتحدة" },
        });
      });

      it("answers a blank id or a missing type with 400 and the translated message, never 500", async () => {
        const blank = await load("?type=visa&id=+++", "198.51.100.2");
        expect(blank.status).toBe(400);
        expect(blank.body.outcome).toBeNull();
        expect(blank.body.reply?.error?.id).toEqual(["Please enter your tracking number."]);
        const arabic = await load("?type=visa&id=", "198.51.100.2", "ar");
        expect(arabic.body.reply?.error?.id).toEqual(["يُرجى إدخال رقم التتبّع."]);
        const noType = await load("?id=nonsense", "198.51.100.2");
        expect(noType.status).toBe(400);
        expect(noType.body.reply?.error?.type).toEqual(["Please choose a service type."]);
        const odd = await load(`?type=visa&type=driving-license&id=${ids.visa}`, "198.51.100.2");
        expect(odd.status).toBe(400);
        const huge = await load(`?type=visa&id=${"9".repeat(5000)}`, "198.51.100.2");
        expect(huge).toMatchObject({ status: 200, body: { outcome: { notFound: true } } });
      });

      it("refuses the 31st lookup a minute from one client address with the translated 429, others go on", async () => {
        const { max } = RATE_RULES.tracking;
        expect(max).toBe(30);
        const statuses: number[] = [];
        for (let i = 0; i < max; i++)
          statuses.push(
            (await load(`?type=international-driving-license&id=${ids.idl}`, "192.0.2.99")).status,
          );
        expect(statuses).toEqual(Array(max).fill(200));
        const refused = await load(`?type=international-driving-license&id=${ids.idl}`, "192.0.2.99");
        expect(refused.status).toBe(429);
        expect(refused.body.outcome).toBeNull();
        expect(refused.body.reply?.error?.[""]).toEqual(["Too many requests. Please slow down."]);
        const arabic = await load(`?type=international-driving-license&id=${ids.idl}`, "192.0.2.99", "ar");
        expect(arabic.body.reply?.error?.[""]?.[0]).toMatch(/طلبات كثيرة/);
        expect((await load(`?type=international-driving-license&id=${ids.idl}`, "192.0.2.100")).status).toBe(
          200,
        );
      });
    });
  });
}
