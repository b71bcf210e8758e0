import { and, count, eq, like, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { HONEYPOT_FIELD } from "../../components/forms/honeypot.tsx";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  businessIncorporationConsultations,
  educationConsultations,
  newsletterSubscribers,
  siteSettings,
  statusEvents,
  user,
} from "../../platform/db/schema/index.ts";
import { SITE_SETTINGS } from "../../platform/db/seed/data.ts";
import { consultationReference } from "../../platform/domain/references.ts";
import { staffAddress } from "../../platform/domain/staff-address.server.ts";
import { issueKeysByField } from "../../platform/domain/validation.ts";
import { AppError } from "../../platform/http/errors.ts";
import { RATE_RULES } from "../../platform/http/rate-limit.server.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { type OutboxMessage, readOutbox } from "../../platform/mail/mail.server.ts";
import * as businessRoute from "../../routes/business-incorporation.tsx";
import * as educationRoute from "../../routes/education-consultation.tsx";
import type { ConsultationActionData } from "./consultation-schemas.ts";
import {
  type ConsultationServices,
  DUPLICATE_WINDOW_MS,
  submitBusinessConsultation,
  submitEducationConsultation,
} from "./consultations.server.ts";

const STAFF = "consultants@shop.test";
const en = createI18n("en").t;
const ar = createI18n("ar").t;

let clients = 0;
/** A client address of its own, so that one test's requests never count against another's limit. */
const nextClient = () => `198.51.100.${++clients}`;
let emails = 0;
const nextEmail = (prefix: string) => `${prefix}-${++emails}@example.com`;

function education(extra: Record<string, unknown> = {}) {
  return {
    fullName: "Aisha Rahman",
    email: nextEmail("aisha"),
    phone: "+971 50 123 4567",
    message: "I would like to study computer science from September.",
    ...extra,
  };
}

function business(extra: Record<string, unknown> = {}) {
  return {
    fullName: "Omar Haddad",
    email: nextEmail("omar"),
    phone: "+966501234567",
    businessType: "technology",
    preferredCountry: "singapore",
    companyName: "Harbour Labs",
    estimatedBudget: "5000-15000",
    timeline: "within-3-months",
    message: "Two founders, software for clinics.",
    newsletter: "on",
    ...extra,
  };
}

interface Answer {
  status: number;
  body: ConsultationActionData | null;
  location?: string | null;
}

async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as ConsultationActionData };
  }
  throw new Error(`unexpected answer ${JSON.stringify(result)}`);
}

const messagesOf = (answer: Answer) =>
  Object.values(answer.body?.result.error ?? {}).flatMap((list) => list ?? []);

for (const database of testDatabases()) {
  describe(`consultations on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;

    const mails = async (to?: string): Promise<OutboxMessage[]> =>
      (await readOutbox(`${services.dataDir}/mail`)).filter((mail) => !to || mail.to === to);
    const staffMails = async (reference: string) =>
      (await mails(STAFF)).filter((mail) => mail.subject.includes(reference));

    async function newUser(): Promise<string> {
      const email = nextEmail("member");
      await services.auth.api.signUpEmail({
        body: { email, password: "Str0ng!pass", name: "Sara Ali", firstName: "Sara", lastName: "Ali" },
      });
      const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row!.id;
    }

    const eventsOf = (id: string) =>
      services.db.select().from(statusEvents).where(eq(statusEvents.subjectId, id));

    /** Posts a form to a page's action, as a browser does (`path` decides the education service). */
    async function post(
      path: "/education-malaysia" | "/education-tarim" | "/business-incorporation",
      fields: Record<string, unknown>,
      options: { client?: string; locale?: Locale; cookie?: string } = {},
    ): Promise<Answer> {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
      const request = new Request(`http://shop.test${path}`, {
        method: "POST",
        body,
        headers: {
          [CLIENT_IP_HEADER]: options.client ?? nextClient(),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      });
      const route = path === "/business-incorporation" ? businessRoute : educationRoute;
      const context = await routeContext(services, request, options.locale);
      return answerOf(await route.action({ request, params: {}, context } as never));
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { STAFF_EMAIL: STAFF });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("stores an education request from a visitor with its service, status new and its first event, and mails both sides", async () => {
      const input = education();
      const result = await submitEducationConsultation(services, {
        input,
        serviceType: "tarim",
        user: null,
        locale: "en",
        client: nextClient(),
      });
      expect(result.created).toBe(true);
      expect(result.consultation).toMatchObject({
        fullName: "Aisha Rahman",
        email: input.email,
        phone: "+971501234567",
        message: input.message,
        serviceType: "tarim",
        status: "new",
        locale: "en",
        userId: null,
      });
      expect(result.reference).toBe(consultationReference(result.consultation.id));
      const events = await eventsOf(result.consultation.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        subjectType: "education_consultation",
        fromStatus: null,
        toStatus: "new",
        ownerId: null,
        actorId: null,
      });

      const [customer] = await mails(input.email);
      expect(customer).toMatchObject({ template: "consultation-received", locale: "en" });
      expect(customer!.subject).toContain(result.reference);
      expect(customer!.text).toContain("within 24 hours");
      expect(customer!.text).toContain("Study in Tarim");
      // The free text stays out of a message to an address nobody has verified.
      expect(customer!.text).not.toContain(input.message);
      const [staff] = await staffMails(result.reference);
      expect(staff).toMatchObject({ template: "consultation-staff", locale: "en" });
      expect(staff!.text).toContain(input.email);
      expect(staff!.text).toContain("+971501234567");
      expect(staff!.text).toContain(input.message);
      expect(staff!.text).toContain("Visitor (no account)");
    });

    it("attaches a signed-in customer's requests to their account (row and event owner)", async () => {
      const userId = await newUser();
      const educationRequest = await submitEducationConsultation(services, {
        input: education(),
        serviceType: "malaysia",
        user: { id: userId },
        locale: "en",
        client: nextClient(),
      });
      expect(educationRequest.consultation).toMatchObject({ serviceType: "malaysia", userId });
      expect((await eventsOf(educationRequest.consultation.id))[0]).toMatchObject({
        ownerId: userId,
        actorId: userId,
      });

      const businessRequest = await submitBusinessConsultation(services, {
        input: business(),
        user: { id: userId },
        locale: "en",
        client: nextClient(),
      });
      expect(businessRequest.consultation).toMatchObject({
        jurisdiction: "singapore",
        businessType: "technology",
        companyName: "Harbour Labs",
        estimatedBudgetCents: 1_500_000,
        timeline: "within-3-months",
        status: "pending",
        notes: null,
        userId,
      });
      expect(await eventsOf(businessRequest.consultation.id)).toEqual([
        expect.objectContaining({
          subjectType: "business_consultation",
          fromStatus: null,
          toStatus: "pending",
          ownerId: userId,
        }),
      ]);
      expect(businessRequest.input.newsletter).toBe(true);
    });

    it("stores a business request without the optional choices as nulls", async () => {
      const result = await submitBusinessConsultation(services, {
        input: business({ companyName: " ", estimatedBudget: "", timeline: "", message: "", newsletter: "" }),
        user: null,
        locale: "en",
        client: nextClient(),
      });
      expect(result.consultation).toMatchObject({
        jurisdiction: "singapore",
        companyName: null,
        estimatedBudgetCents: null,
        timeline: null,
        message: null,
        status: "pending",
      });
      expect(result.input.newsletter).toBe(false);
    });

    it("treats the same request within a minute as one: one row, one event, one pair of e-mails", async () => {
      const input = education();
      const client = nextClient();
      const now = new Date();
      const first = await submitEducationConsultation(services, {
        input,
        serviceType: "malaysia",
        user: null,
        locale: "en",
        client,
        now,
      });
      const again = await submitEducationConsultation(services, {
        input: { ...input, email: input.email.toUpperCase(), phone: "+971501234567" },
        serviceType: "malaysia",
        user: null,
        locale: "en",
        client,
        now: new Date(now.getTime() + DUPLICATE_WINDOW_MS - 1000),
      });
      expect(again.created).toBe(false);
      expect(again.consultation.id).toBe(first.consultation.id);
      const rows = await services.db
        .select()
        .from(educationConsultations)
        .where(eq(educationConsultations.email, input.email));
      expect(rows).toHaveLength(1);
      expect(await eventsOf(first.consultation.id)).toHaveLength(1);
      expect(await mails(input.email)).toHaveLength(1);
      expect(await staffMails(first.reference)).toHaveLength(1);

      // Several copies at once (a double click with a slow network) are one request too.
      const copies = education();
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          submitEducationConsultation(services, {
            input: copies,
            serviceType: "malaysia",
            user: null,
            locale: "en",
            client: nextClient(),
          }),
        ),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.consultation.id)).size).toBe(1);
      expect(await mails(copies.email)).toHaveLength(1);
    });

    it("records the same request again after a minute, and a different one at once", async () => {
      const input = business();
      const now = new Date();
      const submit = (extra: Record<string, unknown>, at: Date) =>
        submitBusinessConsultation(services, {
          input: { ...input, ...extra },
          user: null,
          locale: "en",
          client: nextClient(),
          now: at,
        });
      const first = await submit({}, now);
      const later = await submit({}, new Date(now.getTime() + DUPLICATE_WINDOW_MS + 1000));
      expect(later.created).toBe(true);
      expect(later.consultation.id).not.toBe(first.consultation.id);
      // Another country, or another message, is another request.
      expect((await submit({ preferredCountry: "malaysia" }, now)).created).toBe(true);
      expect((await submit({ message: "Also a second question." }, now)).created).toBe(true);
      const [{ value }] = (await services.db
        .select({ value: count() })
        .from(businessIncorporationConsultations)
        .where(eq(businessIncorporationConsultations.email, input.email))) as [{ value: number }];
      expect(Number(value)).toBe(4);
      expect(await mails(input.email)).toHaveLength(4);
    });

    it("refuses a bad phone and a bad e-mail with the spec's keys, and stores nothing", async () => {
      const submit = (extra: Record<string, unknown>) =>
        submitEducationConsultation(services, {
          input: education({ email: "bad-input@example.com", ...extra }),
          serviceType: "malaysia",
          user: null,
          locale: "en",
          client: nextClient(),
        }).catch((error: unknown) => error);
      for (const phone of ["0501234567", "+12345678901234567", "call me", ""]) {
        const error = await submit({ phone });
        expect(error, phone).toBeInstanceOf(ZodError);
        expect(issueKeysByField(error as ZodError).phone, phone).toBe(
          phone === "" ? "errors:validation.required" : "errors:codes.VALIDATION_INVALID_PHONE",
        );
      }
      const badEmail = await submit({ email: "not-an-email" });
      expect(issueKeysByField(badEmail as ZodError).email).toBe("errors:codes.VALIDATION_INVALID_EMAIL");
      const longMessage = await submit({ message: "x".repeat(2001) });
      expect(issueKeysByField(longMessage as ZodError).message).toBe("errors:codes.VALIDATION_MAX_LENGTH");
      const badCountry = await submitBusinessConsultation(services, {
        input: business({ preferredCountry: "france", businessType: "" }),
        user: null,
        locale: "en",
        client: nextClient(),
      }).catch((error: unknown) => error);
      expect(issueKeysByField(badCountry as ZodError)).toMatchObject({
        preferredCountry: "errors:codes.VALIDATION_INVALID_FORMAT",
        businessType: "errors:validation.required",
      });
      const stored = await services.db
        .select()
        .from(educationConsultations)
        .where(eq(educationConsultations.email, "bad-input@example.com"));
      expect(stored).toEqual([]);
    });

    it("limits the requests of one client address", async () => {
      const { max } = RATE_RULES.consultations;
      const client = nextClient();
      const submit = () =>
        submitEducationConsultation(services, {
          input: education(),
          serviceType: "malaysia",
          user: null,
          locale: "en",
          client,
        });
      for (let i = 0; i < max; i++) expect((await submit()).created).toBe(true);
      const refused = await submit().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe("API_RATE_LIMIT");
      // Another client has its own limit.
      expect(
        (
          await submitEducationConsultation(services, {
            input: education(),
            serviceType: "malaysia",
            user: null,
            locale: "en",
            client: nextClient(),
          })
        ).created,
      ).toBe(true);
    });

    it("writes the customer's and the staff's e-mails in Arabic for an Arabic request", async () => {
      const input = business({ fullName: "عمر الحداد" });
      const result = await submitBusinessConsultation(services, {
        input,
        user: null,
        locale: "ar",
        client: nextClient(),
      });
      const [customer] = await mails(input.email);
      expect(customer).toMatchObject({ template: "consultation-received", locale: "ar" });
      expect(customer!.subject).toContain("استلمنا طلب الاستشارة");
      expect(customer!.html).toContain('<html lang="ar" dir="rtl">');
      expect(customer!.text).toContain("مرحبًا عمر الحداد");
      expect(customer!.text).toContain("خلال 24 ساعة");
      expect(customer!.text).toContain("سنغافورة");
      expect(customer!.text).toContain("من 5,000 إلى 15,000 دولار");
      const [staff] = await staffMails(result.reference);
      expect(staff).toMatchObject({ template: "consultation-staff", locale: "ar" });
      expect(staff!.text).toContain("طلب الاشتراك");
      expect(staff!.text).toContain("العربية");
      expect(staff!.text).toContain("Harbour Labs");
    });

    it("sends staff mail to STAFF_EMAIL, else the site's contact e-mail, else ADMIN_EMAIL, else none with a warning", async () => {
      const deps = (env: Partial<ConsultationServices["config"]>) => ({
        db: services.db,
        config: { ...services.config, STAFF_EMAIL: undefined, ADMIN_EMAIL: undefined, ...env },
      });
      expect(await staffAddress(deps({ STAFF_EMAIL: STAFF, ADMIN_EMAIL: "admin@shop.test" }))).toBe(STAFF);
      expect(await staffAddress(deps({ ADMIN_EMAIL: "admin@shop.test" }))).toBe("admin@shop.test");
      expect(await staffAddress(deps({}))).toBeNull();

      const records: Record<string, unknown>[] = [];
      const logger = pino({ level: "info" }, { write: (line: string) => records.push(JSON.parse(line)) });
      const quiet = { ...services, logger, config: { ...services.config, STAFF_EMAIL: undefined } };
      const input = education();
      const result = await submitEducationConsultation(quiet, {
        input,
        serviceType: "malaysia",
        user: null,
        locale: "en",
        client: nextClient(),
      });
      expect(result.created).toBe(true);
      expect(await mails(input.email)).toHaveLength(1);
      expect(records.some((record) => String(record.msg).startsWith("no staff notification sent"))).toBe(
        true,
      );

      await services.db.insert(siteSettings).values({ ...SITE_SETTINGS, contactEmail: "hello@shop.test" });
      try {
        expect(await staffAddress(deps({ ADMIN_EMAIL: "admin@shop.test" }))).toBe("hello@shop.test");
        expect(await staffAddress(deps({ STAFF_EMAIL: STAFF }))).toBe(STAFF);
      } finally {
        await services.db.delete(siteSettings).where(eq(siteSettings.id, "default"));
      }
    });

    describe("the pages' actions", () => {
      it("records an education request, redirects to its confirmation and shows it", async () => {
        const input = education();
        const answer = await post("/education-tarim", input);
        expect(answer.status).toBe(303);
        expect(answer.location).toMatch(/^\/education-tarim\?sent=[0-9a-f-]{36}#consultation$/);
        const [row] = await services.db
          .select()
          .from(educationConsultations)
          .where(eq(educationConsultations.email, input.email));
        expect(row).toMatchObject({ serviceType: "tarim", status: "new" });

        const request = new Request(`http://shop.test${answer.location!.replace(/#.*/, "")}`);
        const context = await routeContext(services, request);
        const loaded = await educationRoute.loader({ request, params: {}, context } as never);
        expect(loaded.confirmation).toEqual({
          reference: consultationReference(row!.id),
          email: input.email,
          topic: "tarim",
        });
        // Another page's request id, or a made-up one, shows the form.
        const elsewhere = new Request(`http://shop.test/education-malaysia?sent=${row!.id}`);
        const other = await educationRoute.loader({
          request: elsewhere,
          params: {},
          context: await routeContext(services, elsewhere),
        } as never);
        expect(other.confirmation).toBeNull();
        expect(other.serviceType).toBe("malaysia");
      });

      it("answers bad input with 400 and the spec's messages in the page's language, never 500", async () => {
        for (const locale of ["en", "ar"] as const) {
          const t = locale === "en" ? en : ar;
          const answer = await post("/education-malaysia", education({ phone: "12ab" }), { locale });
          expect(answer.status).toBe(400);
          expect(answer.body?.result.error?.phone).toEqual([t("errors:codes.VALIDATION_INVALID_PHONE")]);
          const email = await post("/business-incorporation", business({ email: "nope@" }), { locale });
          expect(email.status).toBe(400);
          expect(email.body?.result.error?.email).toEqual([t("errors:codes.VALIDATION_INVALID_EMAIL")]);
          expect(email.body?.result.initialValue).toMatchObject({ companyName: "Harbour Labs" });
        }
        expect(ar("errors:codes.VALIDATION_INVALID_PHONE")).toMatch(/[\u0600-\u06FF]/);
        const empty = await post("/education-malaysia", {});
        expect(empty.status).toBe(400);
        const bot = await post("/education-malaysia", { ...education(), [HONEYPOT_FIELD]: "http://spam" });
        expect(bot.status).toBe(400);
        expect(messagesOf(bot)).toEqual([en("errors:forms.refused")]);
      });

      it("answers 429 with the translated message once a client has sent the requests the limit allows", async () => {
        const client = nextClient();
        for (let i = 0; i < RATE_RULES.consultations.max; i++) {
          expect((await post("/education-malaysia", education(), { client })).status).toBe(303);
        }
        const refused = await post("/business-incorporation", business(), { client, locale: "ar" });
        expect(refused.status).toBe(429);
        expect(refused.body?.result.error).toEqual({ "": [ar("errors:codes.API_RATE_LIMIT")] });
        expect(refused.body?.result.initialValue).toMatchObject({ fullName: "Omar Haddad" });
      });

      it("signs a business customer up for the newsletter when asked, once", async () => {
        const input = business();
        expect((await post("/business-incorporation", input)).status).toBe(303);
        expect((await post("/business-incorporation", input)).status).toBe(303);
        const rows = await services.db
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, input.email));
        expect(rows).toHaveLength(1);
        const without = business({ newsletter: "" });
        expect((await post("/business-incorporation", without)).status).toBe(303);
        expect(
          await services.db
            .select()
            .from(newsletterSubscribers)
            .where(eq(newsletterSubscribers.email, without.email)),
        ).toEqual([]);
      });

      it("swallows a newsletter failure: the request is recorded and confirmed", async () => {
        const input = business({ email: nextEmail("newsletter-down") });
        // The newsletter's table is gone for a moment: its sign-up throws.
        await services.db.execute(
          sql`alter table newsletter_subscribers rename to newsletter_subscribers_away`,
        );
        let answer: Answer;
        try {
          answer = await post("/business-incorporation", input);
        } finally {
          await services.db.execute(
            sql`alter table newsletter_subscribers_away rename to newsletter_subscribers`,
          );
        }
        expect(answer.status).toBe(303);
        expect(answer.location).toMatch(/^\/business-incorporation\?sent=/);
        const stored = await services.db
          .select()
          .from(businessIncorporationConsultations)
          .where(
            and(
              eq(businessIncorporationConsultations.email, input.email),
              eq(businessIncorporationConsultations.status, "pending"),
            ),
          );
        expect(stored).toHaveLength(1);
        expect(await mails(input.email)).toHaveLength(1);
        const subscribed = await services.db
          .select({ value: count() })
          .from(newsletterSubscribers)
          .where(like(newsletterSubscribers.email, "newsletter-down%"));
        expect(Number(subscribed[0]?.value)).toBe(0);
      });
    });
  });
}
