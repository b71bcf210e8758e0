import { ACCESSORIES, ESIM_DESTINATIONS, TRAVEL_PACKAGES } from "../../app/platform/db/seed/data.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { expectAccessible } from "./support.ts";
import { expect, test } from "./test.ts";

const cents = (usd: number) => Math.round(usd * 100);
const withPlans = ESIM_DESTINATIONS.filter((d) => d.plans.length > 0);

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;

  test.describe(`shop landing in ${lng}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    });

    test("shows the three categories with their size and lowest price from the database", async ({
      page,
    }) => {
      await page.goto("/shop");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("shop:hero.title"));
      const expected = {
        esim: {
          href: "/esim-shop",
          count: withPlans.length,
          from: Math.min(...withPlans.flatMap((d) => d.plans.map((p) => cents(p[2])))),
        },
        accessories: {
          href: "/travel-accessories",
          count: ACCESSORIES.length,
          from: Math.min(...ACCESSORIES.map((a) => cents(a.priceUsd))),
        },
        packages: {
          href: "/travel-packages",
          count: TRAVEL_PACKAGES.length,
          from: Math.min(...TRAVEL_PACKAGES.map((p) => cents(p.priceUsd))),
        },
      };
      for (const key of ["esim", "accessories", "packages"] as const) {
        const value = expected[key];
        const card = page.locator(`[data-category="${key}"]`);
        await expect(card.getByRole("link", { name: t(`shop:categories.${key}.title`) })).toHaveAttribute(
          "href",
          value.href,
        );
        await expect(card).toContainText(t(`shop:categories.${key}.count`, { count: value.count }));
        await expect(card).toContainText(formatMoney(value.from, lng));
      }
      await expectAccessible(page);

      await page.locator('[data-category="packages"]').click();
      await expect(page).toHaveURL(/\/travel-packages$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("packages:list.title"));
    });

    test("highlights popular destinations, accessories in stock and featured packages", async ({ page }) => {
      await page.goto("/shop");
      const popular = withPlans
        .filter((d) => d.popular)
        .sort((a, b) => (a.name.en < b.name.en ? -1 : 1))
        .slice(0, 8);
      await expect(page.locator("[data-destination] h3")).toHaveText(popular.map((d) => d.name[lng]));
      const first = popular[0]!;
      const card = page.locator(`[data-destination="${first.slug}"]`);
      await expect(card).toContainText(formatMoney(Math.min(...first.plans.map((p) => cents(p[2]))), lng));
      await expect(card.getByRole("link")).toHaveAttribute("href", `/esim/${first.slug}`);

      const inStock = ACCESSORIES.filter((a) => a.stock > 0).slice(0, 4);
      await expect(page.locator("[data-accessory] h3")).toHaveText(inStock.map((a) => a.name[lng]));
      await expect(page.locator(`[data-accessory="${inStock[0]!.slug}"]`)).toContainText(
        formatMoney(cents(inStock[0]!.priceUsd), lng),
      );

      const featured = TRAVEL_PACKAGES.filter((p) => p.featured).slice(0, 3);
      await expect(page.locator("[data-package] h3")).toHaveText(featured.map((p) => p.name[lng]));
      await page.getByRole("link", { name: featured[0]!.name[lng] }).click();
      await expect(page).toHaveURL(new RegExp(`/packages/${featured[0]!.slug}$`));
    });

    test("is laid out for a phone without horizontal scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/shop");
      const overflow = await page.evaluate(
        () => document.querySelector("main")!.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.locator("[data-category]")).toHaveCount(3);
      await expectAccessible(page);
    });
  });
}
