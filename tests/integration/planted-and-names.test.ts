// A visitor's consultation with a customer's address is not the customer's (no planting into a profile), and a
// name that looks like a web address is refused by every form whose name goes into an e-mail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFormAction } from "../../app/features/applications/application-action.server.ts";
import type { PaymentPort } from "../../app/features/applications/application-page.server.ts";
import { CLIENT_IP_HEADER } from "../../app/platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../app/platform/db/client.server.ts";
import {
  businessIncorporationConsultations,
  educationConsultations,
  travelPackageBookings,
  travelPackages,
  user,
} from "../../app/platform/db/schema/index.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { readOutbox } from "../../app/platform/mail/mail.server.ts";
import * as businessRoute from "../../app/routes/business-incorporation.tsx";
import * as educationRoute from "../../app/routes/education-consultation.tsx";
import * as packageRoute from "../../app/routes/package.tsx";
import * as consultationsRoute from "../../app/routes/profile/consultations.tsx";
import * as dataRoute from "../../app/routes/profile/data.tsx";
import * as overviewRoute from "../../app/routes/profile/overview.tsx";
import * as settingsRoute from "../../app/routes/profile/settings.tsx";
import { testDatabases } from "../helpers/databases.ts";
import { routeContext } from "../helpers/route-context.ts";
import { createTestServices, type TestServices } from "../helpers/services.ts";

const ORIGIN = "http://shop.test";
const PASSWORD = "Str0ng!pass";
const SLUG = "names-test-petra";
const LOCALES = ["en", "ar"] as const;
const DOMAIN_NAMES = [
  "Claim your refund at evil.com",
  "www.x",
  "Visit http://evil",
  "x.co.uk",
  "evil\uFF0Ecom",
];

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  text: string;
  location: string | null;
}

async function answerOf(run: () => unknown): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    const json = (result.headers.get("content-type") ?? "").includes("json") ? JSON.parse(text) : null;
    return { status: result.status, body: json, text, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    const body = value.data as Record<string, unknown>;
    return { status: value.init?.status ?? 200, body, text: JSON.stringify(body), location: null };
  }
  if (result instanceof Error) throw result;
  return {
    status: 200,
    body: result as Record<string, unknown>,
    text: JSON.stringify(result),
    location: null,
  };
}

const fieldErrors = (answer: Answer) =>
  (answer.body?.result as { error?: Record<string, string[]> } | undefined)?.error ?? {};

const totalsOf = (answer: Answer) =>
  (answer.body?.overview as { totals?: Record<string, number> } | undefined)?.totals;

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

const noPayment: PaymentPort = {
  choice: async () => ({ providers: [], testMode: true }) as never,
  start: async () => {
    throw new Error("no payment in this test");
  },
};

for (const database of testDatabases()) {
  describe(`planted consultations and names in mail on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let accounts = 0;
    let clients = 0;

    async function customer(): Promise<{ id: string; email: string; cookie: string }> {
      accounts += 1;
      const email = `names-${accounts}-${database.name}@example.com`;
      await services.auth.api.signUpEmail({
        body: { email, password: PASSWORD, name: "Lina Haddad", firstName: "Lina", lastName: "Haddad" },
      });
      await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const response = await services.auth.api.signInEmail({
        body: { email, password: PASSWORD },
        asResponse: true,
      });
      expect(response.status).toBe(200);
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { id: row!.id, email, cookie };
    }

    async function call(
      route: RouteModule,
      kind: "loader" | "action",
      path: string,
      options: { cookie?: string; locale?: Locale; form?: Record<string, string>; params?: object } = {},
    ): Promise<Answer> {
      clients += 1;
      const headers: Record<string, string> = { [CLIENT_IP_HEADER]: `198.51.100.${clients % 250}` };
      if (options.cookie) headers.cookie = options.cookie;
      const request = new Request(
        `${ORIGIN}${path}`,
        options.form ? { method: "POST", body: new URLSearchParams(options.form), headers } : { headers },
      );
      const context = await routeContext(services, request, options.locale ?? "en");
      return answerOf(() => route[kind]!({ request, context, params: options.params ?? {} } as never));
    }

    const consultationForm = (
      email: string,
      fullName: string,
      extra: Record<string, string> = {},
    ): Record<string, string> => ({
      fullName,
      email,
      phone: "+971 50 123 4567",
      message: `Planted ${Math.random().toString(36).slice(2)}`,
      ...extra,
    });
    const businessForm = (email: string, fullName: string) =>
      consultationForm(email, fullName, {
        businessType: "technology",
        preferredCountry: "singapore",
        companyName: `Planted Trading ${Math.random().toString(36).slice(2)}`,
      });

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off", STAFF_EMAIL: "staff@shop.test" });
      await services.db.insert(travelPackages).values({
        slug: SLUG,
        name: { en: "Petra by night", ar: "البتراء ليلًا" },
        description: { en: "", ar: "" },
        destination: { en: "Jordan", ar: "الأردن" },
        priceCents: 50_000,
        durationDays: 3,
        budgetLevel: "mid_range",
      });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("keeps a visitor's consultation with a customer's address out of the profile, its counts and the download", async () => {
      const victim = await customer();
      const education = consultationForm(victim.email, "Claim your refund");
      const business = businessForm(victim.email, "Claim your refund");
      const sentEducation = await call(educationRoute, "action", "/education-malaysia", { form: education });
      const sentBusiness = await call(businessRoute, "action", "/business-incorporation", { form: business });
      expect(sentEducation.status).toBe(303);
      expect(sentBusiness.status).toBe(303);
      // Stored as nobody's, with the customer's address.
      const stored = [
        ...(await services.db
          .select({ userId: educationConsultations.userId })
          .from(educationConsultations)
          .where(eq(educationConsultations.email, victim.email))),
        ...(await services.db
          .select({ userId: businessIncorporationConsultations.userId })
          .from(businessIncorporationConsultations)
          .where(eq(businessIncorporationConsultations.email, victim.email))),
      ];
      expect(stored).toEqual([{ userId: null }, { userId: null }]);

      const list = await call(consultationsRoute, "loader", "/profile/consultations", {
        cookie: victim.cookie,
      });
      expect(list.body?.consultations).toEqual([]);
      const overview = await call(overviewRoute, "loader", "/profile", { cookie: victim.cookie });
      expect(totalsOf(overview)).toMatchObject({
        consultations: 0,
        services: 0,
      });
      const download = await call(dataRoute, "loader", "/profile/data", { cookie: victim.cookie });
      expect(download.status).toBe(200);
      const exported = JSON.parse(download.text);
      expect(exported.consultations).toEqual({ education: [], business: [] });
      for (const marker of [education.message!, business.message!, business.companyName!]) {
        expect(list.text).not.toContain(marker);
        expect(download.text).not.toContain(marker);
      }

      // What the customer sends signed in is theirs.
      const own = consultationForm(victim.email, "Lina Haddad");
      expect(
        (await call(educationRoute, "action", "/education-tarim", { form: own, cookie: victim.cookie }))
          .status,
      ).toBe(303);
      const after = await call(consultationsRoute, "loader", "/profile/consultations", {
        cookie: victim.cookie,
      });
      expect(after.body?.consultations).toHaveLength(1);
      expect(after.text).toContain(own.message!);
      const overviewAfter = await call(overviewRoute, "loader", "/profile", { cookie: victim.cookie });
      expect(totalsOf(overviewAfter)).toMatchObject({
        consultations: 1,
      });
    });

    it.each(LOCALES)(
      "refuses a domain in the name at sign-up with the translated message (%s)",
      async (locale) => {
        const message = createI18n(locale).t("errors:validation.nameHasWebAddress");
        for (const [index, name] of DOMAIN_NAMES.entries()) {
          const email = `domain-${locale}-${index}-${database.name}@example.com`;
          for (const field of ["firstName", "lastName"] as const) {
            const response = await services.auth.handler(
              new Request(`${ORIGIN}/api/auth/sign-up/email`, {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  origin: ORIGIN,
                  cookie: `lng=${locale}`,
                  [CLIENT_IP_HEADER]: "203.0.113.50",
                },
                body: JSON.stringify({
                  email,
                  password: PASSWORD,
                  firstName: "Lina",
                  lastName: "Haddad",
                  [field]: name,
                }),
              }),
            );
            expect(response.status, name).toBe(400);
            expect((await response.json()).message, name).toBe(message);
          }
          expect(await services.db.select().from(user).where(eq(user.email, email))).toEqual([]);
        }
        const mails = await readOutbox(`${services.dataDir}/mail`);
        expect(mails.filter((mail) => mail.to.startsWith(`domain-${locale}-`))).toEqual([]);
      },
    );

    it.each(LOCALES)(
      "refuses a domain in the name of both consultation forms, signed in or not (%s)",
      async (locale) => {
        const message = createI18n(locale).t("errors:validation.nameHasWebAddress");
        const member = await customer();
        for (const name of DOMAIN_NAMES) {
          for (const cookie of [undefined, member.cookie]) {
            const email = `consult-${locale}-${accounts}@example.com`;
            const education = await call(educationRoute, "action", "/education-malaysia", {
              form: consultationForm(email, name),
              locale,
              cookie,
            });
            expect(education.status, name).toBe(400);
            expect(fieldErrors(education).fullName, name).toEqual([message]);
            const business = await call(businessRoute, "action", "/business-incorporation", {
              form: businessForm(email, name),
              locale,
              cookie,
            });
            expect(business.status, name).toBe(400);
            expect(fieldErrors(business).fullName, name).toEqual([message]);
            expect(
              await services.db
                .select()
                .from(educationConsultations)
                .where(eq(educationConsultations.email, email)),
            ).toEqual([]);
          }
        }
        // "Dr. Ahmed" and "J. R. R. Tolkien" are names, not domains.
        for (const fullName of ["Dr. Ahmed", "J. R. R. Tolkien", "عبد الله", "Mary-Jane O'Neil"]) {
          const sent = await call(educationRoute, "action", "/education-malaysia", {
            form: consultationForm(`ok-${locale}-${accounts}@example.com`, fullName),
            locale,
          });
          expect(sent.status, fullName).toBe(303);
        }
      },
    );

    it.each(LOCALES)(
      "refuses a domain in the booking's name, the profile's names and the applicant's name (%s)",
      async (locale) => {
        const message = createI18n(locale).t("errors:validation.nameHasWebAddress");
        const member = await customer();
        for (const name of DOMAIN_NAMES) {
          const booking = await call(packageRoute, "action", `/packages/${SLUG}`, {
            form: {
              customerName: name,
              customerEmail: member.email,
              customerPhone: "",
              travelDate: "2099-07-01",
              travellers: "2",
              specialRequests: "",
            },
            params: { slug: SLUG },
            cookie: member.cookie,
            locale,
          });
          expect(booking.status, name).toBe(400);
          expect(fieldErrors(booking).customerName, name).toEqual([message]);

          for (const field of ["firstName", "lastName"] as const) {
            const settings = await call(settingsRoute, "action", "/profile/settings.data", {
              form: { firstName: "Lina", lastName: "Haddad", phone: "", [field]: name },
              cookie: member.cookie,
              locale,
            });
            expect(settings.status, name).toBe(400);
            expect(fieldErrors(settings)[field], name).toEqual([message]);
          }

          const request = new Request(`${ORIGIN}/visa-application-form.data`, {
            method: "POST",
            body: new URLSearchParams({
              intent: "continue",
              fullName: name,
              email: member.email,
              phone: "+966501234567",
              nationality: "Jordanian",
              passportNumber: "AB1234567",
              dateOfBirth: "1990-04-12",
              address: "12 King Fahd Road, Riyadh",
              travelDate: "2099-01-15",
            }),
            headers: { cookie: member.cookie },
          });
          const application = await answerOf(async () =>
            applicationFormAction(
              { request, context: await routeContext(services, request, locale) } as never,
              "visa",
              noPayment,
            ),
          );
          expect(application.status, name).toBe(400);
          expect(fieldErrors(application).fullName, name).toEqual([message]);
        }
        expect(
          await services.db
            .select()
            .from(travelPackageBookings)
            .where(eq(travelPackageBookings.userId, member.id)),
        ).toEqual([]);
        const [row] = await services.db.select().from(user).where(eq(user.id, member.id));
        expect(row).toMatchObject({ firstName: "Lina", lastName: "Haddad" });
      },
    );
  });
}
