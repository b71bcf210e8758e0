import { ACCESSORIES, ESIM_DESTINATIONS } from "../../app/platform/db/seed/data.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import {
  confirmAndSignIn,
  expectAccessible,
  outbox,
  STRONG_PASSWORD,
  screenshots,
  uniqueEmail,
} from "./support.ts";
import { type Browser, expect, test } from "./test.ts";

/**
 * The admin's orders end to end (issue 14 item 3), in English and Arabic: a customer buys an eSIM and a neck pillow
 * through the sandbox; the admin finds the order in the "to ship" list, ships it with a tracking number (the
 * customer's mailbox and order page show it), supplies the eSIM's activation code (the order becomes fulfilled) and
 * refunds it through the sandbox after the confirmation step.
 */
const SHOTS = "/tmp/shots/admin-orders";
const PILLOW = ACCESSORIES.find((a) => a.slug === "skyrest-memory-foam-neck-pillow")!;
const TURKEY = ESIM_DESTINATIONS.find((d) => d.slug === "turkey")!;
/** The plan with calls: the stand-in sells data only, so staff supply its code (the others are issued at payment). */
const PLAN_CENTS = 1900;
const CODE = "LPA:1$smdp.example.com$E2E-ORDER-1";

async function contextIn(browser: Browser, baseURL: string, lng: "en" | "ar") {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const money = (cents: number) => formatMoney(cents, lng);

  test.describe(`admin orders in ${lng}`, () => {
    test("an admin ships an order, supplies its eSIM code and refunds it", async ({ browser, baseURL }) => {
      test.setTimeout(150_000);
      const tracking = `JD${Date.now().toString().slice(-10)}`;
      // The customer buys a plan and a pillow, paid in the sandbox.
      const customer = await contextIn(browser, baseURL!, lng);
      const page = customer.page;
      const email = uniqueEmail(`admin-orders-${lng}`);
      const signUp = await page.request.post("/api/auth/sign-up/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Traveller" },
      });
      expect(signUp.status()).toBe(200);
      await confirmAndSignIn(page, email);
      await page.goto("/esim-shop?destination=turkey");
      const dialog = page.getByRole("dialog", {
        name: t("esim:plans.dialogTitle", { name: TURKEY.name[lng] }),
      });
      await dialog
        .locator("li[data-plan-id]", { hasText: money(PLAN_CENTS) })
        .getByRole("button", { name: t("catalog:addToCart") })
        .click();
      await page.goto(`/accessories/${PILLOW.slug}`);
      await page.getByRole("button", { name: t("catalog:addToCart") }).click();
      await page.goto("/checkout");
      const address = {
        fullName: "Nadia Traveller",
        line1: "12 King Fahd Road",
        city: "Riyadh",
        country: "Saudi Arabia",
        phone: "+966 50 123 4567",
      };
      for (const field of ["fullName", "line1", "city", "country", "phone"] as const) {
        const label = t(`checkout:address.${field}`);
        const input =
          field === "country"
            ? page.getByRole("combobox", { name: label })
            : page.getByLabel(label, { exact: true });
        await input.fill(address[field]);
      }
      await page.locator("button[data-pay]").click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
      const orderId = new URL(page.url()).pathname.split("/").pop()!;
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(`/checkout/success?order=${orderId}`);

      // The admin finds it in the "to ship" list the dashboard links to.
      const admin = await contextIn(browser, baseURL!, lng);
      const signIn = await admin.page.request.post("/api/auth/sign-in/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
      });
      expect(signIn.status()).toBe(200);
      const a = admin.page;
      await a.goto("/admin");
      await a.locator('a[href="/admin/orders?needs=shipping"]').first().click();
      await expect(a).toHaveURL(/\/admin\/orders\?needs=shipping$/);
      await expect(a.getByRole("heading", { level: 1 })).toHaveText(t("adminOrders:orders.title"));
      const link = a.locator(`a[href^="/admin/orders/${orderId}"]`);
      await expect(link).toBeVisible();
      await expectAccessible(a);
      await screenshots(a, SHOTS, `list-${lng}`);
      await link.click();
      await expect(a).toHaveURL(new RegExp(`/admin/orders/${orderId}`));
      await expect(a.locator("[data-order]")).toHaveAttribute("data-status", "paid");

      // Ship: carrier and tracking number; the customer is e-mailed.
      await a.getByLabel(t("adminOrders:shipment.carrier"), { exact: true }).fill("DHL Express");
      await a.getByLabel(t("adminOrders:shipment.trackingNumber"), { exact: true }).fill(tracking);
      await a.getByRole("button", { name: t("adminOrders:shipment.submit") }).click();
      await expect(a.getByText(t("adminOrders:shipment.done"))).toBeVisible();
      await expect(a.locator("[data-shipment]")).toContainText(tracking);
      await expect
        .poll(() => outbox().filter((m) => m.to === email && m.text.includes(tracking)).length)
        .toBe(1);
      const shippedMail = outbox().find((m) => m.to === email && m.text.includes(tracking))!;
      expect(shippedMail.locale).toBe(lng);
      expect(shippedMail.text).toContain("DHL Express");

      // The customer's order page shows the carrier and tracking number.
      await page.goto(`/orders/${orderId}`);
      await expect(page.locator("[data-tracking-number]")).toHaveText(tracking);
      await expect(page.locator("[data-shipment]")).toContainText("DHL Express");

      // The eSIM unit's activation code: the order is then fulfilled, the QR code e-mailed.
      await a.getByLabel(t("adminOrders:esim.code"), { exact: true }).fill(CODE);
      await a.getByRole("button", { name: t("adminOrders:esim.submit") }).click();
      await expect(a.getByText(t("adminOrders:esim.done"))).toBeVisible();
      await expect(a.locator("[data-order]")).toHaveAttribute("data-status", "fulfilled");
      await expect(a.locator("[data-activation-status]")).toHaveAttribute("data-activation-status", "ready");
      await expect.poll(() => outbox().some((m) => m.to === email && m.text.includes(CODE))).toBe(true);
      await expectAccessible(a);
      await screenshots(a, SHOTS, `detail-${lng}`);

      // Refund through the sandbox, after the confirmation step.
      await a.getByRole("link", { name: t("adminOrders:refund.open") }).click();
      await a.getByRole("button", { name: t("adminOrders:refund.confirm") }).click();
      await expect(a.getByText(t("adminOrders:refund.done"))).toBeVisible();
      await expect(a.locator("[data-order]")).toHaveAttribute("data-status", "refunded");
      await expect(a.locator("[data-order-status]").first()).toHaveText(t("status:order.refunded"));
      await page.goto(`/orders/${orderId}`);
      await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "refunded");
      // The customer is e-mailed the refund in their language, and the profile says it with the same word.
      await expect
        .poll(() => outbox().filter((m) => m.to === email && m.template === "refund").length)
        .toBe(1);
      const refundMail = outbox().find((m) => m.to === email && m.template === "refund")!;
      expect(refundMail.locale).toBe(lng);
      expect(refundMail.subject).toContain(money(PLAN_CENTS + PILLOW.priceUsd * 100));
      await page.goto("/profile/orders");
      await expect(page.locator(`li[data-order="${orderId}"] [data-status]`).first()).toHaveText(
        t("status:order.refunded"),
      );
      await customer.context.close();
      await admin.context.close();
    });
  });
}
