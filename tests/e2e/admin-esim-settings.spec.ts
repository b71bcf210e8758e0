import { ESIM_DESTINATIONS } from "../../app/platform/db/seed/data.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import {
  confirmAndSignIn,
  deliveredMail,
  expectAccessible,
  loadMessages,
  STRONG_PASSWORD,
  screenshots,
  text,
  uniqueEmail,
} from "./support.ts";
import { type Browser, expect, type Page, test } from "./test.ts";

const TURKEY = ESIM_DESTINATIONS.find((d) => d.slug === "turkey")!;
/** Türkiye 1 GB, 7 days: a plan the stand-in issues. */
const PLAN_CENTS = 450;

// The eSIM provider settings in English and Arabic: the stand-in's simulated outage saved and tested ("Connection
// failed" and the stand-in's words), then switched back off and tested again (success); Airalo chosen without
// credentials is refused field by field and nothing is saved. The server and its database are shared with the
// other specs (eSIM purchases among them): the outage lasts a few seconds, and every test ends with the stand-in,
// automatic fulfilment on and no outage, as it started. One language after the other, never both at once; the spec
// runs after the specs that buy eSIMs (playwright.config.ts). During an outage, a paid eSIM reaches the staff queue
// at its first failed attempt, and the code staff type there reaches the customer.
test.describe.configure({ mode: "serial" });

async function signInAsAdmin(page: Page, baseURL: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

async function setOutage(page: Page, lang: "en" | "ar", on: boolean) {
  const settings = loadMessages(lang, "adminSettings");
  const s = (key: string) => text(settings, `esim.${key}`);
  await page.goto(`/admin/settings/esim?lng=${lang}`);
  const outage = page.getByRole("group", { name: s("standin.legend") }).getByLabel(s("standin.failing"));
  await outage.setChecked(on);
  await page.getByRole("button", { name: s("save") }).click();
  await expect(page.getByRole("status").filter({ hasText: s("saved") })).toBeVisible();
}

async function customerIn(browser: Browser, baseURL: string, lang: "en" | "ar") {
  const context = await browser.newContext({ baseURL, locale: lang === "ar" ? "ar-AE" : "en-GB" });
  await context.addCookies([{ name: "lng", value: lang, url: baseURL }]);
  const page = await context.newPage();
  const email = uniqueEmail(`esim-outage-${lang}`);
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName: "Omar", lastName: "Traveller" },
  });
  expect(signUp.status()).toBe(200);
  await confirmAndSignIn(page, email);
  return { context, page, email };
}

for (const lang of ["en", "ar"] as const) {
  const settings = loadMessages(lang, "adminSettings");
  const admin = loadMessages(lang, "admin");
  const errors = loadMessages(lang, "errors");
  const s = (key: string, values: Record<string, string | number> = {}) =>
    text(settings, `esim.${key}`, values);

  test.describe(`admin eSIM provider settings (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB", extraHTTPHeaders: { "accept-language": lang } });

    test("simulate the stand-in's outage and back, with the connection test's result; refuse Airalo without credentials", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await signInAsAdmin(page, baseURL!);
      await page.goto(`/admin/settings/esim?lng=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: s("title") })).toBeVisible();
      await expect(page.getByRole("link", { name: text(admin, "nav.esimSettings") }).first()).toBeVisible();
      await expectAccessible(page);

      const provider = page.getByLabel(s("general.provider"), { exact: true });
      await expect(provider).toHaveValue("standin");
      const standin = page.getByRole("group", { name: s("standin.legend") });
      await expect(standin.getByLabel(s("standin.latency"))).toBeVisible();
      await expect(page.getByLabel(s("airalo.clientId"))).toHaveCount(0);
      await screenshots(page, "test-results/screens/esim-settings", `standin-${lang}`);

      const outage = standin.getByLabel(s("standin.failing"));
      const save = page.getByRole("button", { name: s("save") });
      const testConnection = page.getByRole("button", { name: s("connection.test") });
      const failed = text(errors, "screens.connectionFailed");

      // The outage on: saved, and the connection test says so in the stand-in's words.
      await outage.check();
      await save.click();
      await expect(page.getByRole("status").filter({ hasText: s("saved") })).toBeVisible();
      await expect(outage).toBeChecked();
      await testConnection.click();
      const failure = page.getByRole("alert").filter({ hasText: `${failed}: ` });
      await expect(failure).toBeVisible({ timeout: 15_000 });
      await expect(failure).toContainText("The stand-in provider is set to fail");

      // And off again: saved, and the connection succeeds.
      await outage.uncheck();
      await save.click();
      await expect(page.getByRole("status").filter({ hasText: s("saved") })).toBeVisible();
      await expect(outage).not.toBeChecked();
      await testConnection.click();
      await expect(page.getByRole("status").filter({ hasText: s("connection.success") })).toBeVisible({
        timeout: 15_000,
      });
      await expect(failure).toHaveCount(0);

      // Airalo without credentials: each field says what it needs, nothing is saved.
      await provider.selectOption("airalo");
      const airalo = page.getByRole("group", { name: s("airalo.legend") });
      await expect(airalo.getByLabel(s("airalo.clientSecret"))).toHaveAttribute("type", "password");
      await expect(page.getByLabel(s("standin.latency"))).toHaveCount(0);
      await save.click();
      await expect(airalo.getByText(s("errors.clientIdRequired"))).toBeVisible();
      await expect(airalo.getByText(s("errors.secretRequired"))).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, "test-results/screens/esim-settings", `airalo-refused-${lang}`);

      await page.goto(`/admin/settings/esim?lng=${lang}`);
      await expect(page.getByLabel(s("general.provider"), { exact: true })).toHaveValue("standin");
      await expect(
        page.getByRole("group", { name: s("standin.legend") }).getByLabel(s("standin.failing")),
      ).not.toBeChecked();
    });

    test("during an outage a paid eSIM reaches the staff queue, and the code typed there reaches the customer", async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const orders = loadMessages(lang, "adminOrders");
      const checkout = loadMessages(lang, "checkout");
      const catalog = loadMessages(lang, "catalog");
      const esim = loadMessages(lang, "esim");
      const code = `LPA:1$smdp.example.com$TYPED-${lang.toUpperCase()}-${Date.now()}`;
      await signInAsAdmin(page, baseURL!);
      await setOutage(page, lang, true);
      const customer = await customerIn(browser, baseURL!, lang);
      try {
        const shopper = customer.page;
        await shopper.goto("/esim-shop?destination=turkey");
        const dialog = shopper.getByRole("dialog", {
          name: text(esim, "plans.dialogTitle", { name: TURKEY.name[lang] }),
        });
        await dialog
          .locator("li[data-plan-id]", { hasText: formatMoney(PLAN_CENTS, lang) })
          .getByRole("button", { name: text(catalog, "addToCart") })
          .click();
        await shopper.goto("/checkout");
        await shopper.locator("button[data-pay]").click();
        await expect(shopper).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
        const orderId = new URL(shopper.url()).pathname.split("/").pop()!;
        await shopper.getByRole("button", { name: text(checkout, "sandbox.approve") }).click();
        await expect(shopper).toHaveURL(`/checkout/success?order=${orderId}`);
        const unit = shopper.locator("[data-activation-status]");
        await expect(unit).toHaveAttribute("data-activation-status", "preparing");
        await expect(unit.getByText(text(checkout, "esim.issuingBody"))).toBeVisible();

        // Staff find it among the orders that need an eSIM code once the provider's first attempt failed.
        await expect
          .poll(
            async () => {
              await page.goto(`/admin/orders?needs=esim_code&lng=${lang}`);
              return page.locator(`a[href^="/admin/orders/${orderId}"]`).count();
            },
            { timeout: 30_000 },
          )
          .toBeGreaterThan(0);
        await page.locator(`a[href^="/admin/orders/${orderId}"]`).first().click();
        const staffUnit = page.locator("[data-activation-status]");
        await expect(staffUnit).toContainText("The stand-in provider is set to fail");
        await expectAccessible(page);
        await screenshots(page, "test-results/screens/esim-settings", `outage-order-${lang}`);
        await staffUnit.getByLabel(text(orders, "esim.code"), { exact: true }).fill(code);
        await staffUnit.getByRole("button", { name: text(orders, "esim.submit") }).click();
        await expect(page.getByText(text(orders, "esim.done"))).toBeVisible();
        await expect(staffUnit).toHaveAttribute("data-activation-status", "ready");

        // The customer's confirmation page shows it by itself, and the e-mail carries it.
        await expect(unit).toHaveAttribute("data-activation-status", "ready", { timeout: 30_000 });
        await expect(shopper.locator("[data-activation-status] img").first()).toBeVisible();
        const mail = await deliveredMail((m) => m.to === customer.email && m.text.includes(code));
        expect(mail?.locale).toBe(lang);
      } finally {
        await setOutage(page, lang, false);
        await customer.context.close();
      }
    });
  });
}
