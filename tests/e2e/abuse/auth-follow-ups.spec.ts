/**
 * Better Auth's ways around the site's own rules:
 *
 *  - an unused confirmation link opened from another site (a top-level cross-site GET, Lax cookies go along)
 *    in a browser signed in as someone else keeps that session and signs nobody in; in a browser with nobody
 *    signed in it signs nobody in either, and the sign-in dialog opens with the address filled in;
 *  - every endpoint of Better Auth's admin plugin, called by the admin, is refused with a translated 404 and
 *    changes nothing (the back office, with its rules and audit log, is the only way to change an account);
 *  - a deactivated account's password reset: the request is answered like an unknown address's and sends no
 *    mail; a link sent before the deactivation is refused with the deactivation message.
 */

import { createI18n } from "../../../app/platform/i18n/i18n.ts";
import { judge, send } from "../../helpers/abuse-http.ts";
import { admin, customer, type Identity, newContext, sessionUser } from "../../helpers/abuse-identities.ts";
import type { FuzzCase } from "../../helpers/fuzz-cases.ts";
import { lastMailLink, outbox, STRONG_PASSWORD, uniqueEmail } from "../support.ts";
import { type BrowserContext, expect, type Page, test } from "../test.ts";

const EVIL = "http://evil.example";

/** Every HTTP endpoint Better Auth's admin plugin (1.x) has. */
const ADMIN_PLUGIN_PATHS = [
  "set-role",
  "get-user",
  "create-user",
  "update-user",
  "list-users",
  "list-user-sessions",
  "ban-user",
  "unban-user",
  "impersonate-user",
  "stop-impersonating",
  "revoke-user-session",
  "revoke-user-sessions",
  "remove-user",
  "set-user-password",
  "has-permission",
];

/** An account signed up and not yet confirmed: its confirmation link (the attacker's). */
async function unconfirmedLink(baseURL: string, prefix: string): Promise<{ email: string; link: string }> {
  const request = await newContext(baseURL);
  const email = uniqueEmail(prefix);
  const signUp = await request.post("/auth", {
    form: { intent: "sign-up", email, password: STRONG_PASSWORD, firstName: "Eve", lastName: "Planter" },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(302);
  await request.dispose();
  return { email, link: await lastMailLink(email, "/verify-email") };
}

/** Opens `link` by a click on a page of another site, as a top-level cross-site navigation. */
async function openFromAnotherSite(context: BrowserContext, page: Page, link: string, baseURL: string) {
  await context.route(`${EVIL}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<a id="go" href="${link}">You won a trip</a>` }),
  );
  await page.goto(`${EVIL}/`);
  await page.click("#go");
  await page.waitForURL((url) => url.origin === new URL(baseURL).origin);
}

const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((c) => c.name.includes("session_token"))
    .map((c) => `${c.name}=${c.value}`);

test.describe("Better Auth's follow-ups", () => {
  test("a confirmation link opened from another site keeps the browser's session and signs nobody in", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const t = createI18n("en").t;
    const victim = await customer(baseURL!, "customer A", { firstName: "Amal", lastName: "Victim" });
    const context = await browser.newContext({ baseURL, storageState: await victim.request.storageState() });
    const page = await context.newPage();
    const before = await sessionCookies(context);
    expect(before.length).toBeGreaterThan(0);

    const attacker = await unconfirmedLink(baseURL!, "attacker");
    await openFromAnotherSite(context, page, attacker.link, baseURL!);
    expect(await sessionCookies(context)).toEqual(before);
    expect((await sessionUser(page.request))?.email).toBe(victim.email);
    await expect(page.getByText(t("auth:verified.stillSignedIn"))).toBeVisible();
    await context.close();

    // Nobody signed in: the link confirms, signs nobody in, and the dialog asks to sign in as that address.
    const second = await unconfirmedLink(baseURL!, "attacker-two");
    const fresh = await browser.newContext({ baseURL });
    const freshPage = await fresh.newPage();
    await openFromAnotherSite(fresh, freshPage, second.link, baseURL!);
    expect(await sessionCookies(fresh)).toEqual([]);
    expect(await sessionUser(freshPage.request)).toBeNull();
    const dialog = freshPage.getByRole("dialog", { name: t("auth:titles.signIn") });
    await expect(dialog.getByText(t("auth:verified.signInNow"))).toBeVisible();
    await expect(dialog.getByLabel(t("auth:fields.email"))).toHaveValue(second.email);
    await fresh.close();
    // The address is confirmed all the same: its owner signs in with the password.
    const owner = await newContext(baseURL!);
    const signIn = await owner.post("/api/auth/sign-in/email", {
      headers: { origin: new URL(baseURL!).origin },
      data: { email: second.email, password: STRONG_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await owner.dispose();
  });

  test("every endpoint of Better Auth's admin plugin is refused to the admin, changing nothing", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const boss = await admin(baseURL!);
    const target: Identity = await customer(baseURL!, "customer B", {
      firstName: "Basma",
      lastName: "Target",
    });
    const body = JSON.stringify({
      userId: target.userId,
      role: "admin",
      newPassword: "Hacked!pass1",
      email: uniqueEmail("planted"),
      password: STRONG_PASSWORD,
      name: "Planted Admin",
      data: { role: "admin" },
      sessionToken: "x",
      permissions: { user: ["ban"] },
    });
    const failures: string[] = [];
    let id = 0;
    for (const name of ADMIN_PLUGIN_PATHS) {
      for (const method of ["POST", "GET"] as const) {
        const lang = id % 2 === 0 ? "en" : "ar";
        const path = `/api/auth/admin/${name}${method === "GET" ? `?userId=${target.userId}` : ""}`;
        const c: FuzzCase = {
          id: id++,
          target: "/api/auth/admin/…",
          method,
          path,
          headers: {
            "accept-language": lang,
            accept: "application/json",
            ...(method === "POST" ? { origin, "content-type": "application/json" } : {}),
          },
          ...(method === "POST" ? { body } : {}),
          lang,
          signedIn: true,
          input: `admin: ${method} ${path}`,
        };
        const outcome = await send(boss.request, c);
        const failure = judge(outcome, lang, baseURL!, path);
        if (outcome.status !== 404)
          failures.push(`${method} ${path}: ${outcome.status} ${outcome.body.slice(0, 120)}`);
        else if (failure) failures.push(`${method} ${path}: ${failure.reason}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
    const after = await sessionUser(target.request);
    expect(after?.email, "B is still signed in").toBe(target.email);
    expect(after?.role).toBe("customer");
    expect((await sessionUser(boss.request))?.email, "the admin is still the admin").toBe(boss.email);
    await boss.request.dispose();
    await target.request.dispose();
  });

  test("a deactivated account's password reset: no mail, the same answer, and an earlier link refused", async ({
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const t = createI18n("ar").t;
    const boss = await admin(baseURL!);
    const person = await customer(baseURL!, "deactivated user", { firstName: "Dalia", lastName: "Resting" });
    const email = person.email!;
    const anonymous = await newContext(baseURL!, { "accept-language": "ar" });
    const requestReset = (address: string) =>
      anonymous.post("/api/auth/request-password-reset", {
        headers: { origin },
        data: { email: address, redirectTo: "/reset-password" },
      });

    // A link asked for while the account was active, then the admin deactivates it.
    expect((await requestReset(email)).status()).toBe(200);
    const token = new URL(await lastMailLink(email, "/reset-password?token=")).searchParams.get("token")!;
    const deactivate = await boss.request.post(`/admin/users/${person.userId}`, {
      headers: { origin },
      form: { intent: "deactivate", confirm: "1" },
      maxRedirects: 0,
    });
    expect(deactivate.status()).toBe(302);

    const mailsBefore = outbox().filter((m) => m.to === email).length;
    const [deactivated, unknown] = [await requestReset(email), await requestReset(uniqueEmail("nobody"))];
    expect(deactivated.status()).toBe(unknown.status());
    expect(await deactivated.json()).toEqual(await unknown.json());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(outbox().filter((m) => m.to === email).length, "no reset mail to a deactivated account").toBe(
      mailsBefore,
    );

    const api = await anonymous.post("/api/auth/reset-password", {
      headers: { origin },
      data: { token, newPassword: "N3w!password" },
    });
    expect(api.status()).toBe(403);
    const answer = (await api.json()) as { message?: string };
    expect(answer.message).toBe(t("auth:errors.accountDisabled"));

    const form = await anonymous.post("/reset-password", {
      headers: { origin, accept: "text/html" },
      form: { token, newPassword: "N3w!password", confirmPassword: "N3w!password" },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(403);
    const page = await form.text();
    expect(page).toContain(t("auth:errors.accountDisabled"));
    expect(
      judge(
        { status: form.status(), contentType: form.headers()["content-type"] ?? "", body: page },
        "ar",
        baseURL!,
        "/reset-password",
      ),
    ).toBeNull();
    await anonymous.dispose();
    await boss.request.dispose();
    await person.request.dispose();
  });
});
