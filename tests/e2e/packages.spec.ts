import { TRAVEL_PACKAGES } from "../../app/platform/db/seed/data.ts";
import { formatDate, formatDateLong, formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import {
  confirmAndSignIn,
  deliveredMail,
  expectAccessible,
  STRONG_PASSWORD,
  uniqueEmail,
} from "./support.ts";
import { type Browser, type BrowserContext, expect, type Page, test } from "./test.ts";

const DAY_MS = 86_400_000;
const seedBySlug = new Map(TRAVEL_PACKAGES.map((p) => [p.slug, p]));
const featuredFirst = [
  ...TRAVEL_PACKAGES.filter((p) => p.featured),
  ...TRAVEL_PACKAGES.filter((p) => !p.featured),
];
const byPrice = [...TRAVEL_PACKAGES].sort((a, b) => a.priceUsd - b.priceUsd);

/** The booking form's fields, by their label's key (packages:booking.fields.*). */
type BookingField =
  | "customerName"
  | "customerEmail"
  | "customerPhone"
  | "travelDate"
  | "travellers"
  | "specialRequests";

/** Names of the cards shown, in order. */
const cardNames = (page: Page) => page.locator("[data-package] h3");

async function signedUpAndConfirmed(page: Page, baseURL: string) {
  const email = uniqueEmail("booking");
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Booker" },
  });
  expect(response.status()).toBe(200);
  await confirmAndSignIn(page, email);
  return email;
}

async function contextWithoutJs(browser: Browser, baseURL: string, lng: Locale): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
  return context;
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const name = (slug: string) => seedBySlug.get(slug)!.name[lng];
  const names = (list: readonly { slug: string }[]) => list.map((p) => name(p.slug));
  const bookingForm = (page: Page) => page.getByRole("form", { name: t("packages:booking.title") });

  test.describe(`travel packages in ${lng}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    });

    test("the list is featured first and follows sort, price band, featured only and budget", async ({
      page,
    }) => {
      await page.goto("/travel-packages");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("packages:list.title"));
      await expect(cardNames(page)).toHaveText(names(featuredFirst));
      await expect(
        page.getByRole("heading", { name: t("packages:list.count", { count: 14 }) }),
      ).toBeVisible();
      await expectAccessible(page);

      await page.getByLabel(t("packages:filters.sort"), { exact: true }).selectOption("price_asc");
      await expect(page).toHaveURL(/\?sort=price_asc$/);
      await expect(cardNames(page)).toHaveText(names(byPrice));

      await page.getByLabel(t("packages:filters.price"), { exact: true }).selectOption("under_200");
      await expect(page).toHaveURL(/sort=price_asc&price=under_200/);
      await expect(cardNames(page)).toHaveText(names(byPrice.filter((p) => p.priceUsd < 200)));

      await page.getByLabel(t("packages:filters.featuredOnly"), { exact: true }).check();
      await expect(page).toHaveURL(/featured=1/);
      await expect(cardNames(page)).toHaveText(names(byPrice.filter((p) => p.priceUsd < 200 && p.featured)));

      await page.goto("/travel-packages?price=over_1000&sort=price_desc");
      await expect(cardNames(page)).toHaveText(
        names([...byPrice].reverse().filter((p) => p.priceUsd > 1000)),
      );
      await expect(page.getByLabel(t("packages:filters.price"), { exact: true })).toHaveValue("over_1000");

      for (const budget of ["budget", "mid_range", "premium", "luxury"] as const) {
        await page.goto(`/travel-packages?budget=${budget}&sort=newest`);
        await expect(cardNames(page)).toHaveText(
          names(TRAVEL_PACKAGES.filter((p) => p.budgetLevel === budget)),
        );
        await expect(page.locator("[data-package]").first()).toContainText(t(`packages:budget.${budget}`));
      }

      // Unknown values fall back to the defaults.
      await page.goto("/travel-packages?sort=cheapest&budget=free&price=0&page=-2");
      await expect(cardNames(page)).toHaveText(names(featuredFirst));
    });

    test("search finds names and destinations in either language; nothing found offers to clear", async ({
      page,
    }) => {
      await page.goto("/travel-packages?sort=newest");
      const search = page.getByRole("searchbox", { name: t("packages:filters.search"), exact: true });
      await search.fill(lng === "ar" ? "اسطنبول" : "Istanbul");
      await expect(page).toHaveURL(/q=/);
      await expect(cardNames(page)).toHaveText([name("istanbul-city-break")]);
      expect(new URL(page.url()).searchParams.get("sort")).toBe("newest");

      await search.fill("malaysia");
      await search.press("Enter");
      await expect(cardNames(page)).toHaveText([name("kuala-lumpur-and-langkawi")]);

      await search.fill("zzzz-nowhere");
      await expect(page.getByText(t("packages:list.noMatches"))).toBeVisible();
      await expect(cardNames(page)).toHaveCount(0);
      await expectAccessible(page);
      await page
        .getByRole("main")
        .getByRole("link", { name: t("packages:list.clearFilters") })
        .first()
        .click();
      await expect(cardNames(page)).toHaveCount(TRAVEL_PACKAGES.length);
      await expect(search).toHaveValue("");
    });

    test("without JavaScript the filter form submits with its button", async ({ browser, baseURL }) => {
      const context = await contextWithoutJs(browser, baseURL!, lng);
      const page = await context.newPage();
      await page.goto("/travel-packages");
      await page.getByLabel(t("packages:filters.budget"), { exact: true }).selectOption("premium");
      await page.getByLabel(t("packages:filters.sort"), { exact: true }).selectOption("price_desc");
      await page.getByRole("button", { name: t("packages:filters.apply") }).click();
      await expect(page).toHaveURL(/budget=premium/);
      await expect(cardNames(page)).toHaveText(
        names([...byPrice].reverse().filter((p) => p.budgetLevel === "premium")),
      );
      await context.close();
    });

    test("/enhanced-travel-packages is the same screen, with /travel-packages as its canonical URL", async ({
      page,
      baseURL,
    }) => {
      await page.goto("/enhanced-travel-packages?featured=1");
      await expect(cardNames(page)).toHaveText(names(TRAVEL_PACKAGES.filter((p) => p.featured)));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${new URL(baseURL!).origin}/travel-packages?lng=${lng}`,
      );
      // Changing a filter stays on this address.
      await page.getByLabel(t("packages:filters.sort"), { exact: true }).selectOption("price_desc");
      await expect(page).toHaveURL(/\/enhanced-travel-packages\?sort=price_desc&featured=1$/);
    });

    test("a package page shows its details, structured data and the booking form", async ({ page }) => {
      const seed = seedBySlug.get("japan-golden-route")!;
      await page.goto("/packages/japan-golden-route");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed.name[lng]);
      await expect(page.getByText(seed.description[lng])).toBeVisible();
      for (const highlight of seed.highlights) await expect(page.getByText(highlight[lng])).toBeVisible();
      await expect(
        page.getByText(t("packages:card.days", { count: seed.durationDays })).first(),
      ).toBeVisible();
      await expect(page.getByText(t("common:rating.label", { rating: "4.9" })).first()).toBeAttached();
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(ld).toMatchObject({
        "@type": "Product",
        name: seed.name[lng],
        offers: { "@type": "Offer", price: "2450.00", priceCurrency: "USD" },
      });
      await expect(page.getByRole("form", { name: t("packages:booking.title") })).toBeVisible();
      await expectAccessible(page);

      const missing = await page.goto("/packages/no-such-trip");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("packages:detail.notFoundTitle"));
    });

    test("a visitor who books is asked to log in", async ({ page }) => {
      await page.goto("/packages/istanbul-city-break");
      await expect(page.getByText(t("packages:booking.signedOutNotice"))).toBeVisible();
      await page.getByLabel(t("packages:booking.fields.customerName"), { exact: true }).fill("Visitor");
      await bookingForm(page)
        .getByLabel(t("packages:booking.fields.customerEmail"), { exact: true })
        .fill("visitor@example.com");
      await bookingForm(page)
        .getByLabel(t("packages:booking.fields.travelDate"), { exact: true })
        .fill(formatDate(Date.now() + 20 * DAY_MS));
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: t("packages:booking.submit") }).click();
      expect((await answer).status()).toBe(401);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t("errors:thrown.userMustBeAuthenticatedToBook"));
    });

    test("a customer books: checks, confirmation, e-mail and cart", async ({ page, baseURL }) => {
      const email = await signedUpAndConfirmed(page, baseURL!);
      const seed = seedBySlug.get("jordan-petra-and-wadi-rum")!;
      await page.goto("/packages/jordan-petra-and-wadi-rum");
      const field = (key: BookingField) =>
        bookingForm(page).getByLabel(t(`packages:booking.fields.${key}`), { exact: true });
      await expect(field("customerName")).toHaveValue("Nadia Booker");
      await expect(field("customerEmail")).toHaveValue(email);
      await expect(page.getByText(t("packages:booking.signedOutNotice"))).toHaveCount(0);

      const book = page.getByRole("button", { name: t("packages:booking.submit") });
      await field("travelDate").fill(formatDate(Date.now() - DAY_MS));
      await field("travellers").fill("0");
      await book.click();
      // Each refused field says why (the first one's message is also the form's, above it).
      await expect(page.getByRole("alert")).toHaveText(t("errors:validation.travelDateInFuture"));
      await expect(bookingForm(page).getByText(t("errors:validation.travelDateInFuture"))).toBeVisible();
      await expect(
        bookingForm(page).getByText(t("packages:booking.errors.travellersRange", { max: 20 })),
      ).toBeVisible();
      await expect(field("travelDate")).toBeFocused();
      await expect(field("travelDate")).toHaveAttribute("aria-invalid", "true");

      const travelDate = formatDate(Date.now() + 45 * DAY_MS);
      await field("travelDate").fill(travelDate);
      await field("travellers").fill("2");
      await field("customerPhone").fill("+971 50 123 4567");
      await field("specialRequests").fill("A quiet room, please.");
      const total = formatMoney(seed.priceUsd * 2 * 100, lng);
      await expect(page.getByText(total)).toBeVisible();
      await book.click();

      const confirmed = page.getByRole("region", { name: t("packages:booking.confirmed.title") });
      await expect(confirmed).toBeVisible();
      await expect(confirmed).toContainText(/BK-[0-9A-F]{8}/);
      await expect(confirmed).toContainText(total);
      await expect(confirmed).toContainText(t("status:booking.pending"));
      await expect(confirmed).toContainText(formatDateLong(travelDate, lng));
      await expectAccessible(page);

      const mail = await deliveredMail((m) => m.to === email && m.subject.includes(seed.name[lng]));
      expect(mail, "booking confirmation e-mail").toBeTruthy();
      expect(mail!.locale).toBe(lng);
      expect(mail!.text).toContain(total);
      expect(mail!.text).toContain(formatDateLong(travelDate, lng));

      await confirmed.getByRole("button", { name: t("packages:booking.confirmed.addToCart") }).click();
      await expect(
        confirmed.getByRole("button", { name: t("packages:booking.confirmed.inCart") }),
      ).toBeVisible();
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem("travel-cart") ?? "{}"));
      const bookingId = await confirmed.getAttribute("data-booking");
      expect(cart.items).toEqual([
        {
          id: bookingId,
          name: `${seed.name[lng]} · ${formatDateLong(travelDate, lng)}`,
          price: seed.priceUsd * 2,
          quantity: 1,
          image_url: "/images/packages/jordan-petra-and-wadi-rum.svg",
          product_type: "package_booking",
          max_quantity: 1,
        },
      ]);
    });

    test("without JavaScript the server checks the booking and confirms it after a redirect", async ({
      browser,
      baseURL,
    }) => {
      const context = await contextWithoutJs(browser, baseURL!, lng);
      const page = await context.newPage();
      await signedUpAndConfirmed(page, baseURL!);
      await page.goto("/packages/cairo-and-giza-express");
      const field = (key: BookingField) =>
        bookingForm(page).getByLabel(t(`packages:booking.fields.${key}`), { exact: true });
      await field("travelDate").fill(formatDate(Date.now()));
      await field("travellers").fill("0");
      await field("specialRequests").fill("Window seats");
      const refused = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: t("packages:booking.submit") }).click();
      expect((await refused).status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText(t("errors:validation.travelDateInFuture"));
      await expect(page.getByText(t("packages:booking.errors.travellersRange", { max: 20 }))).toBeVisible();
      await expect(field("specialRequests")).toHaveValue("Window seats");

      await field("travelDate").fill(formatDate(Date.now() + 10 * DAY_MS));
      await field("travellers").fill("3");
      await page.getByRole("button", { name: t("packages:booking.submit") }).click();
      await expect(page).toHaveURL(/\/packages\/cairo-and-giza-express\?booking=[0-9a-f-]{36}$/);
      const confirmed = page.getByRole("region", { name: t("packages:booking.confirmed.title") });
      await expect(confirmed).toContainText(formatMoney(16_900 * 3, lng));
      await context.close();
    });
  });
}
