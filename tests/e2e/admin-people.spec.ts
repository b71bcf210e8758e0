import { readFileSync } from "node:fs";
import { formatDate } from "../../app/platform/i18n/format.ts";
import { ABUSE_ADMIN, newContext, sessionUser } from "../helpers/abuse-identities.ts";
import {
  confirmAndSignIn,
  lastMailLink,
  loadMessages,
  outbox,
  STRONG_PASSWORD,
  text,
  uniqueEmail,
} from "./support.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

// The admin's people screens in English and Arabic (issue 14 items 7 and 8): find a customer, download the users'
// CSV, deactivate (their open session ends, their sign-in is refused with the clear message), reactivate, send
// the password-reset e-mail in their language, unsubscribe newsletter subscribers one at a time and in bulk.

const HEADER = "ID,Email,Full Name,Role,Active,Joined Date,Last Login";

/** A customer signed up in `lang`, confirmed through the e-mailed link and signed in. */
async function customerIn(baseURL: string, lang: "en" | "ar", firstName: string, lastName: string) {
  const request = await newContext(baseURL, { "accept-language": lang });
  const email = uniqueEmail(`people-${lang}`);
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName, lastName, locale: lang },
  });
  expect(signUp.status()).toBe(200);
  await confirmAndSignIn(request, email);
  expect((await sessionUser(request))?.email).toBe(email);
  return { request, email, name: `${firstName} ${lastName}` };
}

async function signIn(request: APIRequestContext, baseURL: string, email: string, password: string) {
  return request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password },
  });
}

async function signInAsAdmin(page: Page, baseURL: string) {
  const response = await signIn(page.request, baseURL, ABUSE_ADMIN.email, ABUSE_ADMIN.password);
  expect(response.status()).toBe(200);
}

for (const lang of ["en", "ar"] as const) {
  const people = loadMessages(lang, "adminPeople");
  const auth = loadMessages(lang, "auth");
  const p = (key: string, values?: Record<string, string | number>) => text(people, key, values);

  test.describe(`admin people screens (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB", extraHTTPHeaders: { "accept-language": lang } });

    test("find a customer, export the CSV, deactivate, reactivate, send the reset e-mail", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const customer = await customerIn(
        baseURL!,
        lang,
        lang === "ar" ? "سلمى" : "Salma",
        lang === "ar" ? "الخطيب" : "Khatib",
      );
      await signInAsAdmin(page, baseURL!);

      // Search by e-mail: the list follows the box (the URL keeps it).
      await page.goto(`/admin/users?lng=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: p("users.title") })).toBeVisible();
      await page.getByLabel(p("users.search")).fill(customer.email);
      await expect(page).toHaveURL(
        new RegExp(`[?&]q=${encodeURIComponent(customer.email).replace(/\./g, "\\.")}`),
      );
      const table = page.getByRole("table", { name: p("users.caption") });
      await expect(table.getByRole("row")).toHaveCount(2);
      await expect(table.getByRole("row").nth(1)).toContainText(customer.email);
      await expect(table.getByRole("row").nth(1)).toContainText(formatDate(new Date()));

      // The CSV of that search: its name, BOM, exact header, the customer's row.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: p("users.export") }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`users-export-${formatDate(new Date())}.csv`);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").split("\r\n");
      expect(lines[0]).toBe(HEADER);
      expect(lines[1]).toContain(
        `,${customer.email},${customer.name},customer,Yes,${formatDate(new Date())},`,
      );
      expect(lines.filter((line) => line !== "")).toHaveLength(2);

      // Deactivate, through the confirmation step.
      await table.getByRole("link", { name: p("users.manageUser", { name: customer.name }) }).click();
      await expect(page.getByRole("heading", { level: 1, name: customer.name })).toBeVisible();
      await page.getByRole("link", { name: p("user.deactivate") }).click();
      const confirm = page.getByRole("region", {
        name: p("user.confirm.deactivate.title", { name: customer.name }),
      });
      await confirm.getByRole("button", { name: p("user.confirm.deactivate.submit") }).click();
      await expect(page.getByRole("status").filter({ hasText: p("user.done.deactivate") })).toBeVisible();
      await expect(page.getByText(p("status.inactive"), { exact: true })).toBeVisible();

      // The customer's open session is gone and sign-in is refused with the clear message.
      expect(await sessionUser(customer.request)).toBeNull();
      const refused = await signIn(customer.request, baseURL!, customer.email, STRONG_PASSWORD);
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: "ACCOUNT_DEACTIVATED",
        message: text(auth, "errors.accountDisabled"),
      });

      // Reactivate: they sign in again.
      await page.getByRole("button", { name: p("user.reactivate") }).click();
      await expect(page.getByRole("status").filter({ hasText: p("user.done.reactivate") })).toBeVisible();
      const again = await signIn(customer.request, baseURL!, customer.email, STRONG_PASSWORD);
      expect(again.status()).toBe(200);

      // The password-reset e-mail, in the customer's language, with its link.
      await page.getByRole("button", { name: p("user.sendReset") }).click();
      await expect(
        page.getByRole("status").filter({ hasText: p("user.done.send-reset", { email: customer.email }) }),
      ).toBeVisible();
      const link = await lastMailLink(customer.email, "/reset-password?token=");
      expect(link).toContain("/reset-password?token=");
      const mail = outbox().findLast((m) => m.to === customer.email && m.links.includes(link));
      expect(mail?.locale).toBe(lang);
    });

    test("unsubscribe a subscriber, then two at once", async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const visitor = await newContext(baseURL!, { "accept-language": lang });
      const marker = `readers-${lang}-${Date.now()}`;
      const emails = [1, 2, 3].map((n) => `${marker}-${n}@example.com`);
      for (const email of emails) {
        const response = await visitor.post("/newsletter", {
          headers: { origin: new URL(baseURL!).origin },
          form: { email },
          maxRedirects: 0,
        });
        expect(response.status()).toBeLessThan(400);
      }
      await signInAsAdmin(page, baseURL!);
      const table = page.getByRole("table", { name: p("subscribers.caption") });
      // Not confirmed yet: not among the active ones, listed as awaiting confirmation.
      await page.goto(`/admin/subscribers?q=${marker}&lng=${lang}`);
      await expect(table.getByRole("row")).toHaveCount(2); // the header and "nothing matches"
      await page.goto(`/admin/subscribers?q=${marker}&status=pending&lng=${lang}`);
      await expect(table.getByRole("row")).toHaveCount(4);
      await expect(table.getByText(p("subscribers.statuses.pending"))).toHaveCount(3);
      // Each owner confirms through the e-mailed link (its page's button posts the token).
      for (const email of emails) {
        const link = await lastMailLink(email, "/newsletter/confirm?token=");
        const token = new URL(link).searchParams.get("token")!;
        const confirmed = await visitor.post(link, {
          headers: { origin: new URL(baseURL!).origin },
          form: { token },
        });
        expect(confirmed.status()).toBe(200);
      }
      await page.goto(`/admin/subscribers?q=${marker}&lng=${lang}`);
      await expect(table.getByRole("row")).toHaveCount(4);
      await expect(table).toContainText(text(people, `subscribers.languages.${lang}`));

      await table
        .getByRole("button", { name: p("subscribers.unsubscribeOne", { email: emails[0]! }) })
        .click();
      await expect(
        page.getByRole("status").filter({ hasText: p("subscribers.done_one", { count: 1 }) }),
      ).toBeVisible();
      await expect(table.getByRole("row")).toHaveCount(3);
      await expect(table).not.toContainText(emails[0]!);

      // Bulk: select both rows that are left, then the selection's action.
      for (const email of emails.slice(1)) {
        await table.getByRole("checkbox", { name: new RegExp(email.replace(/\./g, "\\.")) }).check();
      }
      await page.getByRole("button", { name: p("subscribers.unsubscribeSelected") }).click();
      const two = p(lang === "ar" ? "subscribers.done_two" : "subscribers.done_other", { count: 2 });
      await expect(page.getByRole("status").filter({ hasText: two })).toBeVisible();
      await expect(table.getByRole("row")).toHaveCount(2); // the header and "nothing matches"
      await page.goto(`/admin/subscribers?q=${marker}&status=unsubscribed&lng=${lang}`);
      await expect(table.getByRole("row")).toHaveCount(4);
    });
  });
}
