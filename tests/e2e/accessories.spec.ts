import { ACCESSORIES, type AccessorySeed } from "../../app/platform/db/seed/data.ts";
import { usd } from "../../app/platform/db/seed/rows.ts";
import { PAGE_SIZE } from "../../app/platform/domain/constants.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { expectAccessible } from "./support.ts";
import { expect, type Locator, type Page, test } from "./test.ts";

// axe-core is injected as an inline script, which the production CSP refuses.
test.use({ bypassCSP: true });

type Sort = "name" | "brand" | "price_asc" | "price_desc";
const SORTS: Sort[] = ["name", "brand", "price_asc", "price_desc"];

/** Code-point order: the collation ("C") of the e2e server's embedded database. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The seed's accessories in the order the list must show them. */
function expected(sort: Sort, lang: Locale, keep: (a: AccessorySeed) => boolean = () => true) {
  const compare: Record<Sort, (a: AccessorySeed, b: AccessorySeed) => number> = {
    name: (a, b) => byText(a.name[lang], b.name[lang]) || byText(a.slug, b.slug),
    brand: (a, b) => byText(a.brand, b.brand) || byText(a.name[lang], b.name[lang]) || byText(a.slug, b.slug),
    price_asc: (a, b) => usd(a.priceUsd) - usd(b.priceUsd) || byText(a.slug, b.slug),
    price_desc: (a, b) => usd(b.priceUsd) - usd(a.priceUsd) || byText(a.slug, b.slug),
  };
  return ACCESSORIES.filter(keep).sort(compare[sort]);
}

const seed = (slug: string) => ACCESSORIES.find((a) => a.slug === slug)!;
const PILLOW = seed("skyrest-memory-foam-neck-pillow"); // stock 64: in stock
const POWER_BANK = seed("voltra-20000mah-power-bank"); // stock 2: low
const EARBUDS = seed("soundnest-noise-cancelling-earbuds"); // stock 0
const SUITCASE = seed("packwell-carry-on-spinner-55"); // 2.9 kg, 3-year warranty, paid shipping

const withLanguage = (path: string, lang: Locale) => `${path}${path.includes("?") ? "&" : "?"}lng=${lang}`;

/** The product names shown, in order (retried until the list settles after a navigation). */
async function expectNames(page: Page, expectedNames: string[]) {
  const shown = page.locator("article[data-accessory] h2");
  if (expectedNames.length === 0) await expect(shown).toHaveCount(0);
  else await expect(shown).toHaveText(expectedNames);
}
const cardOf = (page: Page, slug: string) => page.locator(`article[data-accessory="${slug}"]`);

/** The header's cart button, once the stored cart is read (the cart ignores clicks before). */
async function cartButton(page: Page): Promise<Locator> {
  const button = page.locator("header").getByRole("button", { name: /^(Cart|سلة التسوق)،?,? / });
  await expect(button).toHaveAttribute("data-ready", "true");
  return button;
}

for (const lang of ["en", "ar"] as const) {
  const t = createI18n(lang).t;
  const names = (list: readonly AccessorySeed[]) => list.map((a) => a.name[lang]);

  test.describe(`travel accessories in ${lang}`, () => {
    test("the list is server-rendered in name order, 20 a page, with pages that keep the filters", async ({
      page,
    }) => {
      const response = await page.goto(withLanguage("/travel-accessories", lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("accessories:list.title"));
      await expect(page.getByTestId("accessories-count")).toHaveText(
        t("accessories:list.results", { count: ACCESSORIES.length }),
      );
      const order = expected("name", lang);
      await expectNames(page, names(order.slice(0, PAGE_SIZE)));
      await expect(page.getByRole("link", { name: t("accessories:categories.all") })).toHaveAttribute(
        "aria-current",
        "page",
      );

      // Page 2 of the price order keeps the sort.
      await page.goto(withLanguage("/travel-accessories?sort=price_desc", lang));
      await page
        .getByRole("navigation", { name: t("pagination.label") })
        .getByRole("link", { name: "2" })
        .click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(page).toHaveURL(/[?&]sort=price_desc/);
      await expectNames(page, names(expected("price_desc", lang).slice(PAGE_SIZE)));
      await expectAccessible(page);
    });

    for (const sort of SORTS) {
      test(`sorting by ${sort} shows the seed's order`, async ({ page }) => {
        await page.goto(withLanguage(`/travel-accessories?sort=${sort}`, lang));
        const order = expected(sort, lang);
        await expectNames(page, names(order.slice(0, PAGE_SIZE)));
        await expect(page.getByLabel(t("accessories:filters.sort"))).toHaveValue(sort);
        // The first card's price is the seed's.
        await expect(cardOf(page, order[0]!.slug).locator("[data-price]")).toHaveText(
          formatMoney(usd(order[0]!.priceUsd), lang),
        );
      });
    }

    test("changing the sort applies at once and shows skeletons while the list loads", async ({ page }) => {
      await page.goto(withLanguage("/travel-accessories", lang));
      await cartButton(page); // hydrated
      // Hold the list's data request back, so that the loading state can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/travel-accessories.data*", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByLabel(t("accessories:filters.sort")).selectOption("price_asc");
      await expect(page.getByTestId("accessories-skeleton")).toBeVisible();
      release();
      await expect(page.getByTestId("accessories-skeleton")).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]sort=price_asc/);
      await expectNames(page, names(expected("price_asc", lang).slice(0, PAGE_SIZE)));
    });

    test("a category link filters the list and keeps the search and sort", async ({ page }) => {
      await page.goto(withLanguage("/travel-accessories?sort=price_desc", lang));
      const categories = page.getByRole("navigation", { name: t("accessories:categories.label") });
      for (const category of ["comfort", "electronics", "health", "luggage", "security"] as const) {
        await categories.getByRole("link", { name: t(`accessories:categories.${category}`) }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]category=${category}`));
        await expect(page).toHaveURL(/[?&]sort=price_desc/);
        const order = expected("price_desc", lang, (a) => a.category === category);
        await expectNames(page, names(order));
        await expect(
          categories.getByRole("link", { name: t(`accessories:categories.${category}`) }),
        ).toHaveAttribute("aria-current", "page");
      }
      await categories.getByRole("link", { name: t("accessories:categories.all") }).click();
      await expect(page).not.toHaveURL(/category=/);
      await expect(page.getByTestId("accessories-count")).toHaveText(
        t("accessories:list.results", { count: ACCESSORIES.length }),
      );
    });

    test("search finds names in either language and brands; no match shows the empty state", async ({
      page,
    }) => {
      await page.goto(withLanguage("/travel-accessories", lang));
      const search = page.getByRole("searchbox", { name: t("accessories:filters.search") });

      await search.fill("voltra");
      await search.press("Enter");
      await expect(page).toHaveURL(/[?&]q=voltra/);
      await expectNames(page, names(expected("name", lang, (a) => a.brand === "Voltra")));

      // The Arabic name, on either page language.
      await page.getByRole("searchbox", { name: t("accessories:filters.search") }).fill("وسادة");
      await page.getByRole("button", { name: t("accessories:filters.apply") }).click();
      await expect(page.getByTestId("accessories-count")).toContainText(
        lang === "ar" ? "منتجان" : "2 products",
      );
      await expectNames(page, names(expected("name", lang, (a) => a.name.ar.includes("وسادة"))));

      // The English name, with a category.
      await page.goto(withLanguage("/travel-accessories?category=health&q=Organiser", lang));
      await expectNames(page, [seed("medica-go-weekly-pill-organiser").name[lang]]);

      await page.goto(withLanguage("/travel-accessories?q=zzzz-no-such-thing", lang));
      await expect(page.getByRole("heading", { name: t("accessories:empty.title") })).toBeVisible();
      await page.getByRole("link", { name: t("accessories:empty.clear") }).click();
      await expect(page.getByTestId("accessories-count")).toHaveText(
        t("accessories:list.results", { count: ACCESSORIES.length }),
      );
      await expectAccessible(page);
    });

    test("unknown parameters fall back to the defaults", async ({ page }) => {
      const response = await page.goto(
        withLanguage("/travel-accessories?sort=drop&category=food&page=abc", lang),
      );
      expect(response?.status()).toBe(200);
      await expectNames(page, names(expected("name", lang).slice(0, PAGE_SIZE)));
    });

    test("a card adds its accessory to the cart; an out-of-stock card cannot", async ({ page }) => {
      await page.goto(withLanguage("/travel-accessories?category=electronics", lang));
      const soldOut = cardOf(page, EARBUDS.slug).locator("button[data-add-to-cart]");
      await expect(soldOut).toBeDisabled();
      await expect(soldOut).toHaveText(t("catalog:stock.out_of_stock"));
      await expect(soldOut).toHaveAccessibleDescription(
        new RegExp(t("accessories:outOfStockReason").slice(0, 12)),
      );

      await page.goto(withLanguage("/travel-accessories?category=comfort", lang));
      const button = await cartButton(page);
      const card = cardOf(page, PILLOW.slug);
      await expect(card).toContainText(t("catalog:stock.in_stock"));
      await card.getByRole("button", { name: t("catalog:addToCart") }).click();
      await expect(button).toHaveAccessibleName(t("cart:button", { count: 1 }));
      await button.click();
      const drawer = page.getByRole("dialog", { name: new RegExp(`^${t("cart:title")}`) });
      await expect(drawer.getByRole("listitem").filter({ hasText: PILLOW.name[lang] })).toBeVisible();
      const stored = await page.evaluate(() =>
        JSON.parse(window.localStorage.getItem("travel-cart") ?? "{}"),
      );
      expect(stored.items).toEqual([
        expect.objectContaining({
          name: PILLOW.name[lang],
          price: PILLOW.priceUsd,
          quantity: 1,
          product_type: "accessory",
          image_url: `/images/accessories/${PILLOW.slug}.svg`,
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        }),
      ]);
    });

    test("the detail page shows the facts, bounds the quantity by the stock and adds that quantity", async ({
      page,
    }) => {
      await page.goto(withLanguage("/travel-accessories", lang));
      await cardOf(page, POWER_BANK.slug).getByRole("link", { name: POWER_BANK.name[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`/accessories/${POWER_BANK.slug}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(POWER_BANK.name[lang]);
      await expect(page.getByText(POWER_BANK.description[lang])).toBeVisible();
      await expect(page.locator("main [data-price]").first()).toHaveText(
        formatMoney(usd(POWER_BANK.priceUsd), lang),
      );
      await expect(page.getByText(t("catalog:stock.low"))).toBeVisible();
      await expect(page.getByTestId("accessory-weight")).toHaveText(
        t("accessories:units.grams", { value: "360" }),
      );
      await expect(page.getByTestId("accessory-warranty")).toHaveText(
        t("accessories:warranty.years", { count: 1 }),
      );
      await expect(page.getByText(t("accessories:shipping.free"))).toBeVisible();
      await expect(page.getByText(POWER_BANK.size[lang])).toBeVisible();

      await expectAccessible(page);

      const button = await cartButton(page);
      const increase = page.getByRole("button", { name: t("accessories:detail.increase") });
      const decrease = page.getByRole("button", { name: t("accessories:detail.decrease") });
      const value = page.getByTestId("accessory-quantity");
      await expect(value).toHaveText("1");
      await expect(decrease).toBeDisabled();
      await increase.click();
      await expect(value).toHaveText("2");
      // Stock 2: no more.
      await expect(increase).toBeDisabled();
      await page.getByRole("button", { name: t("catalog:addToCart") }).click();
      await expect(button).toHaveAccessibleName(t("cart:button", { count: 2 }));
      await button.click();
      const line = page
        .getByRole("dialog", { name: new RegExp(`^${t("cart:title")}`) })
        .getByRole("listitem")
        .filter({ hasText: POWER_BANK.name[lang] });
      await expect(line).toContainText(formatMoney(usd(POWER_BANK.priceUsd) * 2, lang));
    });

    test("the quantity stops at 10 when the stock is larger", async ({ page }) => {
      await page.goto(withLanguage(`/accessories/${PILLOW.slug}`, lang));
      await cartButton(page);
      const increase = page.getByRole("button", { name: t("accessories:detail.increase") });
      for (let i = 1; i < 10; i++) await increase.click();
      await expect(page.getByTestId("accessory-quantity")).toHaveText("10");
      await expect(increase).toBeDisabled();
      await expect(page.getByText(t("accessories:detail.maxPerOrder", { count: 10 }))).toBeVisible();
    });

    test("an out-of-stock accessory cannot be added on its page and says why", async ({ page }) => {
      await page.goto(withLanguage(`/accessories/${EARBUDS.slug}`, lang));
      const add = page.getByRole("button", { name: t("catalog:addToCart") });
      await expect(add).toBeDisabled();
      await expect(page.getByText(t("accessories:outOfStockReason"))).toBeVisible();
      await expect(add).toHaveAccessibleDescription(
        new RegExp(t("accessories:outOfStockReason").slice(0, 12)),
      );
      await expect(page.getByRole("button", { name: t("accessories:detail.increase") })).toHaveCount(0);
      await expectAccessible(page);
    });

    test("kilograms, a multi-year warranty and paid shipping read naturally", async ({ page }) => {
      await page.goto(withLanguage(`/accessories/${SUITCASE.slug}`, lang));
      await expect(page.getByTestId("accessory-weight")).toHaveText(
        t("accessories:units.kilograms", { value: "2.9" }),
      );
      await expect(page.getByTestId("accessory-warranty")).toHaveText(
        t("accessories:warranty.years", { count: 3 }),
      );
      await expect(page.getByText(t("accessories:shipping.standard"))).toBeVisible();
    });

    test("the detail page carries Product/Offer structured data and SEO meta", async ({ page }) => {
      await page.goto(withLanguage(`/accessories/${POWER_BANK.slug}`, lang));
      const json = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(json).toMatchObject({
        "@type": "Product",
        name: POWER_BANK.name[lang],
        brand: { "@type": "Brand", name: POWER_BANK.brand },
        offers: {
          "@type": "Offer",
          price: POWER_BANK.priceUsd.toFixed(2),
          priceCurrency: "USD",
          availability: "https://schema.org/LimitedAvailability",
        },
      });
      await expect(page).toHaveTitle(new RegExp(POWER_BANK.name[lang].replace(/[()]/g, "\\$&")));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/accessories/${POWER_BANK.slug}\\?lng=${lang}$`),
      );

      await page.goto(withLanguage(`/accessories/${EARBUDS.slug}`, lang));
      const soldOut = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(soldOut.offers.availability).toBe("https://schema.org/OutOfStock");
    });

    test("an unknown accessory is a 404", async ({ page }) => {
      const response = await page.goto(withLanguage("/accessories/no-such-accessory", lang));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("errorPage.notFoundTitle"));
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the search, sort and category form works", async ({ page }) => {
        await page.goto(withLanguage("/travel-accessories?category=luggage", lang));
        await page.getByRole("searchbox", { name: t("accessories:filters.search") }).fill("packwell");
        await page.getByLabel(t("accessories:filters.sort")).selectOption("price_asc");
        await page.getByRole("button", { name: t("accessories:filters.apply") }).click();
        await expect(page).toHaveURL(/[?&]q=packwell/);
        await expect(page).toHaveURL(/[?&]sort=price_asc/);
        await expect(page).toHaveURL(/[?&]category=luggage/);
        await expectNames(
          page,
          names(expected("price_asc", lang, (a) => a.brand === "Packwell" && a.category === "luggage")),
        );
        await page
          .getByRole("navigation", { name: t("accessories:categories.label") })
          .getByRole("link", { name: t("accessories:categories.all") })
          .click();
        await expectNames(page, names(expected("price_asc", lang, (a) => a.brand === "Packwell")));
      });
    });
  });
}
