import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { expectAccessible, type OutboxMail, outbox, uniqueEmail } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

/** The seeded site settings' contact e-mail: where staff notifications go when STAFF_EMAIL is not set. */
const STAFF = "support@travel-services.example";

const PAGES = [
  { path: "/education-malaysia", topic: "malaysia" },
  { path: "/education-tarim", topic: "tarim" },
  { path: "/business-incorporation", topic: "business" },
] as const;

/** The messages of the outbox to `to`, waiting up to 5 s for `count` of them. */
async function mailsTo(to: string, count = 1): Promise<OutboxMail[]> {
  for (let i = 0; i < 50; i++) {
    const found = outbox().filter((mail) => mail.to === to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${count} mail(s) to ${to}`);
}

/** The page is hydrated once the header's cart button says so. */
async function hydrated(page: Page) {
  await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
}

for (const lang of ["en", "ar"] as const) {
  const t = createI18n(lang).t;
  const dir = lang === "ar" ? "rtl" : "ltr";

  test.describe(`consultation forms in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lang, url: baseURL! }]);
    });

    for (const { path, topic } of PAGES) {
      test(`${path}: guide, form, submitting, confirmation and both e-mails`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          t(`consultations:pages.title.${topic}`),
        );
        // The guide is CMS content: a few sections and a FAQ.
        expect(await page.locator("main h2, article h2").count()).toBeGreaterThan(3);
        await expect(page.locator("details").first()).toBeVisible();
        await hydrated(page);

        // Idle.
        const form = page.getByRole("form", { name: t(`consultations:form.label.${topic}`) });
        await expect(form.getByRole("button", { name: t("consultations:form.submit") })).toBeEnabled();
        await expectAccessible(page);

        const email = uniqueEmail(`consult-${topic}`);
        await form
          .getByLabel(t("consultations:form.fields.fullName"))
          .fill(lang === "ar" ? "عائشة الرحمن" : "Aisha Rahman");
        await form.getByLabel(t("consultations:form.fields.email")).fill(email);
        await form.getByLabel(t("consultations:form.fields.phone")).fill("+971 50 123 4567");
        if (topic === "business") {
          await form.getByLabel(t("consultations:form.fields.preferredCountry")).selectOption("singapore");
          await form.getByLabel(t("consultations:form.fields.businessType")).selectOption("technology");
          await form.getByLabel(t("consultations:form.fields.estimatedBudget")).selectOption("15000-50000");
        }
        await form.getByLabel(t("consultations:form.fields.message")).fill("Hello, I have a few questions.");

        // Submitting: the request is held back so that the state can be seen.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(`**${path}.data*`, async (route) => {
          await held;
          await route.continue();
        });
        await form.getByRole("button", { name: t("consultations:form.submit") }).click();
        const sending = page.getByRole("button", { name: t("consultations:form.submitting") });
        await expect(sending).toBeDisabled();
        release();

        // Submitted.
        const confirmed = page.getByRole("heading", { name: t("consultations:confirmed.title") });
        await expect(confirmed).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path}\\?sent=[0-9a-f-]{36}`));
        await expect(page.getByText(t("consultations:confirmed.reply", { hours: 24 }))).toBeVisible();
        await expect(page.getByText(email)).toBeVisible();
        const reference = (await page.locator("[data-consultation]").getAttribute("data-consultation"))!;
        expect(reference).toMatch(/^CN-[0-9A-F]{8}$/);
        await expectAccessible(page);

        const [customer] = await mailsTo(email);
        expect(customer!.locale).toBe(lang);
        expect(customer!.subject).toContain(reference);
        expect(customer!.text).toContain(lang === "ar" ? "خلال 24 ساعة" : "within 24 hours");
        const staff = (await mailsTo(STAFF)).filter((mail) => mail.subject.includes(reference));
        expect(staff).toHaveLength(1);
        expect(staff[0]!.text).toContain(email);
        expect(staff[0]!.text).toContain("Hello, I have a few questions.");

        // "Send another request" brings the form back.
        await page.getByRole("link", { name: t("consultations:confirmed.another") }).click();
        await expect(form.getByRole("button", { name: t("consultations:form.submit") })).toBeVisible();
      });
    }

    test("a bad phone number and e-mail are refused, in the browser and by the server", async ({ page }) => {
      await page.goto("/education-malaysia");
      await hydrated(page);
      const form = page.getByRole("form", { name: t("consultations:form.label.malaysia") });
      await form.getByLabel(t("consultations:form.fields.fullName")).fill("Aisha Rahman");
      await form.getByLabel(t("consultations:form.fields.email")).fill("aisha@");
      await form.getByLabel(t("consultations:form.fields.phone")).fill("0501234567");
      await form.getByRole("button", { name: t("consultations:form.submit") }).click();
      await expect(form.getByText(t("errors:codes.VALIDATION_INVALID_PHONE"))).toBeVisible();
      await expect(form.getByText(t("errors:codes.VALIDATION_INVALID_EMAIL"))).toBeVisible();
      await expect(page.getByRole("alert")).toContainText(t("errors:codes.VALIDATION_INVALID_EMAIL"));

      // The server says the same to a request that skips the browser's check.
      const response = await page.request.post("/education-malaysia", {
        headers: { origin: new URL(page.url()).origin },
        form: { fullName: "Aisha Rahman", email: uniqueEmail("bad-phone"), phone: "12ab" },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain(t("errors:codes.VALIDATION_INVALID_PHONE"));
    });
  });

  test.describe(`consultation forms without JavaScript in ${lang}`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lang, url: baseURL! }]);
    });

    test("a refused request shows the server's messages, a recorded one its confirmation", async ({
      page,
    }) => {
      await page.goto("/business-incorporation");
      const form = page.getByRole("form", { name: t("consultations:form.label.business") });
      await form.getByLabel(t("consultations:form.fields.fullName")).fill("Omar Haddad");
      const email = uniqueEmail("consult-nojs");
      await form.getByLabel(t("consultations:form.fields.email")).fill(email);
      await form.getByLabel(t("consultations:form.fields.phone")).fill("phone");
      await form.getByRole("button", { name: t("consultations:form.submit") }).click();
      await expect(form.getByText(t("errors:codes.VALIDATION_INVALID_PHONE"))).toBeVisible();
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(form.getByLabel(t("consultations:form.fields.email"))).toHaveValue(email);

      await form.getByLabel(t("consultations:form.fields.phone")).fill("+44 20 7946 0958");
      await form.getByLabel(t("consultations:form.fields.preferredCountry")).selectOption("united-kingdom");
      await form.getByLabel(t("consultations:form.fields.businessType")).selectOption("consulting");
      await form.getByRole("button", { name: t("consultations:form.submit") }).click();
      await expect(page.getByRole("heading", { name: t("consultations:confirmed.title") })).toBeVisible();
      await expect(page).toHaveURL(/\/business-incorporation\?sent=/);
      const [mail] = await mailsTo(email);
      expect(mail!.locale).toBe(lang);
    });
  });
}
