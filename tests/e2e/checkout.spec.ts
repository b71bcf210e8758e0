import { ACCESSORIES, ESIM_DESTINATIONS } from "../../app/platform/db/seed/data.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import {
  confirmAndSignIn,
  deliveredMail,
  expectAccessible,
  STRONG_PASSWORD,
  screenshots,
  uniqueEmail,
} from "./support.ts";
import { expect, type Page, test } from "./test.ts";

const SHOTS = "/tmp/shots";
const PILLOW = ACCESSORIES.find((a) => a.slug === "skyrest-memory-foam-neck-pillow")!;
const TURKEY = ESIM_DESTINATIONS.find((d) => d.slug === "turkey")!;
const PLAN_CENTS = 450; // Türkiye, 1 GB, 7 days
const PILLOW_CENTS = Math.round(PILLOW.priceUsd * 100);
const TOTAL_CENTS = PLAN_CENTS + PILLOW_CENTS;
const ADDRESS = {
  fullName: "Nadia Traveller",
  line1: "12 King Fahd Road",
  city: "Riyadh",
  country: "Saudi Arabia",
  phone: "+966 50 123 4567",
};

interface StoredCart {
  items: { id: string; name: string; price: number; quantity: number; product_type?: string }[];
}

const readCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("travel-cart") ?? '{"items":[]}') as StoredCart);

async function signedUpAndConfirmed(page: Page, baseURL: string) {
  const email = uniqueEmail("checkout");
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Traveller" },
  });
  expect(response.status()).toBe(200);
  await confirmAndSignIn(page, email);
  return email;
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const money = (cents: number) => formatMoney(cents, lng);
  const payButton = (page: Page) => page.locator("button[data-pay]");

  /** The cheapest Türkiye plan (from its dialog) and one neck pillow (from its page), as a shopper adds them. */
  async function fillCart(page: Page) {
    await page.goto("/esim-shop?destination=turkey");
    const dialog = page.getByRole("dialog", {
      name: t("esim:plans.dialogTitle", { name: TURKEY.name[lng] }),
    });
    const plan = dialog.locator("li[data-plan-id]", { hasText: money(PLAN_CENTS) });
    await plan.getByRole("button", { name: t("catalog:addToCart") }).click();
    await expect.poll(async () => (await readCart(page)).items.length).toBe(1);
    await page.goto(`/accessories/${PILLOW.slug}`);
    await page.getByRole("button", { name: t("catalog:addToCart") }).click();
    await expect.poll(async () => (await readCart(page)).items.length).toBe(2);
  }

  async function fillAddress(page: Page) {
    for (const field of ["fullName", "line1", "city", "country", "phone"] as const) {
      const label = t(`checkout:address.${field}`);
      // The country is a combobox (its list button is labelled by the field too); a full name typed is understood.
      const input =
        field === "country"
          ? page.getByRole("combobox", { name: label })
          : page.getByLabel(label, { exact: true });
      await input.fill(ADDRESS[field]);
    }
  }

  /** Pays and answers the sandbox page's order id. */
  async function payWithSandbox(page: Page): Promise<string> {
    await payButton(page).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
    return new URL(page.url()).pathname.split("/").pop()!;
  }

  test.describe(`checkout in ${lng}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    });

    test("an empty cart leads to the shop; a visitor is asked to log in", async ({ page }) => {
      await page.goto("/checkout");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout:title"));
      await expect(page.getByRole("heading", { name: t("checkout:empty.title") })).toBeVisible();
      await expect(page.getByRole("link", { name: t("checkout:empty.shop") })).toHaveAttribute(
        "href",
        "/shop",
      );
      await expectAccessible(page);

      await fillCart(page);
      await page.goto("/checkout");
      await expect(
        page.getByRole("heading", { name: t("errors:auth.loginToCompletePurchase") }),
      ).toBeVisible();
      await expect(page.getByText(t("checkout:signIn.body", { count: 2 }))).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: t("checkout:signIn.action") }).click();
      const dialog = page.getByRole("dialog", { name: t("auth:titles.signIn") });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t("errors:auth.loginToCompletePurchase"));

      // The API prices a visitor's cart (the cart drawer) but refuses a visitor's payment.
      const quoted = await page.request.post("/api/checkout", { data: { intent: "price", lines: [] } });
      expect(quoted.status()).toBe(200);
      const refused = await page.request.post("/api/checkout", {
        data: { intent: "pay", lines: [], provider: "sandbox", idempotencyKey: "visitor-0000000000" },
      });
      expect(refused.status()).toBe(401);
      expect((await refused.json()).error.message).toBe(t("errors:auth.loginToCompletePurchase"));
    });

    test("a customer pays with the sandbox: success page, paid order, e-mail, cart cleared", async ({
      page,
      baseURL,
    }) => {
      const email = await signedUpAndConfirmed(page, baseURL!);
      await fillCart(page);
      await page.goto("/checkout");
      const summary = page.locator("li[data-line]");
      await expect(summary).toHaveCount(2);
      await expect(summary.filter({ hasText: PILLOW.name[lng] })).toContainText(money(PILLOW_CENTS));
      await expect(payButton(page)).toContainText(money(TOTAL_CENTS));
      await expect(
        page.getByText(t("checkout:payment.single", { provider: t("checkout:providers.sandbox") })),
      ).toBeVisible();

      // The address is required for the accessory; the first missing field gets the focus.
      await payButton(page).click();
      await expect(page.getByText(t("errors:validation.required")).first()).toBeVisible();
      await expect(page.getByLabel(t("checkout:address.line1"), { exact: true })).toBeFocused();
      await expect(page).toHaveURL(/\/checkout$/);
      await fillAddress(page);
      await expectAccessible(page);
      await screenshots(page, SHOTS, `checkout-${lng}`);

      const orderId = await payWithSandbox(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout:meta.sandboxTitle"));
      await expect(page.getByRole("main")).toContainText(money(TOTAL_CENTS));
      await expectAccessible(page);
      await screenshots(page, SHOTS, `sandbox-${lng}`);

      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(`/checkout/success?order=${orderId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout:success.paidTitle"));
      await expect(page.locator("[data-order-status]")).toHaveAttribute("data-order-status", "paid");
      await expect(page.getByRole("main")).toContainText(money(TOTAL_CENTS));
      await expect.poll(async () => (await readCart(page)).items).toEqual([]);
      await expectAccessible(page);
      await screenshots(page, SHOTS, `success-${lng}`);

      const mail = await deliveredMail(
        (m) =>
          m.to === email && m.template === "order-confirmation" && m.links.some((l) => l.includes(orderId)),
      );
      expect(mail, "order confirmation e-mail").toBeTruthy();
      expect(mail!.locale).toBe(lng);
      expect(mail!.text).toContain(money(TOTAL_CENTS));
      expect(mail!.text).toContain(PILLOW.name[lng]);

      // The eSIM is issued by the provider (the stand-in) within seconds: its QR code appears without a reload.
      const unit = page.locator("[data-activation-status]");
      await expect(unit).toHaveAttribute("data-activation-status", "ready", { timeout: 15_000 });
      await expect(unit.locator("img").first()).toBeVisible();
      const esimMail = await deliveredMail((m) => m.to === email && m.template === "esim-activation");
      expect(esimMail, "eSIM activation e-mail").toBeTruthy();
      expect(esimMail!.locale).toBe(lng);
      expect(esimMail!.text).toMatch(/LPA:1\$smdp\.esim-standin\.invalid\$/);
      await screenshots(page, SHOTS, `success-esim-${lng}`);

      // The order page (what the database holds): paid (the pillow is still to ship), the address, the eSIM.
      await page.getByRole("link", { name: t("checkout:success.viewOrder") }).click();
      await expect(page).toHaveURL(`/orders/${orderId}`);
      await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "paid");
      await expect(page.getByText(ADDRESS.line1)).toBeVisible();
      await expect(page.locator("[data-activation-status]")).toHaveAttribute(
        "data-activation-status",
        "ready",
      );
      await expectAccessible(page);
      await screenshots(page, SHOTS, `order-${lng}`);

      // The profile lists it.
      await page.goto("/profile/orders");
      await expect(page.locator(`li[data-order="${orderId}"]`)).toContainText(t("status:order.paid"));

      // The profile's eSIMs: the provider's reading of it (not installed yet, all its data left), and a top-up bought
      // through the same checkout, added to it by the provider.
      await page.goto("/profile/esims");
      const esim = page
        .locator("li[data-esim]")
        .filter({ has: page.locator(`a[href="/orders/${orderId}"]`) });
      await expect(esim).toHaveAttribute("data-esim-status", "ready");
      await expect(esim.locator('[data-usage="current"]')).toContainText(t("esim:usage.notActive"));
      await expect(esim.locator("[data-usage-left]")).not.toBeEmpty();
      await esim.getByRole("link", { name: t("profile:esims.topUp") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout:topUp.title"));
      await page.locator("[data-top-up-package]").first().getByRole("button").click();
      await expect(page).toHaveURL(/\/checkout$/);
      const topUpOrder = await payWithSandbox(page);
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(`/checkout/success?order=${topUpOrder}`);
      await page.goto(`/orders/${topUpOrder}`);
      const topUp = page.locator("[data-top-up]");
      await expect(async () => {
        await page.reload();
        await expect(topUp).toHaveAttribute("data-top-up-status", "applied", { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
    });

    test("a declined payment cancels the order and keeps the cart", async ({ page, baseURL }) => {
      await signedUpAndConfirmed(page, baseURL!);
      await fillCart(page);
      await page.goto("/checkout");
      await fillAddress(page);
      const orderId = await payWithSandbox(page);
      await page.getByRole("button", { name: t("checkout:sandbox.decline") }).click();
      await expect(page).toHaveURL(/\/checkout\?payment=declined$/);
      await expect(page.getByText(t("checkout:returns.declined"))).toBeVisible();
      expect((await readCart(page)).items).toHaveLength(2);

      await page.goto(`/orders/${orderId}`);
      await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "cancelled");
      // In the customer's orders it reads as what it is, with the way back to paying.
      await page.goto("/profile/orders");
      const declined = page.locator(`li[data-order="${orderId}"]`);
      await expect(declined).toContainText(t("status:order.cancelled"));
      await expect(declined.locator("[data-not-completed]")).toContainText(t("profile:orders.notCompleted"));
      await expect(declined.getByRole("link", { name: t("profile:orders.tryAgain") })).toHaveAttribute(
        "href",
        "/checkout",
      );
      await screenshots(page, SHOTS, `orders-not-completed-${lng}`);

      // Paying again makes a new order.
      await page.goto("/checkout");
      await fillAddress(page);
      const second = await payWithSandbox(page);
      expect(second).not.toBe(orderId);
    });

    test("a double submit and a retried request make one order", async ({ page, baseURL }) => {
      await signedUpAndConfirmed(page, baseURL!);
      await fillCart(page);
      await page.goto("/checkout");
      await fillAddress(page);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/checkout")) {
          const body = request.postDataJSON() as { intent: string; idempotencyKey?: string };
          if (body.intent === "pay") posts.push(body.idempotencyKey!);
        }
      });
      await payButton(page).dblclick();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
      const orderId = new URL(page.url()).pathname.split("/").pop()!;

      // The browser's retry of the same attempt (same key) gets the same payment page.
      expect(posts.length).toBeGreaterThanOrEqual(1);
      expect(new Set(posts).size).toBe(1);
      const cart = await readCart(page);
      const lines = cart.items.map((item) => ({
        id: item.id,
        productType: item.product_type,
        quantity: item.quantity,
      }));
      // What the browser sent: the country field sends the code of the name typed.
      const address = { ...ADDRESS, country: "SA" };
      const body = { intent: "pay", lines, provider: "sandbox", address, idempotencyKey: posts[0] };
      const origin = new URL(baseURL!).origin;
      const answers = await Promise.all(
        [1, 2].map(() => page.request.post("/api/checkout", { data: body, headers: { origin } })),
      );
      for (const answer of answers) {
        expect(answer.status()).toBe(200);
        expect((await answer.json()).redirectUrl).toBe(`${origin}/checkout/sandbox/${orderId}`);
      }

      await page.goto("/profile/orders");
      await expect(page.locator("li[data-order]")).toHaveCount(1);
    });

    test("prices changed in local storage change nothing that is charged", async ({ page, baseURL }) => {
      await signedUpAndConfirmed(page, baseURL!);
      await fillCart(page);
      await page.evaluate(() => {
        const cart = JSON.parse(localStorage.getItem("travel-cart")!);
        for (const item of cart.items) item.price = 0.01;
        localStorage.setItem("travel-cart", JSON.stringify(cart));
      });
      await page.goto("/checkout");
      await expect(page.getByText(t("checkout:summary.pricesChangedNotice"))).toBeVisible();
      await expect(page.locator("[data-price-changed]").first()).toContainText(money(1));
      await expect(payButton(page)).toContainText(money(TOTAL_CENTS));
      await fillAddress(page);
      const orderId = await payWithSandbox(page);
      await expect(page.getByRole("main")).toContainText(money(TOTAL_CENTS));
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(`/checkout/success?order=${orderId}`);
      await expect(page.getByRole("main")).toContainText(money(TOTAL_CENTS));
      await expect(page.getByRole("main")).not.toContainText(money(2));
    });

    test("the success page waits for the payment and clears the cart only once it is paid", async ({
      page,
      baseURL,
    }) => {
      await signedUpAndConfirmed(page, baseURL!);
      await fillCart(page);
      await page.goto("/checkout");
      await fillAddress(page);
      const orderId = await payWithSandbox(page);

      // The provider sent the customer back before its confirmation arrived.
      await page.goto(`/checkout/success?order=${orderId}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout:success.pendingTitle"));
      await expect(page.locator("[data-status]").first()).toContainText(t("status:order.pending"));
      await page.waitForTimeout(1000);
      expect((await readCart(page)).items).toHaveLength(2);
      await expectAccessible(page);

      // The confirmation arrives (here: the sandbox approved from another tab); the page follows by itself.
      const approved = await page.request.post(`/checkout/sandbox/${orderId}`, {
        form: { decision: "approve" },
        headers: { origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      });
      expect(approved.status()).toBe(303);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout:success.paidTitle"), {
        timeout: 10_000,
      });
      await expect.poll(async () => (await readCart(page)).items).toEqual([]);
    });

    test("lines that cannot be sold as they are must be fixed before paying", async ({ page, baseURL }) => {
      await signedUpAndConfirmed(page, baseURL!);
      await fillCart(page);
      await page.evaluate(() => {
        const cart = JSON.parse(localStorage.getItem("travel-cart")!);
        // A cart kept from before the limit was known (or from before the stock went down).
        for (const item of cart.items)
          if (item.product_type === "accessory")
            Object.assign(item, { quantity: 70, max_quantity: undefined });
        cart.items.push({
          id: "00000000-0000-4000-8000-000000000000",
          name: "Vanished plan",
          price: 9,
          quantity: 1,
          product_type: "esim",
        });
        localStorage.setItem("travel-cart", JSON.stringify(cart));
      });
      await page.goto("/checkout");
      await expect(page.getByText(t("checkout:summary.blockedNotice"))).toBeVisible();
      await expect(payButton(page)).toBeDisabled();
      const unknown = page.locator('li[data-problem="unknown"]');
      await expect(unknown).toContainText("Vanished plan");
      await expect(unknown).toContainText(t("checkout:problems.unknown"));
      const short = page.locator('li[data-problem="insufficient_stock"]');
      await expect(short).toContainText(PILLOW.name[lng]);
      await expectAccessible(page);

      await unknown
        .getByRole("button", { name: t("checkout:actions.remove", { name: "Vanished plan" }) })
        .click();
      await short.getByRole("button", { name: /\d/ }).first().click();
      await expect(page.locator("li[data-problem]")).toHaveCount(0);
      const pillow = (await readCart(page)).items.find((item) => item.product_type === "accessory")!;
      expect(pillow.quantity).toBeGreaterThan(1);
      expect(pillow.quantity).toBeLessThanOrEqual(PILLOW.stock);
      await expect(payButton(page)).toBeEnabled();
      await expect(payButton(page)).toContainText(money(PLAN_CENTS + pillow.quantity * PILLOW_CENTS));
    });

    test("another customer's order, success and sandbox pages are not found", async ({
      page,
      browser,
      baseURL,
    }) => {
      await signedUpAndConfirmed(page, baseURL!);
      await fillCart(page);
      await page.goto("/checkout");
      await fillAddress(page);
      const orderId = await payWithSandbox(page);

      const other = await browser.newContext({ baseURL });
      await other.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
      const stranger = await other.newPage();
      await signedUpAndConfirmed(stranger, baseURL!);
      for (const path of [
        `/orders/${orderId}`,
        `/checkout/success?order=${orderId}`,
        `/checkout/sandbox/${orderId}`,
      ]) {
        const response = await stranger.goto(path);
        expect(response?.status(), path).toBe(404);
      }
      const forged = await stranger.request.post(`/checkout/sandbox/${orderId}`, {
        form: { decision: "approve" },
        headers: { origin: new URL(baseURL!).origin },
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(404);
      await other.close();

      await page.goto(`/orders/${orderId}`);
      await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "pending");
    });
  });
}
