import { SIGN_OUT_DELAY_MS } from "../../app/components/sign-out-delay.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { confirmAndSignIn, STRONG_PASSWORD, uniqueEmail } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

/** A confirmed customer, signed in in this page's browser context (confirmed by the e-mailed link). */
async function signedIn(page: Page, baseURL: string | undefined, firstName: string) {
  const email = uniqueEmail("sign-out");
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL!).origin },
    data: { email, password: STRONG_PASSWORD, firstName, lastName: "Leaving" },
  });
  expect(response.status()).toBe(200);
  await confirmAndSignIn(page, email);
  return email;
}

async function sessionEmail(page: Page): Promise<string | null> {
  const body = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user?: { email: string };
  } | null;
  return body?.user?.email ?? null;
}

for (const lang of ["en", "ar"] as const) {
  const t = createI18n(lang).t;

  test.describe(`sign-out in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lang, url: baseURL! }]);
    });

    test("from the user menu on /services: the session ends, 'Signed out' shows, then the home page", async ({
      page,
      baseURL,
    }) => {
      const email = await signedIn(page, baseURL, "Sami");
      await page.goto("/services");
      expect(await sessionEmail(page)).toBe(email);
      const userButton = page.getByRole("button", { name: /Sami Leaving/ });
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await userButton.click();
      const started = Date.now();
      await page.getByRole("menuitem", { name: t("common:header.logout") }).click();

      // The page stays a moment and says so…
      await expect(page.getByRole("status").filter({ hasText: t("common:header.signedOut") })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/services");
      // …then the browser is on / as a visitor.
      await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_OUT_DELAY_MS);
      expect(await sessionEmail(page)).toBeNull();
      await expect(page.getByRole("button", { name: /Sami Leaving/ })).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });

    test("from the mobile menu (375 px)", async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await signedIn(page, baseURL, "Mina");
      await page.goto("/services");
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await page.getByRole("button", { name: t("common:header.openMenu") }).click();
      const menu = page.getByRole("dialog");
      await menu.getByRole("button", { name: t("common:header.logout") }).click();
      await expect(menu.getByRole("status")).toHaveText(t("common:header.signedOut"));
      await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
      expect(await sessionEmail(page)).toBeNull();
    });

    test("Back after signing out shows nothing of the account; the next page says it signed out", async ({
      page,
      baseURL,
    }) => {
      const email = await signedIn(page, baseURL, "Rana");
      // What the browser is told: a page with someone's data is never stored, a public one is revalidated.
      expect((await page.request.get("/profile")).headers()["cache-control"]).toBe("private, no-store");
      expect((await page.request.get("/services")).headers()["cache-control"]).toBe("private, no-store");
      await page.goto("/profile");
      await expect(page.getByText(email).first()).toBeVisible();
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await page.getByRole("button", { name: /Rana Leaving/ }).click();
      await page.getByRole("menuitem", { name: t("common:header.logout") }).click();
      await page.waitForURL((url) => url.pathname === "/", { timeout: 5000 });
      await expect(page.getByText(t("common:header.signedOutNotice"))).toBeVisible();
      expect((await page.request.get("/services")).headers()["cache-control"]).toBe("no-cache");

      await page.goBack();
      await page.waitForLoadState("domcontentloaded");
      await expect(page.getByRole("button", { name: /Rana Leaving/ })).toHaveCount(0);
      await expect(page.getByText(email)).toHaveCount(0);
      // Reloading the notice's page does not say it again.
      await page.goto("/");
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await expect(page.getByText(t("common:header.signedOutNotice"))).toHaveCount(0);
    });
  });
}

test.describe("sign-out without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the control's form post ends the session and redirects to /", async ({ page, baseURL }) => {
    await signedIn(page, baseURL, "Nour");
    await page.goto("/services");
    // What the mobile menu's <form method="post" action="/auth"> sends without JavaScript.
    const answer = await page.request.post("/auth", { form: { intent: "sign-out" }, maxRedirects: 0 });
    expect([302, 303]).toContain(answer.status());
    expect(answer.headers().location).toBe("/");
    expect(await sessionEmail(page)).toBeNull();
  });
});
