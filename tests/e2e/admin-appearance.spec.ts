import { mkdirSync } from "node:fs";
import path from "node:path";
import { SITE_SETTINGS as SEEDED } from "../../app/platform/db/seed/data.ts";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import { expectAccessible, loadMessages, screenshots, text } from "./support.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

// The shop owner changes the site's name and primary colour and sees them in the storefront's header in English
// and Arabic; a colour white text cannot be read on is refused with its ratio. The server and its database are
// shared with the other specs: the seeded appearance is put back at the end, through the screen, and again after
// the test whatever happened.

// No longer than the seeded names: specs running beside this one measure the header (shell.spec.ts).
const NAME = { en: "Falcon Tours", ar: "رحلات الصقر" };
const SEEDED_COLOR = SEEDED.primaryColor ?? "#0f766e";
const COLOR = "#1d4ed8";
const COLOR_RGB = "rgb(29, 78, 216)";
const SEEDED_RGB = "rgb(15, 118, 110)";
const SHOTS = "/tmp/shots/admin-appearance";
const LOGO_FILE = path.join(import.meta.dirname, "fixtures", "portrait.jpg");

async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

/** The seeded values, posted as the screen would: the way back whatever the test left behind. */
async function restoreSeeded(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/admin/settings/appearance", {
    headers: { origin: new URL(baseURL).origin },
    form: {
      intent: "save",
      siteNameEn: SEEDED.siteName.en,
      siteNameAr: SEEDED.siteName.ar,
      primaryColor: SEEDED_COLOR,
      contactEmail: SEEDED.contactEmail,
      contactPhone: SEEDED.contactPhone,
      contactAddressEn: SEEDED.contactAddress.en,
      contactAddressAr: SEEDED.contactAddress.ar,
      contactHoursEn: SEEDED.contactHours.en,
      contactHoursAr: SEEDED.contactHours.ar,
      messagingNumber: SEEDED.messagingNumber,
    },
  });
  expect(response.status()).toBe(200);
}

/**
 * The storefront's header: the home link carries the site name and the logo (or the badge in the colour), at
 * 1280 and 375 px; buttons carry the colour; the footer's name follows.
 */
async function expectStorefront(
  page: Page,
  lang: "en" | "ar",
  name: string,
  rgb: string,
  logoUrl: string | null,
) {
  await page.goto(`/?lng=${lang}`);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await expect(page.locator("html")).toHaveCSS("--brand", rgb === COLOR_RGB ? COLOR : SEEDED_COLOR);
  const home = page.getByRole("banner").getByRole("link", { name, exact: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(home).toBeVisible();
    if (logoUrl) {
      const logo = home.locator("img");
      await expect(logo).toHaveAttribute("src", logoUrl);
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({
        path: `${SHOTS}/header-${lang}-${width}.png`,
        clip: { x: 0, y: 0, width, height: 80 },
      });
    } else {
      await expect(home.locator("img")).toHaveCount(0);
      await expect(home.locator("span[aria-hidden]")).toHaveCSS("background-color", rgb);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // The accents follow: the page's primary buttons.
  await expect(page.locator("main .bg-brand").first()).toHaveCSS("background-color", rgb);
  await expect(page.getByRole("contentinfo").getByRole("link", { name, exact: true })).toBeVisible();
}

test.describe("admin appearance settings", () => {
  test.afterAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInAsAdmin(request, baseURL!);
    await restoreSeeded(request, baseURL!);
    await request.dispose();
  });

  test("change the name and the colour (a light colour refused), see them in the header in both languages, restore", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page.request, baseURL!);

    // In English: a colour too light for white text is refused on the field, with its ratio.
    const en = loadMessages("en", "adminSettings");
    const s = (key: string, values?: Record<string, string | number>) =>
      text(en, `appearance.${key}`, values);
    await page.goto("/admin/settings/appearance?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: s("title") })).toBeVisible();
    await expect(
      page.getByRole("link", { name: text(loadMessages("en", "admin"), "nav.appearance") }),
    ).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    const colour = page.getByLabel(s("color.label"));
    await expect(colour).toHaveValue(SEEDED_COLOR);
    await page.getByLabel(s("identity.siteNameEn")).fill(NAME.en);
    await page.getByLabel(s("identity.siteNameAr")).fill(NAME.ar);
    await colour.fill("#0d9488");
    const lowContrast = s("errors.lowContrast", { ratio: "3.74", minimum: 4.5 });
    // Said while typing, before any save…
    await expect(page.getByText(lowContrast).first()).toBeVisible();
    await page.getByRole("button", { name: s("save") }).click();
    // …and refused by the server on the field.
    const colourId = await colour.getAttribute("id");
    await expect(page.locator(`[id="${colourId}-error"]`)).toHaveText(lowContrast);
    await expect(colour).toHaveAttribute("aria-invalid", "true");

    // A darker colour: the preview follows before the save, the storefront after it.
    await colour.fill(COLOR);
    await expect(page.getByText(s("color.readable", { ratio: "6.70", minimum: 4.5 }))).toBeVisible();
    const preview = page.getByTestId("header-preview");
    await expect(preview.getByText(NAME.en)).toBeVisible();
    await expect(preview.getByText(NAME.ar)).toBeVisible();
    await expect(preview.locator("[data-lang=ar]")).toHaveAttribute("dir", "rtl");
    await expect(preview.locator("[data-lang=en] span.bg-brand").first()).toHaveCSS(
      "background-color",
      COLOR_RGB,
    );
    // A logo, through the drop zone: the preview shows it once uploaded.
    const logoField = page.locator('[data-image-field="logo"]');
    await logoField.locator('input[type="file"]').setInputFiles(LOGO_FILE);
    await expect(logoField.locator("li[data-image-url]")).toHaveCount(1, { timeout: 20_000 });
    const logoUrl = await logoField.locator("li[data-image-url]").getAttribute("data-image-url");
    expect(logoUrl).toMatch(/^\/files\/uploads\/images\//);
    await expect(preview.locator(`img[src="${logoUrl}"]`)).toHaveCount(2);
    await page.getByRole("button", { name: s("save") }).click();
    await expect(page.getByRole("status").filter({ hasText: s("saved") })).toBeVisible();
    await expect(colour).toHaveValue(COLOR);
    await screenshots(page, SHOTS, "admin-en");

    for (const lang of ["en", "ar"] as const) {
      await expectStorefront(page, lang, NAME[lang], COLOR_RGB, logoUrl!);
      await expectAccessible(page);
    }

    // In Arabic: the default colour restored with its button, the seeded names typed back.
    const ar = loadMessages("ar", "adminSettings");
    const a = (key: string) => text(ar, `appearance.${key}`);
    await page.goto("/admin/settings/appearance?lng=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: a("title") })).toBeVisible();
    await expect(page.getByLabel(a("identity.siteNameAr"))).toHaveValue(NAME.ar);
    await screenshots(page, SHOTS, "admin-ar");
    await expectAccessible(page);
    const arLogo = page.locator('[data-image-field="logo"] li[data-image-url]');
    await expect(arLogo).toHaveAttribute("data-image-url", logoUrl!);
    await arLogo.getByRole("button").click();
    await expect(arLogo).toHaveCount(0);
    await page.getByRole("button", { name: a("color.restore") }).click();
    await expect(page.getByLabel(a("color.label"))).toHaveValue(SEEDED_COLOR);
    await page.getByLabel(a("identity.siteNameEn")).fill(SEEDED.siteName.en);
    await page.getByLabel(a("identity.siteNameAr")).fill(SEEDED.siteName.ar);
    await page.getByRole("button", { name: a("save") }).click();
    await expect(page.getByRole("status").filter({ hasText: a("saved") })).toBeVisible();

    await expectStorefront(page, "ar", SEEDED.siteName.ar, SEEDED_RGB, null);
    await expectStorefront(page, "en", SEEDED.siteName.en, SEEDED_RGB, null);
    // The removed logo's files are gone from storage.
    expect((await page.request.get(logoUrl!)).status()).toBe(404);
  });
});
