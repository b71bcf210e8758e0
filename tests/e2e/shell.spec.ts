import { confirmAndSignIn, expectAccessible, STRONG_PASSWORD, uniqueEmail } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

const languages = [
  {
    lng: "en",
    search: "Search the site",
    menu: "Open menu",
    profile: "My profile",
    logout: "Log out",
    notFound: "Page not found",
  },
  {
    lng: "ar",
    search: "ابحث في الموقع",
    menu: "فتح القائمة",
    profile: "ملفي الشخصي",
    logout: "تسجيل الخروج",
    notFound: "الصفحة غير موجودة",
  },
] as const;

async function signedUpAndConfirmed(page: Page, firstName: string) {
  const email = uniqueEmail("shell");
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(page.url() === "about:blank" ? "http://x" : page.url()).origin },
    data: { email, password: STRONG_PASSWORD, firstName, lastName: "Tester" },
  });
  expect(response.status()).toBe(200);
  await confirmAndSignIn(page, email);
  return email;
}

for (const l of languages) {
  test.describe(`shell in ${l.lng}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: l.lng, url: baseURL! }]);
    });

    test("header search ignores blank text and goes to /search?q= otherwise", async ({ page }) => {
      await page.goto("/services");
      const box = page.getByRole("searchbox", { name: l.search }).first();
      await box.fill("   ");
      await box.press("Enter");
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe("/services");
      await box.fill("  malaysia ");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=malaysia$/);
    });

    test("the language switch keeps the page and survives a reload", async ({ page }) => {
      await page.goto("/services");
      const other = l.lng === "en" ? "العربية" : "English";
      await page.getByRole("link", { name: other }).first().click();
      const dir = l.lng === "en" ? "rtl" : "ltr";
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      expect(new URL(page.url()).pathname).toBe("/services");
      await page.goto("/services");
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      expect(await page.evaluate(() => localStorage.getItem("lng"))).toBe(l.lng === "en" ? "ar" : "en");
    });

    test("from 1024 px every header item stays on one line and nothing overflows", async ({ page }) => {
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("/");
        const bar = page.locator("header > div").first();
        const layout = await bar.evaluate((el) => {
          const items = [...el.querySelectorAll("nav a, nav button, :scope > div > *")].filter(
            (item) => (item as HTMLElement).offsetParent !== null,
          );
          return {
            overflow: el.scrollWidth - el.clientWidth,
            tallest: Math.max(...items.map((item) => item.getBoundingClientRect().height)),
            navigation: el.querySelector("nav")?.checkVisibility() ?? false,
          };
        });
        expect(layout, `at ${width} px`).toEqual({ overflow: 0, tallest: 40, navigation: true });
      }
    });

    test("the header turns solid after scrolling 10 px", async ({ page }) => {
      await page.goto("/");
      const header = page.locator("header").first();
      await expect(header).not.toHaveAttribute("data-solid");
      await page.mouse.wheel(0, 400);
      await expect(header).toHaveAttribute("data-solid", "true");
    });

    test("the messaging button sits on the inline end and does not cover dialogs", async ({ page }) => {
      await page.goto("/");
      const button = page.locator('a[href^="https://wa.me/"]');
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (l.lng === "en") expect(box.x).toBeGreaterThan(width / 2);
      else expect(box.x).toBeLessThan(width / 2);
    });

    test("the mobile menu at 375 px traps focus and closes with Escape", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/");
      // The menu button works once the page is hydrated (the cart button says so).
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await page.getByRole("button", { name: l.menu }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });

    test("desktop menus open and work with the keyboard", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      const shop = page.getByRole("navigation").first().getByRole("button").first();
      await shop.focus();
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("menuitem")).toHaveCount(2);
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
    });

    test("an unknown page is a translated 404 inside the chrome", async ({ page }) => {
      const response = await page.goto("/there-is-no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.notFound);
      await expect(page.locator("footer")).toBeVisible();
      await expectAccessible(page);
    });

    test("home and services pass the accessibility check", async ({ page }) => {
      for (const path of ["/", "/services"]) {
        await page.goto(path);
        await expectAccessible(page);
      }
    });

    test("every page has a translated title, canonical URL and hreflang alternates", async ({ page }) => {
      await page.goto("/services");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/services\\?lng=${l.lng}$`),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", /\?lng=ar$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\?lng=en$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      expect((await page.title()).length).toBeGreaterThan(3);
    });

    test("a visitor sent to /profile lands on / with the sign-in dialog; a customer sees the user menu and logs out", async ({
      page,
    }) => {
      const landing = await page.goto("/profile");
      // The server sends the visitor to /?login=1; once hydrated, the dialog takes the parameter off the URL.
      expect(landing?.url()).toMatch(/\/\?login=1/);
      await expect(page).toHaveURL(/\/(\?login=1.*)?$/);
      await expect(page.getByRole("dialog")).toBeVisible();

      await signedUpAndConfirmed(page, "Mona");
      await page.goto("/");
      const userButton = page.getByRole("button", { name: /Mona Tester/ });
      await expect(userButton).toBeVisible();
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await userButton.click();
      await page.getByRole("menuitem", { name: l.profile }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.locator("#main").getByText("Mona Tester").first()).toBeVisible();
      await userButton.click();
      await page.getByRole("menuitem", { name: l.logout }).click();
      await expect(page.getByRole("button", { name: /Mona Tester/ })).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
