import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { CartProvider } from "../../components/cart/cart-context.tsx";
import { HONEYPOT_FIELD } from "../../components/forms/honeypot.tsx";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { travelPackageBookings, travelPackages, user } from "../../platform/db/schema/index.ts";
import { RATE_RULES } from "../../platform/http/rate-limit.server.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import { action } from "../../routes/package.tsx";
import { AuthDialogProvider } from "../auth/auth-dialog.tsx";
import type { BookingActionData } from "./booking.ts";
import { BookingForm } from "./booking-form.tsx";

const SLUG = "route-test-petra";
const PASSWORD = "Str0ng!pass";
const TOO_MANY = { en: "Too many requests. Please slow down.", ar: "" };
const BOOKED = new RegExp(`^/packages/${SLUG}\\?booking=[0-9a-f-]{36}$`);

/** Every message of a refusal: the form's and its fields'. */
const messagesOf = (answer: Answer) =>
  Object.values(answer.body?.result.error ?? {}).flatMap((list) => list ?? []);

interface Answer {
  status: number;
  body: BookingActionData | null;
  location?: string | null;
}

/** What the action answered: a redirect, data with its status, or a thrown 404. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as BookingActionData };
  }
  throw result;
}

function validForm(extra: Record<string, string> = {}): Record<string, string> {
  return {
    customerName: "Lina Haddad",
    customerEmail: "lina.contact@example.com",
    customerPhone: "",
    travelDate: "2099-07-01",
    travellers: "2",
    specialRequests: "",
    ...extra,
  };
}

for (const database of testDatabases()) {
  describe(`the booking action of /packages/:slug on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let accounts = 0;

    /** A new verified account, signed in: its e-mail, id and session cookie. */
    async function signedIn(): Promise<{ email: string; id: string; cookie: string }> {
      accounts += 1;
      const email = `booker-${accounts}-${database.name}@example.com`;
      await services.auth.api.signUpEmail({
        body: { email, password: PASSWORD, name: "Lina Haddad", firstName: "Lina", lastName: "Haddad" },
      });
      await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const response = await services.auth.api.signInEmail({
        body: { email, password: PASSWORD },
        asResponse: true,
      });
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { email, id: row!.id, cookie };
    }

    function post(
      body: BodyInit,
      options: { cookie?: string; locale?: Locale; headers?: Record<string, string> } = {},
    ): Promise<Answer> {
      const request = new Request(`http://shop.test/packages/${SLUG}`, {
        method: "POST",
        body,
        headers: {
          [CLIENT_IP_HEADER]: "203.0.113.9",
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      });
      return answerOf(async () =>
        action({
          request,
          params: { slug: SLUG },
          context: await routeContext(services, request, options.locale),
        } as never),
      );
    }

    const book = (fields: Record<string, string>, options: { cookie?: string; locale?: Locale } = {}) =>
      post(new URLSearchParams(fields), options);

    const bookingsOf = (userId: string) =>
      services.db.select().from(travelPackageBookings).where(eq(travelPackageBookings.userId, userId));

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      await services.db.insert(travelPackages).values({
        slug: SLUG,
        name: { en: "Petra by night", ar: "البتراء ليلًا" },
        description: { en: "", ar: "" },
        destination: { en: "Jordan", ar: "الأردن" },
        priceCents: 50_000,
        durationDays: 3,
        budgetLevel: "mid_range",
      });
      TOO_MANY.ar = createI18n("ar").t("errors:codes.API_RATE_LIMIT");
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("mails the confirmation to the account's own address only; the contact e-mail is stored for staff", async () => {
      const account = await signedIn();
      const answer = await book(
        validForm({ customerEmail: "Victim@Elsewhere.example", customerName: "Lina Haddad" }),
        { cookie: account.cookie },
      );
      expect(answer.status).toBe(303);
      expect(answer.location).toMatch(BOOKED);
      const [stored] = await bookingsOf(account.id);
      expect(stored?.customerEmail).toBe("victim@elsewhere.example");
      const mails = (await readOutbox(`${services.dataDir}/mail`)).filter(
        (mail) => mail.template === "booking-confirmation",
      );
      expect(mails.map((mail) => mail.to)).toEqual([account.email]);
      // Our own link only: the booking in the profile, where it is paid.
      expect(mails[0]!.links).toEqual([
        `${services.config.APP_URL}/profile/bookings?lng=en#booking-${stored!.id}`,
      ]);
    });

    it("refuses a link as the customer's name, and sends nothing", async () => {
      const account = await signedIn();
      const before = (await readOutbox(`${services.dataDir}/mail`)).length;
      const answer = await book(validForm({ customerName: "Win a prize at http://evil.example" }), {
        cookie: account.cookie,
      });
      expect(answer.status).toBe(400);
      expect(answer.body?.result.error?.customerName).toEqual([
        createI18n("en").t("errors:validation.nameHasWebAddress"),
      ]);
      expect(await bookingsOf(account.id)).toEqual([]);
      expect(await readOutbox(`${services.dataDir}/mail`)).toHaveLength(before);
    });

    it("answers 429 with the translated message once a user has made the bookings the rate limit allows", async () => {
      const { max } = RATE_RULES.booking;
      const account = await signedIn();
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => book(validForm(), { cookie: account.cookie })),
      );
      expect(answers.filter((a) => a.status === 303)).toHaveLength(max);
      const refused = answers.filter((a) => a.status !== 303);
      expect(refused).toHaveLength(30 - max);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        // On the form as its message, with what was typed kept.
        expect(answer.body?.result.error).toEqual({ "": [TOO_MANY.en] });
        expect(answer.body?.result.initialValue).toMatchObject({
          customerName: "Lina Haddad",
          travellers: "2",
        });
      }
      expect(await bookingsOf(account.id)).toHaveLength(max);

      const arabic = await book(validForm(), { cookie: account.cookie, locale: "ar" });
      expect(arabic).toMatchObject({ status: 429, body: { result: { error: { "": [TOO_MANY.ar] } } } });
      expect(TOO_MANY.ar).toMatch(/[\u0600-\u06FF]/);

      // Another customer has a limit of their own.
      const other = await signedIn();
      expect((await book(validForm(), { cookie: other.cookie })).status).toBe(303);
    });

    it("does not count refused input against the limit", async () => {
      const account = await signedIn();
      for (let i = 0; i < RATE_RULES.booking.max + 2; i++) {
        expect((await book(validForm({ travellers: "0" }), { cookie: account.cookie })).status).toBe(400);
      }
      expect((await book(validForm(), { cookie: account.cookie })).status).toBe(303);
    });

    it("refuses a booking whose honeypot is filled in, and records nothing", async () => {
      const account = await signedIn();
      const answer = await book(validForm({ [HONEYPOT_FIELD]: "buy now" }), {
        cookie: account.cookie,
        locale: "ar",
      });
      expect(answer.status).toBe(400);
      expect(answer.body?.result.error).toEqual({ "": [createI18n("ar").t("errors:forms.refused")] });
      expect(await bookingsOf(account.id)).toEqual([]);
    });

    it("answers bad input with a 4xx and a translated message, never a 5xx", async () => {
      const account = await signedIn();
      const huge = "x".repeat(100_000);
      const withFile = new FormData();
      for (const [key, value] of Object.entries(validForm())) withFile.set(key, value);
      withFile.set("customerName", new Blob(["Lina"], { type: "text/plain" }), "name.txt");
      withFile.set("travellers", new Blob(["2"]), "travellers.txt");

      const cases: [string, () => Promise<Answer>][] = [
        ["no fields", () => book({}, { cookie: account.cookie })],
        ["only a stray field", () => book({ enhanced: "1" }, { cookie: account.cookie })],
        ["files instead of text", () => post(withFile, { cookie: account.cookie })],
        ...Object.keys(validForm()).map((field): [string, () => Promise<Answer>] => [
          `100 KB in ${field}`,
          () => book(validForm({ [field]: huge }), { cookie: account.cookie }),
        ]),
        ["an emoji name", () => book(validForm({ customerName: "Lina 😀" }), { cookie: account.cookie })],
        [
          "a bidi override",
          () => book(validForm({ customerName: "Lina\u202Eevil" }), { cookie: account.cookie }),
        ],
        [
          "an Arabic-digit date",
          () => book(validForm({ travelDate: "٢٠٩٩-٠٧-٠١" }), { cookie: account.cookie }),
        ],
        [
          "a unicode e-mail",
          () => book(validForm({ customerEmail: "لينا@مثال.com" }), { cookie: account.cookie }),
        ],
        ["words as travellers", () => book(validForm({ travellers: "two" }), { cookie: account.cookie })],
        ["a huge number", () => book(validForm({ travellers: "1e400" }), { cookie: account.cookie })],
        [
          "a JSON body",
          () =>
            post(JSON.stringify(validForm()), {
              cookie: account.cookie,
              headers: { "content-type": "application/json" },
            }),
        ],
        [
          "a broken multipart body",
          () =>
            post("--x\r\nbroken", {
              cookie: account.cookie,
              headers: { "content-type": "multipart/form-data; boundary=x" },
            }),
        ],
        ["no session", () => book(validForm())],
        ["a forged session", () => book(validForm(), { cookie: "better-auth.session_token=forged.value" })],
      ];
      for (const [label, run] of cases) {
        const answer = await run();
        expect(answer.status, label).toBeGreaterThanOrEqual(400);
        expect(answer.status, label).toBeLessThan(500);
        expect(answer.body?.result.status, label).toBe("error");
        const messages = messagesOf(answer);
        expect(messages.length, label).toBeGreaterThan(0);
        for (const message of messages) expect(message, label).not.toMatch(/^(errors|packages):/);
        // A huge value is not echoed back whole.
        expect(JSON.stringify(answer.body).length, label).toBeLessThan(20_000);
      }
      expect(await bookingsOf(account.id)).toEqual([]);

      const arabic = await book(validForm({ customerName: "www.evil.example" }), {
        cookie: account.cookie,
        locale: "ar",
      });
      expect(arabic.status).toBe(400);
      expect(arabic.body?.result.error?.customerName?.[0]).toMatch(/[\u0600-\u06FF]/);
    });
  });
}

/** The booking form of a signed-in customer, with an answer of the action, inside the page's providers. */
function BookingFormPage({ actionData }: { actionData: BookingActionData }) {
  return createElement(
    AuthDialogProvider,
    null,
    createElement(
      CartProvider,
      null,
      createElement(BookingForm, {
        packageId: "00000000-0000-4000-8000-000000000000",
        packageName: "Petra",
        priceCents: 50_000,
        imageUrl: null,
        prefill: { name: "Lina Haddad", email: "lina@example.com" },
        today: "2030-06-15",
        minTravelDate: "2030-06-16",
        actionData,
        pageHref: `/packages/${SLUG}`,
      }),
    ),
  );
}

describe("the booking form", () => {
  function render(locale: Locale, actionData: BookingActionData) {
    const page = createElement(BookingFormPage, { actionData });
    const router = createMemoryRouter([{ id: "page", path: "/packages/:slug", element: page }], {
      initialEntries: [`/packages/${SLUG}`],
      hydrationData: { loaderData: { page: null } },
    });
    return renderToString(
      createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
    );
  }

  it.each(["en", "ar"] as const)(
    "shows the rate limit's message and where the confirmation goes (%s)",
    (locale) => {
      const t = createI18n(locale).t;
      const message = t("errors:codes.API_RATE_LIMIT");
      const html = render(locale, {
        result: { status: "error", initialValue: {}, error: { "": [message] } },
      });
      expect(html).toContain(message);
      expect(html).toContain('role="alert"');
      const hint = t("packages:booking.fields.customerEmailHint", { email: "\u2066lina@example.com\u2069" });
      expect(html).toContain(hint.replaceAll("'", "&#x27;"));
    },
  );
});
