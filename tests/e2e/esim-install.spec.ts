import { randomBytes } from "node:crypto";
import { ESIM_DESTINATIONS } from "../../app/platform/db/seed/data.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import { confirmAndSignIn, expectAccessible, STRONG_PASSWORD, screenshots, uniqueEmail } from "./support.ts";
import { type Browser, expect, type Page, test } from "./test.ts";

/**
 * Installing an eSIM, in English and Arabic: a customer buys a plan through the sandbox, sees it being prepared in
 * the profile's eSIMs, staff type its activation code in the back office; then the order page and the profile show
 * the install card — Apple's setup link carrying the LPA string, the QR code, the codes to copy — and on an
 * iPhone only Apple's link.
 */
const SHOTS = "/tmp/shots/esim-install";
const TURKEY = ESIM_DESTINATIONS.find((d) => d.slug === "turkey")!;
/** The plan with calls: staff type its code (the stand-in issues the data-only plans at payment). */
const PLAN_CENTS = 1900;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const APPLE_SETUP = "https://esimsetup.apple.com/esim_qrcode_provisioning";

async function contextIn(browser: Browser, baseURL: string, lng: "en" | "ar", userAgent?: string) {
  const context = await browser.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) });
  await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
  return { context, page: await context.newPage() };
}

async function cardData(page: Page, scope: string): Promise<string | null> {
  const href = await page.locator(`${scope} a[data-install-link="apple"]`).getAttribute("href");
  const url = new URL(href!);
  expect(`${url.origin}${url.pathname}`).toBe(APPLE_SETUP);
  return url.searchParams.get("carddata");
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;

  test.describe(`installing an eSIM in ${lng}`, () => {
    test("a ready eSIM's install card on the order page and in the profile", async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const matchingId = `E2E-INSTALL-${randomBytes(4).toString("hex").toUpperCase()}`;
      const code = `LPA:1$smdp.example.com$${matchingId}`;

      // The customer buys a Türkiye plan, paid in the sandbox.
      const customer = await contextIn(browser, baseURL!, lng);
      await customer.context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const page = customer.page;
      const email = uniqueEmail(`esim-install-${lng}`);
      const signUp = await page.request.post("/api/auth/sign-up/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Traveller" },
      });
      expect(signUp.status()).toBe(200);
      await confirmAndSignIn(page, email);
      await page.goto("/esim-shop?destination=turkey");
      await page
        .getByRole("dialog", { name: t("esim:plans.dialogTitle", { name: TURKEY.name[lng] }) })
        .locator("li[data-plan-id]", { hasText: formatMoney(PLAN_CENTS, lng) })
        .getByRole("button", { name: t("catalog:addToCart") })
        .click();
      await page.goto("/checkout");
      await page.locator("button[data-pay]").click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
      const orderId = new URL(page.url()).pathname.split("/").pop()!;
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(`/checkout/success?order=${orderId}`);

      // The profile's eSIMs list it, being prepared, linked to its order.
      await page.goto("/profile");
      await page
        .getByRole("navigation", { name: t("profile:nav.label") })
        .getByRole("link", { name: t("profile:nav.esims") })
        .click();
      await expect(page).toHaveURL(/\/profile\/esims$/);
      const item = page
        .locator("li[data-esim]")
        .filter({ has: page.locator(`a[href="/orders/${orderId}"]`) });
      await expect(item).toHaveAttribute("data-esim-status", "preparing");
      await expect(item).toContainText(t("status:esim.preparing"));
      await expect(item).toContainText(TURKEY.name[lng]);

      // Staff type its activation code in the back office.
      const admin = await contextIn(browser, baseURL!, lng);
      const signIn = await admin.page.request.post("/api/auth/sign-in/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
      });
      expect(signIn.status()).toBe(200);
      await admin.page.goto(`/admin/orders/${orderId}`);
      await admin.page.getByLabel(t("adminOrders:esim.code"), { exact: true }).fill(code);
      await admin.page.getByRole("button", { name: t("adminOrders:esim.submit") }).click();
      await expect(admin.page.getByText(t("adminOrders:esim.done"))).toBeVisible();
      await admin.context.close();

      // The order page: the install card, Apple's link carrying the LPA, the codes to copy.
      await page.goto(`/orders/${orderId}`);
      const card = page.locator("[data-activation-status='ready'] [data-install-card]");
      await expect(card).toBeVisible();
      await expect(page.locator("[data-activation-status='ready']")).toContainText(t("status:esim.ready"));
      expect(await cardData(page, "[data-activation-status='ready']")).toBe(code);
      await expect(card.locator('a[data-install-link="android"]')).toHaveAttribute("href", code);
      await expect(card.locator("img[data-install-qr]")).toHaveAttribute("alt", new RegExp(TURKEY.name[lng]));
      await expect(card.locator("img[data-install-qr]")).toHaveAttribute(
        "src",
        /^data:image\/svg\+xml;base64,/,
      );
      await expect(card.getByLabel(t("esim:install.smdp"), { exact: true })).toHaveValue("smdp.example.com");
      await expect(card.getByLabel(t("esim:install.matchingId"), { exact: true })).toHaveValue(matchingId);
      await expect(card.getByLabel(t("esim:install.fullCode"), { exact: true })).toHaveValue(code);
      await card
        .locator('[data-copy-field="matching"]')
        .getByRole("button", { name: t("esim:install.copyLabel", { label: t("esim:install.matchingId") }) })
        .click();
      await expect(
        page.getByText(t("esim:install.copied", { label: t("esim:install.matchingId") })),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(matchingId);
      // The steps for both phones, in the page's language.
      await card.locator('[data-install-steps="android"] summary').click();
      await expect(card.locator('[data-install-steps="android"] li').first()).toHaveText(
        t("esim:install.steps.android.1"),
      );
      await expectAccessible(page);
      await screenshots(page, SHOTS, `order-${lng}`);

      // The profile: ready, its install card open (not installed yet), no top-up for a code staff typed.
      await page.goto("/profile/esims");
      await expect(item).toHaveAttribute("data-esim-status", "ready");
      await expect(item.locator("[data-esim-install]")).toHaveAttribute("open", "");
      expect(await cardData(page, `li[data-esim="${await item.getAttribute("data-esim")}"]`)).toBe(code);
      await expect(item.getByLabel(t("esim:install.matchingId"), { exact: true })).toHaveValue(matchingId);
      await expect(item.locator("[data-top-up]")).toHaveCount(0);
      await expectAccessible(page);
      await screenshots(page, SHOTS, `profile-${lng}`);

      // On an iPhone, Apple's link only, and the iPhone's steps open.
      const iphone = await contextIn(browser, baseURL!, lng, IPHONE);
      await iphone.context.addCookies(await customer.context.cookies());
      await iphone.page.goto("/profile/esims");
      const onPhone = iphone.page.locator(`li[data-esim="${await item.getAttribute("data-esim")}"]`);
      await expect(onPhone.locator('a[data-install-link="apple"]')).toBeVisible();
      await expect(onPhone.locator('a[data-install-link="android"]')).toHaveCount(0);
      await expect(onPhone.locator('[data-install-steps="iphone"]')).toHaveAttribute("open", "");
      await iphone.context.close();
      await customer.context.close();
    });
  });
}
