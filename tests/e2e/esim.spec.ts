import { type DestinationSeed, ESIM_DESTINATIONS } from "../../app/platform/db/seed/data.ts";
import { PAGE_SIZE } from "../../app/platform/domain/constants.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { expectAccessible } from "./support.ts";
import { expect, type Locator, type Page, test } from "./test.ts";

test.use({ bypassCSP: true });

const withLanguage = (path: string, lang: Locale) => `${path}${path.includes("?") ? "&" : "?"}lng=${lang}`;

/** The e2e database is PostgreSQL (PGlite) with the C collation: names compare by code point, like `<` here. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function expectedOrder(
  lang: Locale,
  sort: "name" | "plans",
  filter: (d: DestinationSeed) => boolean = () => true,
): string[] {
  const byName = (a: DestinationSeed, b: DestinationSeed) =>
    byText(a.name[lang], b.name[lang]) || byText(a.slug, b.slug);
  return ESIM_DESTINATIONS.filter(filter)
    .sort(sort === "plans" ? (a, b) => b.plans.length - a.plans.length || byName(a, b) : byName)
    .map((d) => d.name[lang]);
}

const seed = (slug: string) => ESIM_DESTINATIONS.find((d) => d.slug === slug)!;
const cents = (usd: number) => Math.round(usd * 100);

/** The names on the grid's cards, in order: headings of the level under the page's h1. */
const cardNames = (page: Page) => page.locator("a[data-slug]").getByRole("heading", { level: 2 });

/** The plan cards of a list, as "data|price" strings in order. */
async function planRows(scope: Locator): Promise<string[]> {
  return scope
    .locator("li[data-plan-id]")
    .evaluateAll((items) =>
      items.map(
        (item) => `${item.querySelector("h3")?.textContent}|${item.querySelector("bdi")?.textContent}`,
      ),
    );
}

/** Expected "data|price" rows of a seeded destination's plans, in the given order. */
function seedRows(slug: string, lang: Locale, order: "price" | "data" | "duration"): string[] {
  const t = createI18n(lang).t;
  const plans = [...seed(slug).plans].sort((a, b) => {
    const data = (gb: number | null) => (gb === null ? Number.POSITIVE_INFINITY : gb);
    if (order === "data") return data(a[0]) - data(b[0]) || a[2] - b[2];
    if (order === "duration") return a[1] - b[1] || a[2] - b[2];
    return a[2] - b[2] || data(a[0]) - data(b[0]);
  });
  return plans.map(
    ([gb, , price]) =>
      `${gb === null ? t("esim:plans.unlimited") : t("esim:plans.gb", { amount: gb })}|${formatMoney(cents(price), lang)}`,
  );
}

for (const lang of ["en", "ar"] as const) {
  const t = createI18n(lang).t;
  const headers = lang === "ar" ? { "accept-language": "ar" } : { "accept-language": "en" };

  test.describe(`eSIM shop in ${lang}`, () => {
    test.use({ extraHTTPHeaders: headers });

    test("the grid lists destinations by name, 20 a page, with flags, plan counts and prices", async ({
      page,
    }) => {
      await page.goto(withLanguage("/esim-shop", lang));
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("esim:shop.title"));
      const all = expectedOrder(lang, "name");
      await expect(cardNames(page)).toHaveText(all.slice(0, PAGE_SIZE));
      await expect(page.getByRole("status").filter({ hasText: String(all.length) })).toBeVisible();

      const turkeyName = seed("turkey").name[lang];
      const azerbaijan = page.locator('a[data-slug="azerbaijan"]');
      await expect(azerbaijan).toHaveAttribute("href", "/esim/azerbaijan");
      await expect(azerbaijan.locator("img")).toHaveAttribute("src", "/flags/AZ.svg");
      await expect(azerbaijan.locator("img")).toHaveAttribute("alt", "");
      await expect(azerbaijan).toContainText(
        t("esim:card.plans", { count: seed("azerbaijan").plans.length }),
      );
      await expect(azerbaijan.locator("bdi[dir=ltr]")).toHaveText(
        formatMoney(cents(Math.min(...seed("azerbaijan").plans.map((p) => p[2]))), lang),
      );
      await expect(page.locator('a[data-slug="europe"] img')).toHaveAttribute(
        "src",
        "/images/esim/europe.svg",
      );
      for (const image of await page.locator("a[data-slug] img").all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expectAccessible(page);

      // Pagination keeps the sort and shows the next 20.
      await page.getByLabel(t("esim:shop.sortLabel")).selectOption("plans");
      await expect(page).toHaveURL(/sort=plans/);
      const byPlans = expectedOrder(lang, "plans");
      await expect(cardNames(page)).toHaveText(byPlans.slice(0, PAGE_SIZE));
      await page.locator('nav a[rel="next"]').click();
      await expect(page).toHaveURL(/sort=plans.*page=2|page=2.*sort=plans/);
      await expect(cardNames(page)).toHaveText(byPlans.slice(PAGE_SIZE, 2 * PAGE_SIZE));
      await page.locator('nav a[rel="next"]').click();
      await expect(cardNames(page)).toHaveText(byPlans.slice(2 * PAGE_SIZE));
      await expect(page.locator('nav a[rel="next"]')).toHaveCount(0);
      expect(all).toContain(turkeyName);
    });

    test("categories, search in both languages and by ISO code, and the empty state", async ({ page }) => {
      await page.goto(withLanguage("/esim-shop?sort=plans", lang));
      // A slow response shows skeletons while the grid reloads on the client.
      await page.route("**/esim-shop.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const categories = page.getByRole("navigation", { name: t("esim:shop.categoriesLabel") });
      await categories.getByRole("link", { name: t("esim:shop.categories.regional") }).click();
      await expect(page.getByTestId("esim-grid-skeleton")).toBeVisible();
      await expect(page).toHaveURL(/category=regional/);
      await expect(page).toHaveURL(/sort=plans/);
      await expect(cardNames(page)).toHaveText(
        expectedOrder(lang, "plans", (d) => d.category === "regional"),
      );
      await expect(page.getByTestId("esim-grid-skeleton")).toHaveCount(0);
      await expect(
        categories.getByRole("link", { name: t("esim:shop.categories.regional") }),
      ).toHaveAttribute("aria-current", "page");
      await page.unrouteAll();

      await categories.getByRole("link", { name: t("esim:shop.categories.global") }).click();
      await expect(cardNames(page)).toHaveText(expectedOrder(lang, "plans", (d) => d.category === "global"));
      await categories.getByRole("link", { name: t("esim:shop.categories.country") }).click();
      await expect(cardNames(page)).toHaveText(
        expectedOrder(lang, "plans", (d) => d.category === "country").slice(0, PAGE_SIZE),
      );

      // The search keeps the category: "united" within countries.
      const search = page.getByLabel(t("esim:shop.searchLabel"));
      await search.fill("united");
      await page.getByRole("button", { name: t("esim:shop.submit"), exact: true }).click();
      await expect(page).toHaveURL(/q=united/);
      await expect(page).toHaveURL(/category=country/);
      const united = ["united-arab-emirates", "united-kingdom", "united-states"].map(seed);
      await expect(cardNames(page)).toHaveText(expectedOrder(lang, "plans", (d) => united.includes(d)));

      await categories.getByRole("link", { name: t("esim:shop.categories.all") }).click();
      await expect(page).not.toHaveURL(/category=/);
      await expect(search).toHaveValue("united");

      // Arabic spelling without hamza, typed: the search runs by itself.
      await search.fill("الامارات");
      await expect(cardNames(page)).toHaveText([seed("united-arab-emirates").name[lang]]);
      // ISO code.
      await search.fill("JP");
      await expect(cardNames(page)).toHaveText([seed("japan").name[lang]]);

      await search.fill("zzzz");
      await expect(page.getByRole("heading", { name: t("esim:shop.empty.title") })).toBeVisible();
      await expect(page.getByText(t("esim:shop.empty.search", { q: "zzzz" }))).toBeVisible();
      await expect(cardNames(page)).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole("link", { name: t("esim:shop.empty.clear") }).click();
      await expect(cardNames(page)).toHaveCount(PAGE_SIZE);
      await expect(search).toHaveValue("");
    });

    test("a destination opens the plan dialog: sort, filter, search, add to cart", async ({ page }) => {
      await page.goto(withLanguage("/esim-shop?q=turkey", lang));
      const turkey = seed("turkey");
      const name = turkey.name[lang];
      await page.locator('a[data-slug="turkey"]').click();
      const dialog = page.getByRole("dialog", { name: t("esim:plans.dialogTitle", { name }) });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/destination=turkey/);
      await expect(page).toHaveURL(/q=turkey/);
      await expect.poll(() => planRows(dialog)).toEqual(seedRows("turkey", lang, "price"));
      // Validity with the language's plural forms; calls and SMS where the plan has them.
      const texts = lang === "ar" ? ["7 أيام", "15 يومًا", "30 يومًا"] : ["7 days", "15 days", "30 days"];
      for (const text of texts) await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
      const voice = dialog.locator("li[data-plan-id]", { hasText: formatMoney(1900, lang) });
      await expect(voice).toContainText(t("esim:plans.minutes", { count: 60 }));
      await expect(voice).toContainText(t("esim:plans.sms", { count: 30 }));
      await expect(voice).toContainText(t("catalog:stock.in_stock"));
      await expectAccessible(page);

      await dialog.getByRole("link", { name: t("esim:plans.sort.data"), exact: true }).click();
      await expect(page).toHaveURL(/plan_sort=data/);
      await expect.poll(() => planRows(dialog)).toEqual(seedRows("turkey", lang, "data"));
      await dialog.getByRole("link", { name: t("esim:plans.sort.duration"), exact: true }).click();
      await expect.poll(() => planRows(dialog)).toEqual(seedRows("turkey", lang, "duration"));

      await dialog.getByRole("link", { name: t("esim:plans.data.upto3"), exact: true }).click();
      await expect
        .poll(() => planRows(dialog))
        .toEqual(seedRows("turkey", lang, "duration").filter((row) => /^[13] /.test(row)));
      await dialog.getByRole("link", { name: t("esim:plans.data.unlimited"), exact: true }).click();
      await expect.poll(() => planRows(dialog)).toEqual([`${t("esim:plans.unlimited")}|$29.00`]);
      await dialog.getByRole("link", { name: t("esim:plans.data.all"), exact: true }).click();
      await expect.poll(() => planRows(dialog)).toHaveLength(turkey.plans.length);

      await dialog.getByRole("searchbox", { name: t("esim:plans.searchLabel") }).fill("5gb");
      await expect
        .poll(() => planRows(dialog))
        .toEqual([
          `${t("esim:plans.gb", { amount: 5 })}|$13.00`,
          `${t("esim:plans.gb", { amount: 5 })}|$19.00`,
        ]);
      await dialog.getByRole("searchbox", { name: t("esim:plans.searchLabel") }).fill("");
      await expect.poll(() => planRows(dialog)).toHaveLength(turkey.plans.length);

      // Add the cheapest plan (1 GB, 7 days, $4.50).
      const cheapest = dialog.locator("li[data-plan-id]", { hasText: "$4.50" });
      // The cart line's id is the plan's database id, so that checkout can price it again.
      const planId = await cheapest.getAttribute("data-plan-id");
      expect(planId).toMatch(/^[0-9a-f-]{36}$/);
      await cheapest.getByRole("button", { name: t("catalog:addToCart") }).click();
      const planName = lang === "ar" ? "1 جيجابايت · 7 أيام" : "1 GB · 7 days";
      const lineName = `${name} · ${planName}`;
      await expect(page.getByText(t("cart:notifications.added", { name: lineName }))).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/destination=/);
      // Focus goes back to the card that opened the dialog.
      await expect(page.locator('a[data-slug="turkey"]')).toBeFocused();
      await expect(page).toHaveURL(/q=turkey/);

      const cartButton = page
        .locator("header")
        .getByRole("button", { name: lang === "ar" ? /^سلة التسوق/ : /cart/i });
      await expect(cartButton).toHaveAccessibleName(t("cart:button", { count: 1 }));
      await cartButton.click();
      const drawer = page.getByRole("dialog", { name: new RegExp(`^${t("cart:title")}`) });
      const line = drawer.getByRole("listitem").filter({ hasText: lineName });
      await expect(line).toBeVisible();
      await expect(line).toContainText("$4.50");
      await expect(line.locator("img")).toHaveAttribute("src", "/flags/TR.svg");
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("travel-cart")!));
      expect(stored.items).toEqual([
        {
          id: planId,
          name: lineName,
          price: 4.5,
          quantity: 1,
          image_url: "/flags/TR.svg",
          product_type: "esim",
          // The most the cart will take: the plan's stock within the unpaid cap.
          max_quantity: expect.any(Number),
        },
      ]);
      expect(stored.items[0].max_quantity).toBeGreaterThan(0);
      expect(stored.items[0].max_quantity).toBeLessThanOrEqual(10);
    });

    test("an out-of-stock plan cannot be added", async ({ page }) => {
      await page.goto(withLanguage("/esim-shop?q=japan&destination=japan&plan_data=over10", lang));
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const soldOut = dialog.locator("li[data-plan-id]");
      await expect(soldOut).toHaveCount(1);
      await expect(soldOut).toContainText(t("catalog:stock.out_of_stock"));
      await expect(soldOut.getByRole("button", { name: t("catalog:addToCart") })).toBeDisabled();
      // The destination page says the same.
      await page.goto(withLanguage("/esim/japan?data=over10", lang));
      const item = page.locator("li[data-plan-id]");
      await expect(item).toHaveCount(1);
      await expect(item.getByRole("button", { name: t("catalog:addToCart") })).toBeDisabled();
      await expect(page.locator("li[data-plan-id]").first()).toContainText(t("catalog:stock.out_of_stock"));
    });

    test("a destination page lists its plans with JSON-LD; unknown slugs are 404", async ({ page }) => {
      const response = await page.goto(withLanguage("/esim/europe", lang));
      expect(response?.status()).toBe(200);
      const europe = seed("europe");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("esim:destination.title", { name: europe.name[lang] }),
      );
      await expect.poll(() => planRows(page.locator("main"))).toEqual(seedRows("europe", lang, "price"));
      await expect(page.getByRole("heading", { name: t("esim:destination.coverageTitle") })).toBeVisible();
      await expect(
        page.getByText(t("esim:destination.coverageCount", { count: europe.coverage!.length })),
      ).toBeVisible();

      const json = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      expect(json["@type"]).toBe("Product");
      expect(json.offers).toMatchObject({
        "@type": "AggregateOffer",
        priceCurrency: "USD",
        lowPrice: "6.00",
        highPrice: "59.00",
        offerCount: europe.plans.length,
      });
      expect(json.offers.offers).toHaveLength(europe.plans.length);
      for (const offer of json.offers.offers) {
        expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
        expect(offer.availability).toBe("https://schema.org/InStock");
      }
      expect(json.image).toMatch(/\/images\/esim\/europe\.svg$/);
      await expectAccessible(page);

      // Sorting on the page is a link; the JSON-LD of Japan says which plan is out of stock.
      await page.getByRole("link", { name: t("esim:plans.sort.duration"), exact: true }).click();
      await expect(page).toHaveURL(/\/esim\/europe\?.*sort=duration/);
      await expect.poll(() => planRows(page.locator("main"))).toEqual(seedRows("europe", lang, "duration"));

      await page.goto(withLanguage("/esim/japan", lang));
      const japan = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
      );
      const availability = japan.offers.offers.map((o: { price: string; availability: string }) => [
        o.price,
        o.availability.replace("https://schema.org/", ""),
      ]);
      expect(availability).toEqual(
        [...seed("japan").plans]
          .sort((a, b) => a[2] - b[2])
          .map((p) => [p[2].toFixed(2), p[3] > 0 ? "InStock" : "OutOfStock"]),
      );

      for (const slug of ["atlantis", "TURKEY"]) {
        const missing = await page.goto(withLanguage(`/esim/${slug}`, lang));
        expect(missing?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("errorPage.notFoundTitle"));
      }
    });

    test("the grid and the destination page work without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: headers });
      const page = await context.newPage();
      await page.goto(withLanguage("/esim-shop", lang));
      await page.getByLabel(t("esim:shop.searchLabel")).fill("united");
      await page.getByLabel(t("esim:shop.sortLabel")).selectOption("plans");
      await page.getByRole("button", { name: t("esim:shop.submit"), exact: true }).click();
      await expect(page).toHaveURL(/q=united/);
      await expect(page).toHaveURL(/sort=plans/);
      const united = ["united-arab-emirates", "united-kingdom", "united-states"].map(seed);
      await expect(cardNames(page)).toHaveText(expectedOrder(lang, "plans", (d) => united.includes(d)));
      await page.getByRole("link", { name: t("esim:shop.categories.regional") }).click();
      await expect(page).toHaveURL(/category=regional/);
      await expect(page.getByRole("heading", { name: t("esim:shop.empty.title") })).toBeVisible();

      // A card is a plain link to its page, where plan options are links and a GET form.
      await page.goto(withLanguage("/esim-shop?q=turkey", lang));
      await page.locator('a[data-slug="turkey"]').click();
      await expect(page).toHaveURL(/\/esim\/turkey/);
      await page.getByRole("link", { name: t("esim:plans.sort.data"), exact: true }).click();
      await expect.poll(() => planRows(page.locator("main"))).toEqual(seedRows("turkey", lang, "data"));
      await page.getByRole("searchbox", { name: t("esim:plans.searchLabel") }).fill("unlimited");
      await page.getByRole("button", { name: t("esim:plans.searchSubmit"), exact: true }).click();
      await expect(page).toHaveURL(/sort=data/);
      await expect
        .poll(() => planRows(page.locator("main")))
        .toEqual([`${t("esim:plans.unlimited")}|$29.00`]);
      await context.close();
    });
  });
}
