import { count, like } from "drizzle-orm";
import { createElement, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { HONEYPOT_FIELD } from "../../components/forms/honeypot.tsx";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { RATE_RULES } from "../../platform/http/rate-limit.server.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { appContext } from "../../platform/server/context.ts";
import * as newsletterRoute from "../../routes/newsletter.tsx";
import type { NewsletterActionData } from "./newsletter-form-state.ts";

interface Answer {
  status: number;
  body: NewsletterActionData | null;
  location?: string | null;
}

async function answerOf(result: unknown): Promise<Answer> {
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as NewsletterActionData };
  }
  throw new Error(`unexpected answer ${JSON.stringify(result)}`);
}

/** The refusal's message: the field's or the form's. */
const messageOf = (answer: Answer) => Object.values(answer.body?.result.error ?? {}).flat()[0] ?? "";

for (const database of testDatabases()) {
  describe(`the newsletter action on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;

    /** Posts as the page's fetcher does (`dataRequest`: /newsletter.data) or as a plain form. */
    async function post(
      body: BodyInit,
      options: {
        address?: string;
        locale?: Locale;
        headers?: Record<string, string>;
        dataRequest?: boolean;
      } = {},
    ): Promise<Answer> {
      const context = new RouterContextProvider();
      context.set(appContext, {
        services,
        locale: options.locale ?? "en",
        cspNonce: "",
        page: { tables: null },
      });
      const request = new Request(`http://shop.test/newsletter${options.dataRequest ? ".data" : ""}`, {
        method: "POST",
        body,
        headers: { [CLIENT_IP_HEADER]: options.address ?? "198.51.100.1", ...options.headers },
      });
      return answerOf(await newsletterRoute.action({ request, params: {}, context } as never));
    }
    const signUp = (
      fields: Record<string, string>,
      options: { address?: string; locale?: Locale; dataRequest?: boolean } = {},
    ) => post(new URLSearchParams(fields), options);

    const subscribed = async (prefix: string) =>
      Number(
        (
          await services.db
            .select({ value: count() })
            .from(newsletterSubscribers)
            .where(like(newsletterSubscribers.email, `${prefix}%`))
        )[0]?.value ?? 0,
      );

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("accepts the rule's sign-ups from one client address, then answers 429 with the translated message", async () => {
      const { max } = RATE_RULES.newsletter;
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          signUp({ email: `burst-${i}@example.com` }, { address: "198.51.100.7", dataRequest: true }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(60 - max);
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(messageOf(answer)).toBe("Too many requests. Please slow down.");
      }
      expect(await subscribed("burst-")).toBe(max);

      // A plain post (no JavaScript) gets the page with the message, not a redirect to "subscribed".
      const plain = await signUp({ email: "plain@example.com" }, { address: "198.51.100.7", locale: "ar" });
      expect(plain.status).toBe(429);
      expect(messageOf(plain)).toBe(createI18n("ar").t("errors:codes.API_RATE_LIMIT"));
      expect(plain.body?.result.initialValue).toEqual({ email: "plain@example.com" });

      // Another address has its own window.
      const other = await signUp(
        { email: "other@example.com" },
        { address: "198.51.100.8", dataRequest: true },
      );
      expect(other).toMatchObject({
        status: 200,
        body: { subscribed: true, result: { initialValue: null } },
      });
      // Without JavaScript: back to the page the form was on, which says so.
      const back = await signUp(
        { email: "back@example.com", returnTo: "/shop?q=x", variant: "dark" },
        { address: "198.51.100.8" },
      );
      expect(back).toMatchObject({
        status: 303,
        location: "/shop?q=x&newsletter=subscribed&newsletter_form=dark#newsletter-dark",
      });
    });

    it("answers bad input with a 4xx and a translated message, never a 5xx", async () => {
      const withFile = new FormData();
      withFile.set("email", new Blob(["a@example.com"]), "email.txt");
      type Case = [string, (locale: Locale) => Promise<Answer>];
      const json = { "content-type": "application/json" };
      const multipart = { "content-type": "multipart/form-data; boundary=x" };
      const cases: Case[] = [
        ["no fields", (locale) => signUp({}, { locale })],
        ["a blank address", (locale) => signUp({ email: "   " }, { locale })],
        ["a file instead of text", (locale) => post(withFile, { locale })],
        ["100 KB", (locale) => signUp({ email: `${"a".repeat(100_000)}@example.com` }, { locale })],
        ["100 KB of anything", (locale) => signUp({ email: "é".repeat(100_000) }, { locale })],
        ["a unicode address", (locale) => signUp({ email: "لينا@مثال.السعودية" }, { locale })],
        ["an emoji", (locale) => signUp({ email: "😀@example.com" }, { locale })],
        ["a JSON body", (locale) => post('{"email":"a@example.com"}', { locale, headers: json })],
        ["a broken multipart body", (locale) => post("--x\r\nbroken", { locale, headers: multipart })],
      ];
      for (const locale of ["en", "ar"] as const) {
        for (const [label, run] of cases) {
          const answer = await run(locale);
          expect(answer.status, label).toBeGreaterThanOrEqual(400);
          expect(answer.status, label).toBeLessThan(500);
          expect(answer.status, label).not.toBe(429);
          expect(messageOf(answer), label).not.toBe("");
          expect(messageOf(answer), label).not.toMatch(/^errors:/);
          if (locale === "ar") expect(messageOf(answer), label).toMatch(/[\u0600-\u06FF]/);
        }
      }
      expect(await subscribed("a@")).toBe(0);
    });

    it("refuses a sign-up whose honeypot is filled in", async () => {
      const bot = { email: "bot@example.com", [HONEYPOT_FIELD]: "x" };
      const answer = await signUp(bot, { address: "198.51.100.20", dataRequest: true });
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toBe(createI18n("en").t("errors:forms.refused"));
      expect(await subscribed("bot@")).toBe(0);
    });
  });
}

describe("the /newsletter page", () => {
  it.each(["en", "ar"] as const)("shows the rate limit's message after a plain post (%s)", async (locale) => {
    const message = createI18n(locale).t("errors:codes.API_RATE_LIMIT");
    const actionData: NewsletterActionData = {
      result: { status: "error", initialValue: { email: "lina@example.com" }, error: { "": [message] } },
    };
    const page = createElement(newsletterRoute.default as (props: { actionData: unknown }) => ReactNode, {
      actionData,
    });
    const router = createMemoryRouter([{ id: "page", path: "/newsletter", element: page }], {
      initialEntries: ["/newsletter"],
      hydrationData: { loaderData: { page: null } },
    });
    // The form's code is a lazy chunk: wait for it as the server does.
    const { prelude } = await prerender(
      createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
    );
    const html = await new Response(prelude).text();
    expect(html).toContain(message);
    expect(html).toContain('value="lina@example.com"');
  });
});
