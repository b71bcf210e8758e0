// The cart tells the truth: it stops at the limit the product page shows (its stepper, a repeated add and the
// drawer's +, each saying so), clearing it asks first, and the shipping country is chosen from a localised list
// by typing and the keyboard, the order then naming it in the customer's language.

import { ACCESSORIES } from "../../app/platform/db/seed/data.ts";
import { MAX_UNPAID_UNITS_PER_PRODUCT } from "../../app/platform/domain/constants.ts";
import { countryName } from "../../app/platform/domain/countries.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { confirmAndSignIn, STRONG_PASSWORD, screenshots, uniqueEmail } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

const SHOTS = "/tmp/shots";
// A few left: the page says how many, and that is the limit. Nothing else in the suite buys it.
const SCARCE = ACCESSORIES.find((a) => a.slug === "packwell-carry-on-spinner-55")!;
// Plenty: the limit is what one customer may hold unpaid.
const PLENTY = [...ACCESSORIES].sort((a, b) => b.stock - a.stock)[0]!;

interface StoredCart {
  items: { id: string; quantity: number; max_quantity?: number }[];
}
const readCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("travel-cart") ?? '{"items":[]}') as StoredCart);

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;

  test.describe(`the cart's truth in ${lng}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    });

    test("the stepper, a repeated add and the drawer's + stop at the stock shown, saying so; clearing asks first", async ({
      page,
    }) => {
      const limit = Math.min(SCARCE.stock, MAX_UNPAID_UNITS_PER_PRODUCT);
      expect(limit).toBeGreaterThan(1);
      const name = SCARCE.name[lng];
      await page.goto(`/accessories/${SCARCE.slug}`);
      await expect(page.getByText(t("accessories:onlyLeft", { count: SCARCE.stock }))).toBeVisible();

      // The stepper stops at the limit.
      const increase = page.getByRole("button", { name: t("accessories:detail.increase"), exact: true });
      for (let i = 1; i < limit; i++) await increase.click();
      await expect(page.getByTestId("accessory-quantity")).toHaveText(String(limit));
      await expect(increase).toBeDisabled();

      const add = page.getByRole("button", { name: t("catalog:addToCart") });
      await add.click();
      await expect.poll(async () => (await readCart(page)).items[0]?.quantity).toBe(limit);
      await expect(page.getByText(t("accessories:detail.limitReached", { max: limit }))).toBeVisible();

      // Adding again is refused with a message; the cart keeps the limit.
      await add.click();
      await expect(page.getByText(t("cart:notifications.limit", { name, max: limit }))).toBeVisible();
      expect((await readCart(page)).items[0]?.quantity).toBe(limit);

      // The drawer's + stops there too, and says why.
      await page
        .locator("header")
        .getByRole("button", { name: t("cart:button", { count: limit }) })
        .click();
      const drawer = page.getByRole("dialog", { name: new RegExp(`^${t("cart:title")}`) });
      const plus = drawer.getByRole("button", { name: t("cart:increase", { name }) });
      await expect(plus).toBeDisabled();
      await expect(drawer.getByText(t("cart:atLimit", { max: limit }))).toBeVisible();
      await drawer.getByRole("button", { name: t("cart:decrease", { name }) }).click();
      await expect(plus).toBeEnabled();
      await expect(drawer.getByText(t("cart:atLimit", { max: limit }))).toHaveCount(0);
      await plus.click();
      await expect(plus).toBeDisabled();
      expect((await readCart(page)).items[0]?.quantity).toBe(limit);
      await screenshots(page, SHOTS, `cart-limit-${lng}`);

      // Clearing asks first: keeping the items changes nothing, confirming empties the cart.
      await drawer.getByRole("button", { name: t("cart:clear") }).click();
      await expect(drawer.getByText(t("cart:clearConfirm.question"))).toBeVisible();
      await screenshots(page, SHOTS, `cart-clear-${lng}`);
      await drawer.getByRole("button", { name: t("cart:clearConfirm.cancel") }).click();
      expect((await readCart(page)).items).toHaveLength(1);
      await drawer.getByRole("button", { name: t("cart:clear") }).click();
      await drawer.getByRole("button", { name: t("cart:clearConfirm.confirm") }).click();
      await expect(drawer.getByText(t("cart:empty.title"))).toBeVisible();
      expect((await readCart(page)).items).toEqual([]);
    });

    test("the shipping country is chosen from the list by typing and the keyboard; the order names it", async ({
      page,
      baseURL,
    }) => {
      const email = uniqueEmail("country");
      const signUp = await page.request.post("/api/auth/sign-up/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Traveller" },
      });
      expect(signUp.status()).toBe(200);
      await confirmAndSignIn(page, email);

      await page.goto(`/accessories/${PLENTY.slug}`);
      await page.getByRole("button", { name: t("catalog:addToCart") }).click();
      await expect.poll(async () => (await readCart(page)).items.length).toBe(1);
      await page.goto("/checkout");
      for (const [field, value] of [
        ["fullName", "Nadia Traveller"],
        ["line1", "12 King Fahd Road"],
        ["city", "Riyadh"],
      ] as const)
        await page.getByLabel(t(`checkout:address.${field}`), { exact: true }).fill(value);

      const country = page.getByRole("combobox", { name: t("checkout:address.country") });
      const saudi = countryName("SA", lng);
      const egypt = countryName("EG", lng);
      // Typing filters the list; Escape closes it.
      await country.pressSequentially(egypt.slice(0, 2));
      const list = page.getByRole("listbox");
      await expect(list.getByRole("option", { name: egypt })).toBeVisible();
      await expect(list.getByRole("option", { name: saudi })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      // The arrows and Enter choose.
      await country.fill("");
      await country.pressSequentially(saudi.slice(0, 4));
      await expect(list.getByRole("option", { name: saudi })).toBeVisible();
      await screenshots(page, SHOTS, `checkout-country-${lng}`);
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(list).toBeHidden();
      await expect(country).toHaveValue(saudi);
      await expect(page.locator('input[type="hidden"][name="country"]')).toHaveValue("SA");

      await page.locator("button[data-pay]").click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
      const orderId = new URL(page.url()).pathname.split("/").pop()!;
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(`/checkout/success?order=${orderId}`);
      await page.goto(`/orders/${orderId}`);
      const address = page.locator("address[data-country]");
      await expect(address).toHaveAttribute("data-country", "SA");
      await expect(address).toContainText(saudi);
    });
  });
}
