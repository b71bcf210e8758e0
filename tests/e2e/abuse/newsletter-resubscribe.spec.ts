/**
 * Nobody but an address's owner puts it on the newsletter (double opt-in). An owner subscribes, confirms and
 * unsubscribes (one-click); then a stranger signs the address up in every way the forms allow (page and
 * `.data`, both languages, other case and spaces, the business consultation's checkbox): the address stays
 * unsubscribed and gets no welcome e-mail. The sign-up answers the same for a new, pending, active and
 * unsubscribed address. The confirmation link changes nothing on GET or HEAD (mail scanners), confirms and
 * welcomes once on POST however often it is sent, and an expired (signed with the server's own secret),
 * tampered or foreign token (the unsubscribe link's) answers a translated 400.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CONFIRM_LINK_HOURS,
  signConfirmToken,
} from "../../../app/features/newsletter/confirm-token.server.ts";
import { signUnsubscribeToken } from "../../../app/features/newsletter/unsubscribe-token.server.ts";
import { judge } from "../../helpers/abuse-http.ts";
import { newContext } from "../../helpers/abuse-identities.ts";
import type { Lang } from "../../helpers/human-message.ts";
import { outbox, uniqueEmail } from "../support.ts";
import { type APIRequestContext, expect, test } from "../test.ts";

interface Mail {
  to: string;
  template: string;
  links: string[];
  headers: Record<string, string>;
}

const mails = (email: string, template: string) =>
  (outbox() as unknown as Mail[]).filter((m) => m.to === email && m.template === template);

async function linkIn(email: string, template: string, part: string): Promise<string> {
  await expect.poll(() => mails(email, template).length, { timeout: 5000 }).toBeGreaterThan(0);
  return mails(email, template)
    .at(-1)!
    .links.find((l) => l.includes(part))!;
}

/** Long enough for a mail that was going to be sent to be in the outbox. */
const settle = () => new Promise((r) => setTimeout(r, 700));

let base = "";
let origin = "";

test.beforeAll(({ baseURL }) => {
  base = baseURL!;
  origin = new URL(base).origin;
});

async function signUp(request: APIRequestContext, email: string, lang: Lang, data = false) {
  const response = await request.post(`/newsletter${data ? ".data" : ""}?lng=${lang}`, {
    headers: { origin, cookie: `lng=${lang}` },
    form: { email, returnTo: "/", variant: "light" },
    maxRedirects: 0,
  });
  return { status: response.status(), location: response.headers().location, body: await response.text() };
}

/** The confirmation page's button, as the page posts it (the token in the form). */
async function confirm(request: APIRequestContext, link: string) {
  const token = new URL(link).searchParams.get("token") ?? "";
  const response = await request.post(link, { headers: { origin }, form: { token }, maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
}

test("a stranger cannot bring back an unsubscribed address, nor tell it from any other", async () => {
  test.setTimeout(90_000);
  const owner = await newContext(base, { "accept-language": "en" });
  const stranger = await newContext(base, { "accept-language": "ar" });
  const email = uniqueEmail("resubscribe-owner");

  expect((await signUp(owner, email, "en", true)).status).toBe(200);
  expect(
    (await confirm(owner, await linkIn(email, "newsletter-confirm", "/newsletter/confirm"))).status,
  ).toBe(200);
  const unsubscribe = await linkIn(email, "newsletter-welcome", "/newsletter/unsubscribe");
  const oneClick = await owner.post(unsubscribe, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(mails(email, "newsletter-welcome")).toHaveLength(1);

  const variants = [email, email.toUpperCase(), `  ${email}  `];
  for (const lang of ["en", "ar"] as const) {
    for (const address of variants) {
      for (const data of [false, true]) {
        const answer = await signUp(stranger, address, lang, data);
        expect(answer.status, `${lang} ${address} ${data ? ".data" : "page"}`).toBe(data ? 200 : 303);
      }
    }
  }
  // The business consultation's newsletter box is another way in.
  const business = await stranger.post("/business-incorporation", {
    headers: { origin },
    form: {
      fullName: "Omar Haddad",
      email,
      phone: "+966501234567",
      businessType: "technology",
      preferredCountry: "singapore",
      timeline: "within-3-months",
      newsletter: "on",
    },
    maxRedirects: 0,
  });
  expect(business.status(), await business.text()).toBe(303);
  await settle();

  expect(mails(email, "newsletter-welcome"), "no welcome after a stranger's sign-up").toHaveLength(1);
  const page = await owner.get(unsubscribe);
  expect(await page.text(), "the owner's link still finds it unsubscribed").toContain('data-state="already"');

  // The same answers as for a new, a pending and an active address (nothing tells the states apart).
  const fresh = uniqueEmail("resubscribe-fresh");
  const active = uniqueEmail("resubscribe-active");
  await signUp(owner, active, "en", true);
  await confirm(owner, await linkIn(active, "newsletter-confirm", "/newsletter/confirm"));
  for (const data of [true, false]) {
    const answers = [];
    for (const address of [fresh, fresh, active, email])
      answers.push(await signUp(stranger, address, "ar", data));
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  }
  await owner.dispose();
  await stranger.dispose();
});

test("the confirmation link: GET and HEAD change nothing, POST confirms and welcomes once", async () => {
  const visitor = await newContext(base, { "accept-language": "ar" });
  const email = uniqueEmail("resubscribe-link");
  await signUp(visitor, email, "ar", true);
  const link = await linkIn(email, "newsletter-confirm", "/newsletter/confirm");

  // A mail scanner's prefetch, also of the page's single-fetch data.
  const scanner = await newContext(base);
  const url = new URL(link);
  for (const target of [link, `${url.pathname}.data${url.search}`]) {
    expect((await scanner.get(target)).status()).toBe(200);
    expect((await scanner.head(target)).status()).toBe(200);
  }
  await settle();
  expect(mails(email, "newsletter-welcome")).toHaveLength(0);

  const answers = await Promise.all(Array.from({ length: 4 }, () => confirm(visitor, link)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  await settle();
  expect(mails(email, "newsletter-welcome")).toHaveLength(1);
  expect((await scanner.get(link)).status()).toBe(200);
  await scanner.dispose();
  await visitor.dispose();
});

test("expired, tampered and foreign tokens answer a translated 400, in both languages", async () => {
  const visitor = await newContext(base);
  const email = uniqueEmail("resubscribe-forged");
  await signUp(visitor, email, "en", true);
  const link = new URL(await linkIn(email, "newsletter-confirm", "/newsletter/confirm"));
  const token = link.searchParams.get("token")!;
  const id = token.split(".")[1]!;
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();
  const expired = signConfirmToken(id, secret, Date.now() - CONFIRM_LINK_HOURS * 3_600_000 - 1000);
  const tampered = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
  const foreign = signConfirmToken(id, "another-secret-that-is-long-enough-to-sign");
  const unsubscribeToken = signUnsubscribeToken(id, secret);

  const failures: string[] = [];
  for (const lang of ["en", "ar"] as const) {
    for (const [label, bad] of [
      ["expired", expired],
      ["tampered", tampered],
      ["foreign secret", foreign],
      ["the unsubscribe link's", unsubscribeToken],
      ["missing", ""],
      ["junk", "c1.%00.<script>"],
    ] as const) {
      const target = `/newsletter/confirm?token=${encodeURIComponent(bad)}&lng=${lang}`;
      for (const method of ["GET", "POST"] as const) {
        const response = await visitor.fetch(target, {
          method,
          headers: { origin, cookie: `lng=${lang}` },
          form: method === "POST" ? { token: bad } : undefined,
          maxRedirects: 0,
        });
        const answer = {
          status: response.status(),
          contentType: response.headers()["content-type"] ?? "",
          body: await response.text(),
        };
        if (answer.status !== 400) failures.push(`${lang} ${method} ${label}: ${answer.status}`);
        const problem = judge(answer, lang, base, "/newsletter/confirm");
        if (problem) failures.push(`${lang} ${method} ${label}: ${problem.kind} ${problem.reason}`);
      }
    }
  }
  expect(failures).toEqual([]);
  await settle();
  expect(mails(email, "newsletter-welcome")).toHaveLength(0);
  await visitor.dispose();
});
