import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { expectAccessible, type OutboxMail, outbox, uniqueEmail } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

// axe-core is injected as an inline script, which the production CSP refuses.
test.use({ bypassCSP: true });

interface NewsletterMail extends OutboxMail {
  template: string;
  headers: Record<string, string>;
}

const mailsTo = (email: string, template = "newsletter-welcome") =>
  (outbox() as NewsletterMail[]).filter((mail) => mail.to === email && mail.template === template);

/** The one `template` e-mail to `email`; waits up to 5 s for it. */
async function onlyMail(email: string, template = "newsletter-welcome"): Promise<NewsletterMail> {
  await expect.poll(() => mailsTo(email, template).length, { timeout: 5000 }).toBe(1);
  return mailsTo(email, template)[0]!;
}
const welcomeMail = (email: string) => onlyMail(email);
const confirmationLink = async (email: string) =>
  (await onlyMail(email, "newsletter-confirm")).links.find((l) => l.includes("/newsletter/confirm?token="))!;

/** What the unsubscribe page shows for a masked address: the first letter, •••, the last, the domain. */
const masked = (email: string) => {
  const [local, domain] = email.split("@") as [string, string];
  return `${local[0]}•••${local.at(-1)}@${domain}`;
};

const section = (page: Page, name: string) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name, exact: true }) });

async function subscribe(page: Page, lang: Locale, email: string) {
  const t = createI18n(lang).t;
  await page.goto(`/?lng=${lang}`);
  const band = section(page, t("newsletter:heading"));
  await band.getByLabel(t("newsletter:label")).fill(email);
  await band.getByRole("button", { name: t("newsletter:submit") }).click();
  await expect(band.getByRole("status")).toHaveText(t("newsletter:success"));
}

/** Signs up, then confirms through the e-mailed link's page (as the owner would): the address is active. */
async function subscribeAndConfirm(page: Page, lang: Locale, email: string) {
  const t = createI18n(lang).t;
  await subscribe(page, lang, email);
  await page.goto(await confirmationLink(email));
  await page.getByRole("button", { name: t("newsletter:confirm.confirm") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("newsletter:confirm.doneTitle"));
}

for (const lang of ["en", "ar"] as const) {
  const t = createI18n(lang).t;
  const u = (key: string, values?: Record<string, string>) =>
    t(`newsletter:unsubscribe.${key}` as never, values as never) as unknown as string;

  test.describe(`newsletter in ${lang}`, () => {
    test("a sign-up gets one confirmation e-mail in its language; confirming, one welcome with the unsubscribe link and headers; a duplicate, none", async ({
      page,
    }) => {
      const c = (key: string, values?: Record<string, string>) =>
        t(`newsletter:confirm.${key}` as never, values as never) as unknown as string;
      const email = uniqueEmail(`welcome-${lang}`);
      await subscribe(page, lang, email);
      const confirmation = await onlyMail(email, "newsletter-confirm");
      expect(confirmation.locale).toBe(lang);
      expect(confirmation.subject).toBe(
        lang === "en"
          ? "Please confirm your newsletter subscription"
          : "يُرجى تأكيد اشتراكك في النشرة البريدية",
      );
      expect(confirmation.headers["List-Unsubscribe"]).toBeUndefined();
      const confirmLink = await confirmationLink(email);
      expect(confirmLink).toMatch(
        new RegExp(`/newsletter/confirm\\?token=c1\\.[0-9a-f-]{36}\\.[0-9a-z]+\\.[\\w-]{43}&lng=${lang}$`),
      );
      expect(mailsTo(email)).toHaveLength(0);

      // The link asks (a mail scanner's GET changes nothing); the button confirms.
      const response = await page.goto(confirmLink);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(c("question", { email: masked(email) }));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectAccessible(page);
      await page.reload();
      await expect(heading).toHaveText(c("question", { email: masked(email) }));
      expect(mailsTo(email)).toHaveLength(0);
      await page.getByRole("button", { name: c("confirm") }).click();
      await expect(heading).toHaveText(c("doneTitle"));
      await expectAccessible(page);

      const mail = await welcomeMail(email);
      expect(mail.locale).toBe(lang);
      expect(mail.subject).toBe(lang === "en" ? "Welcome to our newsletter" : "أهلًا بك في نشرتنا البريدية");
      const link = mail.links.find((l) => l.includes("/newsletter/unsubscribe?token="));
      expect(link).toMatch(
        new RegExp(`/newsletter/unsubscribe\\?token=n1\\.[0-9a-f-]{36}\\.[\\w-]{43}&lng=${lang}$`),
      );
      expect(mail.text).toContain(link);
      expect(mail.headers["List-Unsubscribe"]).toBe(`<${link}>`);
      expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

      // The link again: already subscribed, no second welcome.
      await page.goto(confirmLink);
      await expect(heading).toHaveText(c("alreadyTitle"));
      // The same address again (another case): the same answer, no e-mail at all.
      await subscribe(page, lang, email.toUpperCase());
      await page.waitForTimeout(500);
      expect(mailsTo(email)).toHaveLength(1);
      expect(mailsTo(email, "newsletter-confirm")).toHaveLength(1);
    });

    test("a tampered confirmation link answers 400 with the translated page and confirms nothing", async ({
      page,
    }) => {
      const email = uniqueEmail(`confirm-tamper-${lang}`);
      await subscribe(page, lang, email);
      const url = new URL(await confirmationLink(email));
      const token = url.searchParams.get("token")!;
      url.searchParams.set("token", `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`);
      for (const target of [url.toString(), `/newsletter/confirm?lng=${lang}`]) {
        const response = await page.goto(target);
        expect(response?.status()).toBe(400);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          t("newsletter:confirm.invalidTitle"),
        );
        await expect(page.getByRole("button", { name: t("newsletter:confirm.confirm") })).toHaveCount(0);
      }
      const post = await page.request.post(url.toString(), {
        form: { token: url.searchParams.get("token")! },
      });
      expect(post.status()).toBe(400);
      await page.waitForTimeout(300);
      expect(mailsTo(email)).toHaveLength(0);
    });

    test("the e-mail's link asks first, unsubscribes on the button, and offers to subscribe again", async ({
      page,
    }) => {
      const email = uniqueEmail(`leave-${lang}`);
      await subscribeAndConfirm(page, lang, email);
      const link = (await welcomeMail(email)).links.find((l) => l.includes("/newsletter/unsubscribe"))!;

      const response = await page.goto(link);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(u("question", { email: masked(email) }));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectAccessible(page);

      // Opening it again (as a mail scanner would) changed nothing: it still asks.
      await page.reload();
      await expect(heading).toHaveText(u("question", { email: masked(email) }));

      await page.getByRole("button", { name: u("confirm") }).click();
      await expect(heading).toHaveText(u("doneTitle"));
      await expect(page.getByRole("status").filter({ hasText: masked(email) })).toHaveText(
        u("doneBody", { email: masked(email) }),
      );
      await expectAccessible(page);

      // The link again: already unsubscribed (the row is kept), with the way back.
      await page.goto(link);
      await expect(heading).toHaveText(u("alreadyTitle"));
      await page.getByRole("button", { name: u("resubscribe") }).click();
      await expect(heading).toHaveText(u("resubscribedTitle"));
      await page.goto(link);
      await expect(heading).toHaveText(u("question", { email: masked(email) }));
    });

    test("a mail client's one-click POST unsubscribes without a page or a cookie", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const email = uniqueEmail(`oneclick-${lang}`);
      await subscribeAndConfirm(page, lang, email);
      const link = (await welcomeMail(email)).headers["List-Unsubscribe"]!.slice(1, -1);

      // As RFC 8058 clients do: a fresh client, no cookies, no Origin, the key/value of List-Unsubscribe-Post.
      const client = await playwright.request.newContext({ baseURL });
      const answer = await client.post(link, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain(u("doneTitle"));
      // Twice is the same.
      expect((await client.post(link, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
      await client.dispose();

      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(u("alreadyTitle"));
      // Signing up again (anyone can type the address) leaves it unsubscribed, with no welcome e-mail.
      await subscribe(page, lang, email);
      await page.waitForTimeout(500);
      expect(mailsTo(email)).toHaveLength(1);
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(u("alreadyTitle"));
    });

    test("a tampered or missing token answers 400 with the translated page", async ({ page }) => {
      const email = uniqueEmail(`tamper-${lang}`);
      await subscribeAndConfirm(page, lang, email);
      const link = (await welcomeMail(email)).links.find((l) => l.includes("/newsletter/unsubscribe"))!;
      const url = new URL(link);
      const token = url.searchParams.get("token")!;
      url.searchParams.set("token", `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`);

      for (const target of [url.toString(), `/newsletter/unsubscribe?lng=${lang}`]) {
        const response = await page.goto(target);
        expect(response?.status()).toBe(400);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(u("invalidTitle"));
        await expect(page.getByRole("button", { name: u("confirm") })).toHaveCount(0);
      }
      const post = await page.request.post(url.toString(), { form: { "List-Unsubscribe": "One-Click" } });
      expect(post.status()).toBe(400);
      // The real link still asks: nothing was changed.
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        u("question", { email: masked(email) }),
      );
    });
  });
}

test.describe("the confirmation and unsubscribe pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each button is a plain form post", async ({ page }) => {
    const t = createI18n("ar").t;
    const email = uniqueEmail("nojs");
    await page.goto("/?lng=ar");
    const band = section(page, t("newsletter:heading"));
    await band.getByLabel(t("newsletter:label")).fill(email);
    await band.getByRole("button", { name: t("newsletter:submit") }).click();
    await page.goto(await confirmationLink(email));
    await page.getByRole("button", { name: t("newsletter:confirm.confirm") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("newsletter:confirm.doneTitle"));
    const link = (await welcomeMail(email)).links.find((l) => l.includes("/newsletter/unsubscribe"))!;
    await page.goto(link);
    await page.getByRole("button", { name: t("newsletter:unsubscribe.confirm") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("newsletter:unsubscribe.doneTitle"));
  });
});
