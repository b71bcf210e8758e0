import { ESIM_DESTINATIONS, TESTIMONIALS, TRAVEL_PACKAGES } from "../../app/platform/db/seed/data.ts";
import { MONEY_BACK_GUARANTEE_DAYS } from "../../app/platform/domain/constants.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { expectAccessible, outbox, uniqueEmail } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

/** Every service of the product and where its card leads (spec §2). */
const SERVICE_LINKS = [
  ["esim", "/esim-shop"],
  ["accessories", "/travel-accessories"],
  ["packages", "/travel-packages"],
  ["visa", "/visa-services"],
  ["idl", "/driving-license-service-selection"],
  ["tracking", "/application-tracking"],
  ["business", "/business-incorporation"],
  ["educationMalaysia", "/education-malaysia"],
  ["educationTarim", "/education-tarim"],
] as const;

// axe-core is injected as an inline script, which the production CSP refuses.
test.use({ bypassCSP: true });

const withLanguage = (path: string, lang: Locale) => `${path}${path.includes("?") ? "&" : "?"}lng=${lang}`;
const section = (page: Page, name: string) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name, exact: true }) });

for (const lang of ["en", "ar"] as const) {
  const t = createI18n(lang).t;

  test.describe(`landing page in ${lang}`, () => {
    test("renders in the right language and direction with a translated title", async ({ page }) => {
      const response = await page.goto(withLanguage("/", lang));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("home:hero.title"));
      await expect(page).toHaveTitle(new RegExp(t("home:meta.title").slice(0, 20)));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/\\?lng=${lang}$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        t("home:meta.description"),
      );
    });

    test("shows a card for every service, each linking to its page", async ({ page }) => {
      await page.goto(withLanguage("/", lang));
      const services = section(page, t("home:services.heading"));
      await expect(services.locator("a[data-service]")).toHaveCount(SERVICE_LINKS.length);
      for (const [id, href] of SERVICE_LINKS) {
        const card = services.locator(`a[data-service="${id}"]`);
        await expect(card).toHaveAttribute("href", href);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(t(`home:services.${id}.title`));
        await expect(card).toContainText(t(`home:services.${id}.summary`));
      }
      await services.locator('a[data-service="visa"]').click();
      await expect(page).toHaveURL(/\/visa-services$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("cms:visaServices.title"));
    });

    test("shows the popular eSIM destinations and featured packages of the database", async ({ page }) => {
      await page.goto(withLanguage("/", lang));
      const popular = ESIM_DESTINATIONS.filter((d) => d.popular)
        .sort((a, b) => (a.name.en < b.name.en ? -1 : 1))
        .slice(0, 8);
      const destinations = section(page, t("home:destinations.heading")).getByRole("listitem");
      await expect(destinations).toHaveCount(popular.length);
      for (const [index, destination] of popular.entries()) {
        const tile = destinations.nth(index);
        await expect(tile.getByRole("heading", { level: 3 })).toHaveText(destination.name[lang]);
        await expect(tile.getByRole("link")).toHaveAttribute("href", `/esim/${destination.slug}`);
        const cheapest = Math.min(...destination.plans.map((plan) => plan[2]));
        await expect(tile).toContainText(formatMoney(Math.round(cheapest * 100), lang));
      }

      const featured = TRAVEL_PACKAGES.filter((p) => p.featured).slice(0, 4);
      const packages = section(page, t("home:packages.heading")).getByRole("listitem");
      await expect(packages).toHaveCount(featured.length);
      for (const [index, travelPackage] of featured.entries()) {
        const card = packages.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(travelPackage.name[lang]);
        await expect(card.getByRole("link")).toHaveAttribute("href", `/packages/${travelPackage.slug}`);
        await expect(card).toContainText(formatMoney(Math.round(travelPackage.priceUsd * 100), lang));
        await expect(card).toContainText(t("home:packages.days", { count: travelPackage.durationDays }));
      }
    });

    test("shows testimonials and the trust points", async ({ page }) => {
      await page.goto(withLanguage("/", lang));
      const quotes = TESTIMONIALS.slice(0, 6); // the seed's positions follow its data file
      const testimonials = section(page, t("home:testimonials.heading"));
      await expect(testimonials.locator("blockquote")).toHaveCount(quotes.length);
      for (const [index, quote] of quotes.entries()) {
        await expect(testimonials.locator("blockquote").nth(index)).toHaveText(quote.quote[lang]);
        await expect(testimonials.locator("figcaption").nth(index)).toContainText(quote.authorName);
      }
      await expect(
        testimonials.getByText(t("common:rating.label", { rating: quotes[0]!.rating.toFixed(1) })).first(),
      ).toBeAttached();

      const trust = section(page, t("home:trust.heading"));
      await expect(trust).toContainText(
        t("home:trust.moneyBack.title", { count: MONEY_BACK_GUARANTEE_DAYS }),
      );
      await expect(trust).toContainText(
        lang === "en" ? "Monday to Friday, 9 AM to 6 PM" : "من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً",
      );
    });

    test("subscribes to the newsletter; the same address again is accepted without a second row", async ({
      page,
    }) => {
      await page.goto(withLanguage("/", lang));
      const band = section(page, t("newsletter:heading"));
      const email = uniqueEmail(`news-${lang}`);
      await band.getByLabel(t("newsletter:label")).fill(email);
      await band.getByRole("button", { name: t("newsletter:submit") }).click();
      await expect(band.getByRole("status")).toHaveText(t("newsletter:success"));
      await expect(band.getByLabel(t("newsletter:label"))).toHaveValue("");

      // Double opt-in: a confirmation link, no welcome until the owner confirms.
      const mailsTo = (template: string) =>
        outbox().filter((m) => m.to === email && (m as { template?: string }).template === template);
      await expect.poll(() => mailsTo("newsletter-confirm").length, { timeout: 5000 }).toBe(1);

      await page.reload();
      await band.getByLabel(t("newsletter:label")).fill(email.toUpperCase());
      await band.getByRole("button", { name: t("newsletter:submit") }).click();
      await expect(band.getByRole("status")).toHaveText(t("newsletter:success"));
      await page.waitForTimeout(300);
      expect(mailsTo("newsletter-confirm")).toHaveLength(1);
      expect(mailsTo("newsletter-welcome")).toHaveLength(0);
    });

    test("refuses a malformed e-mail address with the catalogue message", async ({ page }) => {
      await page.goto(withLanguage("/", lang));
      const band = section(page, t("newsletter:heading"));
      await band.getByLabel(t("newsletter:label")).fill("not-an-email");
      await band.getByRole("button", { name: t("newsletter:submit") }).click();
      await expect(band.getByText(t("errors:codes.VALIDATION_INVALID_EMAIL"))).toBeVisible();
      await expect(band.getByLabel(t("newsletter:label"))).toHaveAttribute("aria-invalid", "true");
      await expect(band.getByLabel(t("newsletter:label"))).toBeFocused();
      await expect(band.getByRole("status")).toHaveCount(0);
    });

    test("has no serious accessibility violations", async ({ page }) => {
      await page.goto(withLanguage("/", lang));
      await expectAccessible(page);
    });
  });

  test.describe(`newsletter without JavaScript in ${lang}`, () => {
    test.use({ javaScriptEnabled: false });

    test("a plain form post comes back to the page with the success message", async ({ page }) => {
      await page.goto(withLanguage("/", lang));
      const band = section(page, t("newsletter:heading"));
      await band.getByLabel(t("newsletter:label")).fill(uniqueEmail(`plain-${lang}`));
      await band.getByRole("button", { name: t("newsletter:submit") }).click();
      await expect(page).toHaveURL(/\/\?.*newsletter=subscribed.*#newsletter-light$/);
      await expect(band.getByRole("status")).toHaveText(t("newsletter:success"));
    });

    test("the footer's form comes back to the same page and says so in the footer", async ({ page }) => {
      await page.goto(withLanguage("/services", lang));
      const footer = page.locator("footer");
      await footer.getByLabel(t("newsletter:label")).fill(uniqueEmail(`footer-${lang}`));
      await footer.getByRole("button", { name: t("newsletter:submit") }).click();
      await expect(page).toHaveURL(/\/services\?.*newsletter=subscribed.*#newsletter-dark$/);
      await expect(footer.getByRole("status")).toHaveText(t("newsletter:success"));
    });

    test("bad input answers 400 with the message on the newsletter page", async ({ page }) => {
      await page.goto(withLanguage("/", lang));
      const band = section(page, t("newsletter:heading"));
      await band.getByLabel(t("newsletter:label")).fill("  ");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith("/newsletter") && r.request().method() === "POST"),
        band.getByRole("button", { name: t("newsletter:submit") }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("newsletter:pageTitle"));
      await expect(page.getByText(t("errors:validation.required"))).toBeVisible();
      await expect(page.getByRole("main").getByLabel(t("newsletter:label"))).toHaveAttribute(
        "aria-invalid",
        "true",
      );
    });
  });

  test.describe(`services overview in ${lang}`, () => {
    test("lists every service with its description and a link", async ({ page }) => {
      const response = await page.goto(withLanguage("/services", lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("home:servicesPage.title"));
      await expect(page).toHaveTitle(new RegExp(t("home:servicesPage.metaTitle")));
      for (const [id, href] of SERVICE_LINKS) {
        const card = page.getByRole("article", { name: t(`home:services.${id}.title`), exact: true });
        await expect(card).toContainText(t(`home:services.${id}.description`));
        await expect(card.getByRole("link", { name: t(`home:services.${id}.cta`) })).toHaveAttribute(
          "href",
          href,
        );
      }
      await expect(
        page.getByRole("article", { name: t("home:services.idl.title"), exact: true }),
      ).toContainText(t("home:services.idl.points.1", { count: 1 }));
      await expectAccessible(page);
    });
  });
}
