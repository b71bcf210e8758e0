import { expect, type Page, test } from "./test.ts";

/**
 * Each page receives only the translation namespaces its route uses (app/platform/i18n/route-namespaces.ts);
 * a namespace left out shows as raw keys ("plans.sort.price", "errors:codes.X"). Every page is read in both
 * languages, after hydration and after a client-side navigation. The browser fetches them as files
 * (app/platform/i18n/translation-files.ts) named by the page's head.
 */
const RAW_KEY = /^(?:[a-z]+:)?[a-z][A-Za-z_]+(?:\.[a-z][A-Za-z_0-9]+)+$/;
const NOT_A_KEY = /\.(com|net|org|example|test|ae|sa|my)$/;

async function rawKeysOn(page: Page): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a raw key would show in
  const text = await page.locator("body").innerText();
  const words = text.split(/\s+/).map((word) => word.replace(/[.,:;!?…)]+$/, "").replace(/^[(]+/, ""));
  return [...new Set(words.filter((word) => RAW_KEY.test(word) && !NOT_A_KEY.test(word)))];
}

async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern} on ${path}`);
  return href;
}

for (const lng of ["en", "ar"] as const) {
  test.describe(`translations in ${lng}`, () => {
    test.use({ extraHTTPHeaders: { "accept-language": lng }, locale: lng });

    test("no page shows a raw translation key", async ({ page }) => {
      const pages = [
        "/",
        "/services",
        "/shop",
        "/esim-shop",
        await firstHref(page, "/esim-shop", /^\/esim\/[a-z-]+$/),
        "/travel-accessories",
        await firstHref(page, "/travel-accessories", /^\/accessories\/[a-z0-9-]+$/),
        "/travel-packages",
        "/enhanced-travel-packages",
        await firstHref(page, "/travel-packages", /^\/packages\/[a-z0-9-]+$/),
        "/visa-services",
        "/application-tracking?type=visa&id=VISA-1M8846N9D-5A8T77PXP5XBT",
        "/driving-license-service-selection",
        "/education-malaysia",
        "/education-tarim",
        "/business-incorporation",
        "/pages",
        "/faq",
        "/study",
        "/visa",
        "/search?q=turkey",
        "/checkout",
        // The application forms as a visitor sees them (the sign-in dialog over the form's first step); signed in
        // they are read by applications.spec.ts in both languages.
        "/visa-application-form",
        "/international-driving-license",
        "/driving-license-application",
        "/newsletter",
        "/no-such-page",
        "/?login=1",
      ];
      const found: string[] = [];
      // The server's HTML is read here (the hydrated page uses the same bundle: see the navigation test).
      for (const path of pages) {
        await page.goto(path, { waitUntil: "domcontentloaded" });
        for (const key of await rawKeysOn(page)) found.push(`${path}: ${key}`);
      }
      expect(found).toEqual([]);
    });

    test("the page's translations come as files, and the hydrated page keeps the server's words", async ({
      page,
      request,
    }) => {
      // A string only the errors namespace holds: the HTML no longer carries the translations themselves.
      expect(await (await request.get("/")).text()).not.toContain("errorScreen");
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto("/");
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      const files = await page
        .locator("link[data-translations]")
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).dataset.translations));
      expect(files).toEqual(expect.arrayContaining([`${lng}/common`, `${lng}/errors`, `${lng}/home`]));
      expect(errors).toEqual([]); // a hydration mismatch is reported as an error
      expect(await rawKeysOn(page)).toEqual([]);
    });

    test("a client-side navigation brings the next page's translations", async ({ page }) => {
      await page.goto("/checkout");
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await page.locator('header a[href="/travel-packages"]').click();
      await expect(page).toHaveURL(/\/travel-packages$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await rawKeysOn(page)).toEqual([]);
    });
  });
}
