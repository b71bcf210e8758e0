import { readFile } from "node:fs/promises";
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
import { mailHeaders, readOutbox } from "../../platform/mail/mail.server.ts";
import { appContext } from "../../platform/server/context.ts";
import * as newsletterRoute from "../../routes/newsletter.tsx";
import type { UnsubscribeView } from "../../routes/newsletter.unsubscribe.tsx";
import * as unsubscribeRoute from "../../routes/newsletter.unsubscribe.tsx";
import {
  confirmSubscription,
  maskEmail,
  sendNewsletterMail,
  sendWelcomeMail,
  setSubscriberStatus,
  subscribe,
  subscriberForLink,
  unsubscribeUrl,
} from "./newsletter.server.ts";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

const SECRET = "s".repeat(40);
const ID = "0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b";

describe("the unsubscribe token", () => {
  it("names the subscriber it was signed for", () => {
    const token = signUnsubscribeToken(ID, SECRET);
    expect(token).toMatch(/^n1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, SECRET)).toBe(ID);
    expect(verifyUnsubscribeToken(` ${token} `, SECRET)).toBe(ID);
    expect(signUnsubscribeToken(ID.toUpperCase(), SECRET)).toBe(token);
    // The same subscriber, the same link: it never expires.
    expect(signUnsubscribeToken(ID, SECRET)).toBe(token);
  });

  it("refuses a tampered token, another subscriber's signature and another secret", () => {
    const token = signUnsubscribeToken(ID, SECRET);
    const [version, id, signature] = token.split(".") as [string, string, string];
    const other = "1b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b";
    expect(verifyUnsubscribeToken(`${version}.${other}.${signature}`, SECRET)).toBeNull();
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    expect(verifyUnsubscribeToken(`${version}.${id}.${flipped}`, SECRET)).toBeNull();
    // The last character's unused bits: another text that decodes to the same bytes is not our token.
    const last = signature.at(-1)!;
    const sibling = String.fromCharCode(last.charCodeAt(0) ^ 1);
    expect(verifyUnsubscribeToken(`${version}.${id}.${signature.slice(0, -1)}${sibling}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(token, "t".repeat(40))).toBeNull();
    expect(verifyUnsubscribeToken(`n2.${id}.${signature}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}.x`, SECRET)).toBeNull();
  });

  it("refuses anything that is not a token, without throwing", () => {
    for (const value of [
      null,
      undefined,
      42,
      {},
      "",
      "n1",
      "n1..",
      "n1.not-a-uuid.x",
      `n1.${ID}.`,
      "x".repeat(10_000),
    ]) {
      expect(verifyUnsubscribeToken(value, SECRET)).toBeNull();
    }
    expect(() => signUnsubscribeToken("../../etc", SECRET)).toThrow();
  });
});

describe("maskEmail", () => {
  it("shows the first and last letters of the name and the whole domain", () => {
    expect(maskEmail("lina.haddad@example.com")).toBe("l•••d@example.com");
    expect(maskEmail("ab@example.com")).toBe("a•••@example.com");
    expect(maskEmail("a@example.com")).toBe("a•••@example.com");
    expect(maskEmail("broken")).toBe("•••");
  });
});

describe("the unsubscribe headers", () => {
  const request = {
    to: "a@example.com",
    locale: "en",
    template: "verify-email",
    data: { name: "", url: "" },
  } as const;

  it("are set only on a list's message, with the one-click POST header", () => {
    expect(mailHeaders(request)).toEqual({ "Content-Language": "en" });
    expect(mailHeaders({ ...request, unsubscribe: { url: "https://shop.test/u?token=1" } })).toEqual({
      "Content-Language": "en",
      "List-Unsubscribe": "<https://shop.test/u?token=1>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(
      mailHeaders({ ...request, unsubscribe: { url: "https://shop.test/u", mailto: "leave@shop.test" } })[
        "List-Unsubscribe"
      ],
    ).toBe("<https://shop.test/u>, <mailto:leave@shop.test?subject=unsubscribe>");
  });

  it("refuse a URL that is not ours to put in a header", () => {
    for (const url of [
      "javascript:alert(1)",
      "/relative",
      "https://x.test/a>, <https://evil.test",
      "https://x.test/a b",
    ]) {
      expect(() => mailHeaders({ ...request, unsubscribe: { url } }), url).toThrow();
    }
    expect(() =>
      mailHeaders({ ...request, unsubscribe: { url: "https://x.test", mailto: "a@b>, <x" } }),
    ).toThrow();
  });
});

/** The value of a header in a raw message, unfolded. */
function headerOf(eml: string, name: string): string | undefined {
  const head = eml.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

for (const database of testDatabases()) {
  describe(`newsletter unsubscribe on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let client = 0;

    const rowFor = async (email: string) =>
      (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
    const outbox = () => readOutbox(path.join(services.dataDir, "mail"));
    const mailsTo = async (email: string) => (await outbox()).filter((mail) => mail.to === email);

    function context(locale: Locale = "en") {
      const value = new RouterContextProvider();
      value.set(appContext, { services, locale, cspNonce: "", page: { tables: null } });
      return value;
    }
    /** A fresh client address per test, so the page's rate limit counts only what a test sends. */
    let address = "";
    beforeEach(() => {
      client += 1;
      address = `203.0.113.${client}`;
    });

    async function open(token: string, locale: Locale = "en") {
      const url = `http://shop.test/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      const request = new Request(url, { headers: { [CLIENT_IP_HEADER]: address } });
      return viewOf(
        await unsubscribeRoute.loader({ request, params: {}, context: context(locale) } as never),
      );
    }
    async function post(
      query: string,
      body: BodyInit,
      locale: Locale = "en",
      headers: Record<string, string> = {},
    ) {
      const request = new Request(`http://shop.test/newsletter/unsubscribe${query}`, {
        method: "POST",
        body,
        headers: { [CLIENT_IP_HEADER]: address, ...headers },
      });
      return viewOf(
        await unsubscribeRoute.action({ request, params: {}, context: context(locale) } as never),
      );
    }
    function viewOf(result: unknown): { status: number; view: UnsubscribeView } {
      const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
      expect(value?.type).toBe("DataWithResponseInit");
      return { status: value.init?.status ?? 200, view: value.data as UnsubscribeView };
    }
    const tokenFor = (id: string) => signUnsubscribeToken(id, services.config.AUTH_SECRET);
    /** A subscriber who signed up and confirmed: the only way to be on the list. */
    async function subscribed(email: string, locale: Locale) {
      const result = await subscribe(handle.db, email, locale);
      await confirmSubscription(handle.db, result.id, locale);
      return result;
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    it("finds the subscriber a token names, and nothing for a bad one", async () => {
      const { id } = await subscribed("found@example.com", "ar");
      const secret = services.config.AUTH_SECRET;
      expect(await subscriberForLink(handle.db, "unsubscribe", tokenFor(id), secret)).toEqual({
        id,
        email: "found@example.com",
        status: "active",
        locale: "ar",
      });
      expect(await subscriberForLink(handle.db, "unsubscribe", tokenFor(id), "other".repeat(10))).toBeNull();
      expect(await subscriberForLink(handle.db, "unsubscribe", "n1.x.y", secret)).toBeNull();
      // A well-signed token for a row that does not exist (never expected: rows are never deleted).
      expect(await subscriberForLink(handle.db, "unsubscribe", tokenFor(ID), secret)).toBeNull();
    });

    it("unsubscribes by status, keeps the row, and does it once however often it is asked", async () => {
      const { id } = await subscribed("leaving@example.com", "en");
      const before = await rowFor("leaving@example.com");
      expect(await setSubscriberStatus(handle.db, id, "unsubscribed")).toMatchObject({
        status: "unsubscribed",
      });
      expect(await setSubscriberStatus(handle.db, id, "unsubscribed")).toMatchObject({
        status: "unsubscribed",
      });
      const after = await rowFor("leaving@example.com");
      expect(after).toEqual({ ...before, status: "unsubscribed" });
      expect(await setSubscriberStatus(handle.db, ID, "unsubscribed")).toBeNull();
    });

    it("leaves an unsubscribed address unsubscribed when it signs up again: only its owner's click brings it back", async () => {
      const first = await subscribed("back@example.com", "en");
      await setSubscriberStatus(handle.db, first.id, "unsubscribed");
      const before = await rowFor("back@example.com");
      const again = await subscribe(handle.db, " Back@Example.com", "ar");
      expect(again).toMatchObject({ email: "back@example.com", created: false, id: first.id });
      expect(await rowFor("back@example.com")).toMatchObject({
        id: first.id,
        status: "unsubscribed",
        locale: "en",
        subscribedAt: before!.subscribedAt,
      });
      // Concurrent sign-ups change nothing either.
      await Promise.all(Array.from({ length: 5 }, () => subscribe(handle.db, "back@example.com", "en")));
      expect(await rowFor("back@example.com")).toMatchObject({ status: "unsubscribed" });
    });

    it("sends a newsletter e-mail with the unsubscribe link in its body and its List-Unsubscribe headers", async () => {
      const { id } = await subscribed("reader@example.com", "ar");
      const sent = await sendNewsletterMail(
        services,
        { id, email: "reader@example.com", locale: "ar" },
        {
          template: () => import("../../platform/mail/templates/newsletter-welcome.server.tsx"),
          data: { name: "", url: "http://shop.test/?lng=ar" },
        },
      );
      const link = unsubscribeUrl(services.config.APP_URL, services.config.AUTH_SECRET, id, "ar");
      expect(link).toBe(`http://shop.test/newsletter/unsubscribe?token=${tokenFor(id)}&lng=ar`);
      expect(sent.links).toEqual(["http://shop.test/?lng=ar", link]);
      expect(sent.text).toContain(link);
      expect(sent.html).toContain(`href="${link.replace("&", "&amp;")}"`);
      expect(sent.html).toContain('<html lang="ar" dir="rtl">');

      const [mail] = await mailsTo("reader@example.com");
      expect(mail?.headers).toEqual({
        "Content-Language": "ar",
        "List-Unsubscribe": `<${link}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // The real message carries them too.
      const eml = await readFile(path.join(services.dataDir, "mail", mail!.eml), "utf8");
      expect(headerOf(eml, "List-Unsubscribe")).toBe(`<${link}>`);
      expect(headerOf(eml, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      // Other e-mails carry none.
      await services.mailer.send({
        to: "reader@example.com",
        locale: "en",
        template: () => import("../../platform/mail/templates/verify-email.server.tsx"),
        data: { name: "R", url: "http://shop.test/v" },
      });
      const other = (await mailsTo("reader@example.com")).find((m) => m.template === "verify-email");
      expect(other?.headers).toEqual({ "Content-Language": "en" });
      expect(other?.text).not.toContain("/newsletter/unsubscribe");
    });

    it("asks on GET and changes nothing; unsubscribes on POST, once, and offers to subscribe again", async () => {
      const { id } = await subscribed("lina.haddad@example.com", "en");
      const token = tokenFor(id);

      for (let i = 0; i < 3; i++) {
        expect(await open(token)).toEqual({
          status: 200,
          view: { state: "confirm", email: "l•••d@example.com", token },
        });
      }
      expect(await rowFor("lina.haddad@example.com")).toMatchObject({ status: "active" });

      // The page's button (the token in the form), twice: the same answer, the row kept.
      const button = new URLSearchParams({ token, intent: "unsubscribe" });
      for (let i = 0; i < 2; i++) {
        expect(await post("", button)).toEqual({
          status: 200,
          view: { state: "unsubscribed", email: "l•••d@example.com", token },
        });
      }
      expect(await rowFor("lina.haddad@example.com")).toMatchObject({ id, status: "unsubscribed" });
      expect(await open(token)).toMatchObject({ status: 200, view: { state: "already" } });

      // "Subscribe again".
      const again = new URLSearchParams({ token, intent: "resubscribe" });
      expect(await post("", again)).toMatchObject({ status: 200, view: { state: "resubscribed" } });
      expect(await rowFor("lina.haddad@example.com")).toMatchObject({ id, status: "active" });
    });

    it("takes a mail client's RFC 8058 one-click POST (token in the URL, no cookies)", async () => {
      const { id } = await subscribed("oneclick@example.com", "ar");
      const query = `?token=${tokenFor(id)}&lng=ar`;
      const body = "List-Unsubscribe=One-Click";
      const type = { "content-type": "application/x-www-form-urlencoded" };
      expect(await post(query, body, "ar", type)).toMatchObject({
        status: 200,
        view: { state: "unsubscribed" },
      });
      expect(await rowFor("oneclick@example.com")).toMatchObject({ status: "unsubscribed" });
      // multipart/form-data, which RFC 8058 also allows, reads the same here.
      const multipart = new FormData();
      multipart.set("List-Unsubscribe", "One-Click");
      expect(await post(query, multipart, "ar")).toMatchObject({
        status: 200,
        view: { state: "unsubscribed" },
      });
      // An empty or unreadable body still unsubscribes: the signed URL is what counts.
      expect(await post(query, "", "ar")).toMatchObject({ status: 200, view: { state: "unsubscribed" } });
      expect(await post(query, '{"x":', "ar", { "content-type": "application/json" })).toMatchObject({
        status: 200,
      });
      expect(await rowFor("oneclick@example.com")).toMatchObject({ status: "unsubscribed" });
    });

    it("answers a missing, malformed or tampered token with 400 and its message, never a 500, and changes nothing", async () => {
      const invalid = {
        state: "invalid",
        message: createI18n("en").t("newsletter:unsubscribe.invalidBody"),
      };
      const { id } = await subscribed("kept@example.com", "en");
      const token = tokenFor(id);
      const tampered = `${token.slice(0, -3)}${token.endsWith("AAA") ? "BBB" : "AAA"}`;
      const foreign = signUnsubscribeToken(id, "another-secret-of-forty-characters-long!");
      for (const bad of ["", "x", tampered, foreign, `${token}.`, "%", "n1.'; drop table x;--.y"]) {
        expect(await open(bad), bad).toEqual({ status: 400, view: invalid });
        expect(await post(`?token=${encodeURIComponent(bad)}`, "List-Unsubscribe=One-Click"), bad).toEqual({
          status: 400,
          view: invalid,
        });
      }
      const missing = new Request("http://shop.test/newsletter/unsubscribe", {
        headers: { [CLIENT_IP_HEADER]: address },
      });
      expect(
        viewOf(await unsubscribeRoute.loader({ request: missing, params: {}, context: context() } as never)),
      ).toEqual({
        status: 400,
        view: invalid,
      });
      const withFile = new FormData();
      withFile.set("token", new Blob([token]), "token.txt");
      expect(await post("", withFile)).toEqual({ status: 400, view: invalid });
      expect(await rowFor("kept@example.com")).toMatchObject({ status: "active" });
    });

    it("has its own rate limit per client address, with the translated message", async () => {
      const { id } = await subscribed("limited@example.com", "en");
      const token = tokenFor(id);
      const { max } = RATE_RULES.newsletterUnsubscribe;
      const answers = [];
      for (let i = 0; i < max + 3; i++) answers.push(await open(i % 2 ? token : "bad", "ar"));
      expect(answers.filter((a) => a.status !== 429)).toHaveLength(max);
      expect(answers.at(-1)).toEqual({
        status: 429,
        view: { state: "rate-limited", message: createI18n("ar").t("errors:codes.API_RATE_LIMIT") },
      });
      expect((await post("", new URLSearchParams({ token }))).status).toBe(429);
      expect(await rowFor("limited@example.com")).toMatchObject({ status: "active" });
      // The newsletter sign-up's limit is another one, and another client has its own window.
      address = "203.0.113.250";
      expect((await open(token)).status).toBe(200);
    });

    it("sends the welcome e-mail only once the owner confirms, and none for a duplicate sign-up", async () => {
      const signUp = async (email: string, locale: Locale) => {
        const request = new Request("http://shop.test/newsletter.data", {
          method: "POST",
          body: new URLSearchParams({ email }),
          headers: { [CLIENT_IP_HEADER]: address },
        });
        const result = (await newsletterRoute.action({
          request,
          params: {},
          context: context(locale),
        } as never)) as {
          init?: ResponseInit | null;
          data: { subscribed?: boolean };
        };
        return { status: result.init?.status ?? 200, subscribed: result.data.subscribed };
      };
      expect(await signUp("welcome@example.com", "ar")).toEqual({ status: 200, subscribed: true });
      expect(await signUp("Welcome@example.com", "en")).toEqual({ status: 200, subscribed: true });
      const mails = await mailsTo("welcome@example.com");
      expect(mails.map((m) => m.template)).toEqual(["newsletter-confirm"]);
      expect(mails[0]).toMatchObject({ locale: "ar", subject: "يُرجى تأكيد اشتراكك في النشرة البريدية" });
      // Not on the list yet: no List-Unsubscribe.
      expect(mails[0]?.headers["List-Unsubscribe"]).toBeUndefined();

      const row = await rowFor("welcome@example.com");
      expect(row).toMatchObject({ status: "pending", locale: "ar" });
      await confirmSubscription(handle.db, row!.id, "ar");
      await sendWelcomeMail(services, { id: row!.id, email: "welcome@example.com", locale: "ar" });
      const welcome = (await mailsTo("welcome@example.com")).filter(
        (m) => m.template === "newsletter-welcome",
      );
      expect(welcome).toHaveLength(1);
      expect(welcome[0]?.subject).toBe("أهلًا بك في نشرتنا البريدية");
      expect(welcome[0]?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      // Active now: another sign-up mails nothing.
      expect(await signUp("welcome@example.com", "en")).toEqual({ status: 200, subscribed: true });
      expect(await mailsTo("welcome@example.com")).toHaveLength(2);
    });
  });
}

describe("the /newsletter/unsubscribe page", () => {
  async function render(locale: Locale, loaderData: UnsubscribeView, actionData?: UnsubscribeView) {
    const page = createElement(
      unsubscribeRoute.default as (props: { loaderData: unknown; actionData: unknown }) => ReactNode,
      { loaderData, actionData },
    );
    const router = createMemoryRouter([{ id: "page", path: "/newsletter/unsubscribe", element: page }], {
      initialEntries: ["/newsletter/unsubscribe?token=t"],
      hydrationData: { loaderData: { page: null } },
    });
    const { prelude } = await prerender(
      createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(RouterProvider, { router })),
    );
    return new Response(prelude).text();
  }

  it.each(["en", "ar"] as const)(
    "asks with the masked address and a button, then confirms (%s)",
    async (locale) => {
      const t = createI18n(locale).t;
      const confirm = await render(locale, { state: "confirm", email: "l•••d@example.com", token: "t" });
      const [before, after] = t("newsletter:unsubscribe.question", { email: "|" }).split("|");
      expect(confirm).toContain(
        `${before}<bdi dir="ltr" class="font-semibold">l•••d@example.com</bdi>${after}`,
      );
      expect(confirm).toContain(t("newsletter:unsubscribe.confirm"));
      expect(confirm).toMatch(/<form [^>]*action="\/newsletter\/unsubscribe\?token=t" method="post"/);
      expect(confirm).toContain('name="token" value="t"');

      const done = await render(
        locale,
        { state: "confirm", email: "l•••d@example.com", token: "t" },
        { state: "unsubscribed", email: "l•••d@example.com", token: "t" },
      );
      expect(done).toContain(t("newsletter:unsubscribe.doneTitle"));
      expect(done).toContain(t("newsletter:unsubscribe.resubscribe"));
      expect(done).toContain('value="resubscribe"');

      const invalid = await render(locale, { state: "invalid", message: "" });
      expect(invalid).toContain(t("newsletter:unsubscribe.invalidTitle"));
      expect(invalid).not.toContain("<form");
      if (locale === "ar") expect(invalid).toMatch(/[\u0600-\u06FF]/);
    },
  );
});
