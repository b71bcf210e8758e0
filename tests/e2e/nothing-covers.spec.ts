import sharp from "sharp";
import { ACCESSORIES, TRAVEL_PACKAGES } from "../../app/platform/db/seed/data.ts";
import { formatDate, formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { signedIn, VISA_PATH } from "./application-steps.ts";
import { expect, type Page, test } from "./test.ts";

// At 375 px, in both languages: the floating messaging button and the toasts cover no button, link, field or price
// on the main pages (checked by comparing boxes), the button can be put away for good, a 4.6 rating shows four and
// a half stars, and a two-traveller booking reads "2 travellers × $price".

const PHONE = { width: 375, height: 740 };
const FLOATING = "[data-messaging-button], [data-sonner-toast]";
const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, [data-price]";
const ISTANBUL = TRAVEL_PACKAGES.find((p) => p.slug === "istanbul-city-break")!;
const PILLOW = ACCESSORIES.find((a) => a.slug === "skyrest-memory-foam-neck-pillow")!;
const MASK = ACCESSORIES.find((a) => a.slug === "aerlune-contoured-sleep-mask")!;
const DAY_MS = 86_400_000;

interface Overlap {
  floating: string;
  control: string;
}

/**
 * Every floating element's box against every control in view that a person could see without it: controls under
 * the sticky header or behind a modal's backdrop are out of play (what is on top at their centre is found with the
 * floating elements taken out of hit-testing, so that they cannot hide what they cover).
 */
function overlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(
    ({ floatingSelector, controlSelector }) => {
      const floating = [...document.querySelectorAll<HTMLElement>(floatingSelector)].filter(
        (element) => element.getClientRects().length > 0,
      );
      const saved = floating.map((element) => element.style.pointerEvents);
      for (const element of floating) element.style.pointerEvents = "none";
      const nameOf = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40) || element.getAttribute("aria-label") || ""}"`;
      const inView = (box: DOMRect) =>
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth;
      const controls = [...document.querySelectorAll(controlSelector)].filter((control) => {
        if (floating.some((element) => element.contains(control))) return false;
        const box = control.getBoundingClientRect();
        if (!inView(box)) return false;
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
        const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (control.contains(hit) || hit.contains(control));
      });
      // The header's bar: a toast takes the slot under it, made for it.
      const header = document.querySelector("[data-header-bar]");
      const found: { floating: string; control: string }[] = [];
      floating.forEach((element, index) => {
        element.style.pointerEvents = saved[index] ?? "";
        const a = element.getBoundingClientRect();
        const meets = (b: DOMRect) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        for (const control of controls)
          if (meets(control.getBoundingClientRect()))
            found.push({ floating: nameOf(element), control: nameOf(control) });
        if (header && meets(header.getBoundingClientRect()))
          found.push({ floating: nameOf(element), control: "the header" });
      });
      return found;
    },
    { floatingSelector: FLOATING, controlSelector: CONTROLS },
  );
}

/** At the top and at the end of the page, nothing floating covers a control. */
async function expectNothingCovered(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await overlaps(page), "at the top of the page").toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  expect(await overlaps(page), "at the end of the page").toEqual([]);
}

/** Where a toast stays, once it has slid in. */
async function settled(page: Page) {
  await expect(page.locator("[data-sonner-toast]").first()).toHaveAttribute("data-mounted", "true");
  await page.waitForTimeout(600);
}

const hydrated = (page: Page) => expect(page.locator("button[data-ready]")).toHaveCount(1);

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const messaging = (page: Page) => page.locator("[data-messaging-button]");
  const toast = (page: Page) => page.locator("[data-sonner-toast]");
  async function addToCart(page: Page, slug: string) {
    await page.goto(`/accessories/${slug}`);
    await hydrated(page);
    const count = await page.locator("button[data-ready]").getAttribute("aria-label");
    await page.getByRole("button", { name: t("catalog:addToCart") }).click();
    await expect(page.locator("button[data-ready]")).not.toHaveAttribute("aria-label", count ?? "");
  }

  test.describe(`nothing covers the controls at 375 px (${lng})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
      await page.setViewportSize(PHONE);
    });

    test("home and a product page, with the toast an addition shows", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await expect(messaging(page)).toBeVisible();
      await expectNothingCovered(page);

      await page.goto(`/accessories/${PILLOW.slug}`);
      await hydrated(page);
      await expectNothingCovered(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("button", { name: t("catalog:addToCart") }).click();
      await expect(toast(page)).toBeVisible();
      await expect(toast(page)).toContainText(t("cart:notifications.added", { name: PILLOW.name[lng] }));
      // The toast's region is named in the page's language; the messaging button steps aside while it shows.
      await expect(page.getByRole("region", { name: t("common:toasts.region") })).toBeAttached();
      await expect(messaging(page)).toBeHidden();
      await settled(page);
      expect(await overlaps(page)).toEqual([]);
    });

    test("the cart drawer: a removal's toast stands above its totals and checkout", async ({ page }) => {
      await addToCart(page, MASK.slug);
      await addToCart(page, PILLOW.slug);
      await page.locator("button[data-ready]").click();
      const drawer = page.getByRole("dialog", { name: new RegExp(`^${t("cart:title")}`) });
      await expect(drawer).toBeVisible();
      expect(await overlaps(page)).toEqual([]);
      await drawer.getByRole("button", { name: t("cart:remove", { name: MASK.name[lng] }) }).click();
      await expect(toast(page)).toBeVisible();
      await expect(drawer.getByRole("link", { name: t("cart:checkout") })).toBeVisible();
      await settled(page);
      expect(await overlaps(page)).toEqual([]);
    });

    test("checkout, an application form step and the profile", async ({ page, baseURL }) => {
      await signedIn(page, baseURL!, "floating");
      await page.goto("/profile");
      await hydrated(page);
      await expect(messaging(page)).toBeVisible();
      await expectNothingCovered(page);

      // Form pages keep the floating button off their fields and pay buttons.
      await page.goto(`${VISA_PATH}?offer=turkey-e-visa`);
      await page.getByRole("button", { name: t("applications:choose.submit"), exact: true }).click();
      await expect(page.locator("[data-application-offer]")).toBeVisible();
      await expect(messaging(page)).toHaveCount(0);
      await expectNothingCovered(page);

      await addToCart(page, PILLOW.slug);
      await page.goto("/checkout");
      await expect(page.locator("[data-line]").first()).toBeVisible();
      await expect(messaging(page)).toHaveCount(0);
      await expectNothingCovered(page);
    });

    test("the messaging button can be put away, and stays away", async ({ page }) => {
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("button", { name: t("common:messaging.dismiss") }).click();
      await expect(messaging(page)).toHaveCount(0);
      await page.goto("/travel-packages");
      await hydrated(page);
      await expect(messaging(page)).toHaveCount(0);
    });

    test("a 4.6 rating shows four and a half stars on the home page, the list and the package", async ({
      page,
    }) => {
      const label = t("common:rating.label", { rating: "4.6" });
      const expectHalf = async (scope: ReturnType<Page["locator"]>) => {
        const rating = scope.locator('[data-rating="4.6"]').first();
        await expect(rating).toContainText(label);
        const stars = rating.locator(".stars");
        await expect(stars).toHaveAttribute("data-stars", "4.5");
        // Drawn, not only labelled: the amber columns cover four and a half of the five stars, from where
        // reading starts (the grey half is last: on the right in English, on the left in Arabic).
        const { data, info } = await sharp(await stars.screenshot())
          .raw()
          .toBuffer({ resolveWithObject: true });
        const amber: number[] = [];
        const grey: number[] = [];
        for (let x = 0; x < info.width; x++) {
          let kind: "amber" | "grey" | null = null;
          for (let y = 0; y < info.height && kind !== "amber"; y++) {
            const i = (y * info.width + x) * info.channels;
            const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
            if (r > 200 && g > 120 && b < 120) kind = "amber";
            else if (r < 236 && b < 246) kind = "grey";
          }
          if (kind === "amber") amber.push(x);
          else if (kind === "grey") grey.push(x);
        }
        const share = amber.length / (amber.length + grey.length);
        expect(share).toBeGreaterThan(0.84);
        expect(share).toBeLessThan(0.96);
        if (lng === "ar") expect(Math.min(...grey)).toBeLessThan(Math.min(...amber));
        else expect(Math.max(...grey)).toBeGreaterThan(Math.max(...amber));
      };
      await page.goto("/");
      await expectHalf(
        page.locator("li").filter({ has: page.locator(`a[href="/packages/${ISTANBUL.slug}"]`) }),
      );
      await page.goto("/travel-packages");
      await expectHalf(page.locator(`[data-package="${ISTANBUL.slug}"]`));
      await page.goto(`/packages/${ISTANBUL.slug}`);
      await expectHalf(page.locator("main"));
    });

    test("a two-traveller booking reads as two travellers times the price of one", async ({
      page,
      baseURL,
    }) => {
      await signedIn(page, baseURL!, "travellers");
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/packages/${ISTANBUL.slug}`);
      const form = page.getByRole("form", { name: t("packages:booking.title") });
      await form
        .getByLabel(t("packages:booking.fields.travelDate"), { exact: true })
        .fill(formatDate(Date.now() + 40 * DAY_MS));
      await form.getByLabel(t("packages:booking.fields.travellers"), { exact: true }).fill("2");
      await page.getByRole("button", { name: t("packages:booking.submit") }).click();
      const confirmed = page.getByRole("region", { name: t("packages:booking.confirmed.title") });
      await confirmed.getByRole("button", { name: t("packages:booking.confirmed.addToCart") }).click();
      // In the drawer the booking's price is the booking's, not "each" (للوحدة).
      await page.locator("button[data-ready]").click();
      const drawer = page.getByRole("dialog", { name: new RegExp(`^${t("cart:title")}`) });
      await expect(drawer).toContainText(t("cart:forBooking"));
      await expect(drawer).not.toContainText(t("cart:each"));
      await page.goto("/checkout");
      const wording = t("checkout:summary.travellers", {
        count: 2,
        price: formatMoney(ISTANBUL.priceUsd * 100, lng),
      });
      await expect(page.locator("[data-line]").first()).toContainText(wording);
      if (lng === "ar") await expect(page.locator("[data-line]").first()).not.toContainText("للقطعة");

      // Paid, its order page at 375 px: the same wording, and the heading with the order number fits the screen.
      await page.locator("button[data-pay]").click();
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?order=/);
      const orderId = new URL(page.url()).searchParams.get("order");
      await page.setViewportSize(PHONE);
      await page.goto(`/orders/${orderId}`);
      await expect(page.locator("[data-line]").first()).toContainText(wording);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toContainText(/ORD-/);
      const fits = await heading.evaluate(
        (h) => h.scrollWidth <= h.clientWidth && h.getBoundingClientRect().right <= innerWidth,
      );
      expect(fits, "the order heading fits 375 px").toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    });
  });
}
