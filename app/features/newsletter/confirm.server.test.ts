import path from "node:path";
import { eq } from "drizzle-orm";
import { createElement, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { RATE_RULES } from "../../platform/http/rate-limit.server.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import { appContext } from "../../platform/server/context.ts";
import type { ConfirmView } from "../../routes/newsletter.confirm.tsx";
import * as confirmRoute from "../../routes/newsletter.confirm.tsx";
import * as newsletterRoute from "../../routes/newsletter.tsx";
import { CONFIRM_LINK_HOURS, signConfirmToken, verifyConfirmToken } from "./confirm-token.server.ts";
import { CONFIRMATION_RESEND_MINUTES, confirmUrl } from "./newsletter.server.ts";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

const SECRET = "s".repeat(40);
const ID = "0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b";
const HOUR = 3_600_000;

describe("the confirmation token", () => {
  it("names its subscriber until it expires", () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signConfirmToken(ID, SECRET, now);
    expect(token).toMatch(/^c1\.[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyConfirmToken(token, SECRET, now)).toBe(ID);
    expect(verifyConfirmToken(` ${token} `, SECRET, now + (CONFIRM_LINK_HOURS - 1) * HOUR)).toBe(ID);
    expect(verifyConfirmToken(token, SECRET, now + CONFIRM_LINK_HOURS * HOUR)).toBeNull();
  });

  it("refuses a tampered one, a later expiry, another secret, and the unsubscribe link's token (and back)", () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signConfirmToken(ID, SECRET, now);
    const [version, id, expires, signature] = token.split(".") as [string, string, string, string];
    const later = (Number.parseInt(expires, 36) + 86_400).toString(36);
    expect(verifyConfirmToken(`${version}.${id}.${later}.${signature}`, SECRET, now)).toBeNull();
    const other = "1b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b";
    expect(verifyConfirmToken(`${version}.${other}.${expires}.${signature}`, SECRET, now)).toBeNull();
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    expect(verifyConfirmToken(`${version}.${id}.${expires}.${flipped}`, SECRET, now)).toBeNull();
    expect(verifyConfirmToken(token, "t".repeat(40), now)).toBeNull();
    // One purpose each: neither link does the other's job.
    expect(verifyConfirmToken(signUnsubscribeToken(ID, SECRET), SECRET, now)).toBeNull();
    const unsubscribe = signUnsubscribeToken(ID, SECRET).split(".")[2];
    expect(verifyConfirmToken(`c1.${ID}.${expires}.${unsubscribe}`, SECRET, now)).toBeNull();
    expect(verifyUnsubscribeToken(`n1.${ID}.${signature}`, SECRET)).toBeNull();
    for (const junk of [null, 42, "", "c1", "c1...", `c1.${ID}.-1.${signature}`, "x".repeat(10_000)]) {
      expect(verifyConfirmToken(junk, SECRET, now)).toBeNull();
    }
  });
});

for (const database of testDatabases()) {
  describe(`newsletter double opt-in on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let client = 0;
    let address = "";
    beforeEach(() => {
      client += 1;
      address = `192.0.2.${client}`;
    });

    const rowFor = async (email: string) =>
      (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
    const mailsTo = async (email: string, template: string) =>
      (await readOutbox(path.join(services.dataDir, "mail"))).filter(
        (mail) => mail.to === email && mail.template === template,
      );
    /** The sign-up's resend window, as if it had passed. */
    const waitOutResend = (email: string) =>
      handle.db
        .update(newsletterSubscribers)
        .set({ confirmationSentAt: new Date(Date.now() - (CONFIRMATION_RESEND_MINUTES + 1) * 60_000) })
        .where(eq(newsletterSubscribers.email, email));

    function context(locale: Locale) {
      const value = new RouterContextProvider();
      value.set(appContext, { services, locale, cspNonce: "", page: { tables: null } });
      return value;
    }
    async function signUp(email: string, locale: Locale) {
      const request = new Request("http://shop.test/newsletter.data", {
        method: "POST",
        body: new URLSearchParams({ email }),
        headers: { [CLIENT_IP_HEADER]: address },
      });
      const result = (await newsletterRoute.action({
        request,
        params: {},
        context: context(locale),
      } as never)) as { init?: ResponseInit | null; data: { subscribed?: boolean } };
      return { status: result.init?.status ?? 200, subscribed: result.data.subscribed };
    }
    function viewOf(result: unknown): { status: number; view: ConfirmView } {
      const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
      expect(value?.type).toBe("DataWithResponseInit");
      return { status: value.init?.status ?? 200, view: value.data as ConfirmView };
    }
    async function open(link: string, locale: Locale = "en") {
      const request = new Request(link, { headers: { [CLIENT_IP_HEADER]: address } });
      return viewOf(await confirmRoute.loader({ request, params: {}, context: context(locale) } as never));
    }
    async function confirm(link: string, locale: Locale = "en") {
      const token = new URL(link).searchParams.get("token") ?? "";
      const request = new Request(link, {
        method: "POST",
        body: new URLSearchParams({ token }),
        headers: { [CLIENT_IP_HEADER]: address },
      });
      return viewOf(await confirmRoute.action({ request, params: {}, context: context(locale) } as never));
    }
    async function linkIn(email: string) {
      const [mail] = (await mailsTo(email, "newsletter-confirm")).slice(-1);
      const link = mail?.links.find((l) => l.includes("/newsletter/confirm?token="));
      if (!link) throw new Error(`no confirmation link to ${email}`);
      return link;
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("a stranger's sign-up of an unsubscribed address leaves it unsubscribed and sends no welcome", async () => {
      const email = "owner@example.com";
      await signUp(email, "en");
      await confirm(await linkIn(email));
      const row = await rowFor(email);
      await handle.db
        .update(newsletterSubscribers)
        .set({ status: "unsubscribed" })
        .where(eq(newsletterSubscribers.id, row!.id));
      const welcomes = (await mailsTo(email, "newsletter-welcome")).length;
      expect(welcomes).toBe(1);

      await waitOutResend(email);
      address = "198.51.100.66";
      expect(await signUp(email, "ar")).toEqual({ status: 200, subscribed: true });
      expect(await rowFor(email)).toMatchObject({ id: row!.id, status: "unsubscribed", locale: "en" });
      expect(await mailsTo(email, "newsletter-welcome")).toHaveLength(welcomes);
      // Its owner gets a confirmation link instead, in the sign-up's language; only that brings it back.
      const confirmations = await mailsTo(email, "newsletter-confirm");
      expect(confirmations).toHaveLength(2);
      expect(confirmations[1]).toMatchObject({ locale: "ar" });
      expect(await confirm(await linkIn(email), "ar")).toMatchObject({ view: { state: "confirmed" } });
      expect(await rowFor(email)).toMatchObject({ status: "active", locale: "ar" });
    });

    it("the link asks on GET and changes nothing; the button activates and welcomes once", async () => {
      const email = "lina.haddad@example.com";
      expect(await signUp(email, "ar")).toEqual({ status: 200, subscribed: true });
      const [mail] = await mailsTo(email, "newsletter-confirm");
      expect(mail).toMatchObject({ locale: "ar", subject: "يُرجى تأكيد اشتراكك في النشرة البريدية" });
      const link = await linkIn(email);
      expect(link).toMatch(/^http:\/\/shop\.test\/newsletter\/confirm\?token=c1\.[\w.-]+&lng=ar$/);
      expect(mail?.text).toContain(link);
      expect(await mailsTo(email, "newsletter-welcome")).toHaveLength(0);

      const token = new URL(link).searchParams.get("token")!;
      for (let i = 0; i < 3; i++) {
        expect(await open(link, "ar")).toEqual({
          status: 200,
          view: { state: "confirm", email: "l•••d@example.com", token },
        });
      }
      expect(await rowFor(email)).toMatchObject({ status: "pending" });

      // A double click, or two tabs: one activation, one welcome.
      const answers = await Promise.all([confirm(link, "ar"), confirm(link, "ar"), confirm(link, "ar")]);
      expect(answers.map((a) => a.view.state).sort()).toEqual(["already", "already", "confirmed"]);
      expect(await rowFor(email)).toMatchObject({ status: "active", locale: "ar" });
      const welcome = await mailsTo(email, "newsletter-welcome");
      expect(welcome).toHaveLength(1);
      expect(welcome[0]).toMatchObject({ locale: "ar", subject: "أهلًا بك في نشرتنا البريدية" });
      expect(welcome[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

      expect(await open(link, "ar")).toMatchObject({ status: 200, view: { state: "already" } });
      expect(await confirm(link, "ar")).toMatchObject({ status: 200, view: { state: "already" } });
      expect(await mailsTo(email, "newsletter-welcome")).toHaveLength(1);
    });

    it("gives the same answer for every state of the address, and mails an active one nothing", async () => {
      const email = "known@example.com";
      const first = await signUp(email, "en");
      await confirm(await linkIn(email));
      await waitOutResend(email);
      expect(await signUp(email, "en")).toEqual(first);
      expect(await signUp("unknown@example.com", "en")).toEqual(first);
      expect(await mailsTo(email, "newsletter-confirm")).toHaveLength(1);
      expect(await mailsTo(email, "newsletter-welcome")).toHaveLength(1);
    });

    it.each(["en", "ar"] as const)(
      "answers an expired, tampered or missing link with a translated 400 and changes nothing (%s)",
      async (locale) => {
        const email = `expiring-${locale}@example.com`;
        await signUp(email, locale);
        const row = await rowFor(email);
        const { APP_URL, AUTH_SECRET } = services.config;
        const expired = confirmUrl(
          APP_URL,
          AUTH_SECRET,
          row!.id,
          locale,
          Date.now() - CONFIRM_LINK_HOURS * HOUR,
        );
        const link = await linkIn(email);
        const tampered = link.replace(/token=c1\.([0-9a-f])/, (_, c) => `token=c1.${c === "a" ? "b" : "a"}`);
        const unsubscribe = `http://shop.test/newsletter/confirm?token=${signUnsubscribeToken(row!.id, AUTH_SECRET)}`;
        const invalid = {
          status: 400,
          view: { state: "invalid", message: createI18n(locale).t("newsletter:confirm.invalidBody") },
        };
        for (const bad of [expired, tampered, unsubscribe, "http://shop.test/newsletter/confirm"]) {
          expect(await open(bad, locale), bad).toEqual(invalid);
          expect(await confirm(bad, locale), bad).toEqual(invalid);
        }
        if (locale === "ar") expect(invalid.view.message).toMatch(/[\u0600-\u06FF]/);
        expect(await rowFor(email)).toMatchObject({ status: "pending" });
        expect(await mailsTo(email, "newsletter-welcome")).toHaveLength(0);
      },
    );

    it("has its own rate limit per client address, with the translated message", async () => {
      const { max } = RATE_RULES.newsletterConfirm;
      const answers = [];
      for (let i = 0; i < max + 2; i++) answers.push(await open("http://shop.test/newsletter/confirm", "ar"));
      expect(answers.filter((a) => a.status === 400)).toHaveLength(max);
      expect(answers.at(-1)).toEqual({
        status: 429,
        view: { state: "rate-limited", message: createI18n("ar").t("errors:codes.API_RATE_LIMIT") },
      });
    });
  });
}

describe("the /newsletter/confirm page", () => {
  async function render(locale: Locale, loaderData: ConfirmView, actionData?: ConfirmView) {
    const page = createElement(
      confirmRoute.default as (props: { loaderData: unknown; actionData: unknown }) => ReactNode,
      { loaderData, actionData },
    );
    const router = createMemoryRouter([{ id: "page", path: "/newsletter/confirm", element: page }], {
      initialEntries: ["/newsletter/confirm?token=t"],
      hydrationData: { loaderData: { page: null } },
    });
    const { prelude } = await prerender(
      createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
    );
    return new Response(prelude).text();
  }

  it.each(["en", "ar"] as const)(
    "asks with the masked address and a button, then says so (%s)",
    async (locale) => {
      const t = createI18n(locale).t;
      const ask = await render(locale, { state: "confirm", email: "l•••d@example.com", token: "t" });
      const [before, after] = t("newsletter:confirm.question", { email: "|" }).split("|");
      expect(ask).toContain(`${before}<bdi dir="ltr" class="font-semibold">l•••d@example.com</bdi>${after}`);
      expect(ask).toContain(t("newsletter:confirm.confirm"));
      expect(ask).toMatch(/<form [^>]*action="\/newsletter\/confirm\?token=t" method="post"/);
      expect(ask).toContain('name="token" value="t"');

      const done = await render(
        locale,
        { state: "confirm", email: "l•••d@example.com", token: "t" },
        { state: "confirmed", email: "l•••d@example.com", token: "t" },
      );
      expect(done).toContain(t("newsletter:confirm.doneTitle"));
      expect(done).not.toContain("<form");

      const invalid = await render(locale, { state: "invalid", message: "" });
      expect(invalid).toContain(t("newsletter:confirm.invalidTitle"));
      expect(invalid).not.toContain("<form");
      if (locale === "ar") expect(invalid).toMatch(/[\u0600-\u06FF]/);
    },
  );
});
