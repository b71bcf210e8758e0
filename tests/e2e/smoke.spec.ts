import { lastMailLink } from "./support.ts";
import { expect, test } from "./test.ts";

test.describe("storefront in English", () => {
  test("serves the home page with data from the database", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Everything for your trip, in one place",
    );
    await expect(page.getByRole("heading", { name: "Our services" })).toBeVisible();
    const esim = page.locator("section", {
      has: page.getByRole("heading", { name: "Popular eSIM destinations" }),
    });
    expect(await esim.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    await expect(esim.getByRole("listitem").first()).toContainText(/\$\d+\.\d{2}/);
    await expect(page).toHaveTitle(/eSIM/);
  });

  test("switching to Arabic renders right-to-left and survives a reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("كل ما تحتاجه لرحلتك في مكان واحد");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("an unknown page is a translated 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("health endpoints answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "pglite" });
  });

  test("sign-up needs the e-mailed confirmation, after which the customer signs in", async ({ page }) => {
    const email = `e2e-${Date.now()}@example.com`;
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: "Str0ng!pass", firstName: "Omar", lastName: "Saleh" },
    });
    expect(signUp.status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("button", { name: /Omar Saleh/ })).toHaveCount(0);
    // The link confirms only: nobody is signed in until the password is given.
    await page.goto(await lastMailLink(email, "/verify-email"));
    await expect(page).toHaveURL(/\/$|\/\?/);
    await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Omar Saleh/ })).toHaveCount(0);
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: "Str0ng!pass" },
    });
    expect(signIn.status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("button", { name: /Omar Saleh/ })).toBeVisible();
  });

  test("a weak password gets a 400 with the catalogue message", async ({ request }) => {
    const response = await request.post("/api/auth/sign-up/email", {
      data: { email: "weak-e2e@example.com", password: "weakpass", firstName: "A", lastName: "B" },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toMatch(/at least 8 characters/);
  });

  test("a rendered page carries the security headers and a nonce-based content security policy", async ({
    request,
  }) => {
    // A query no one asked before: rendered now (a copy from the page cache allows its scripts by hash instead).
    const response = await request.get(`/?smoke=${Date.now()}`);
    const headers = response.headers();
    expect(headers["x-cache"]).toBe("MISS");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"]!)![1];
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  test("a cross-site form post is refused", async ({ request }) => {
    const response = await request.post("/", {
      headers: { origin: "https://evil.example" },
      form: { a: "1" },
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("storefront in Arabic", () => {
  test.use({ extraHTTPHeaders: { "accept-language": "ar-AE,ar;q=0.9,en;q=0.5" }, locale: "ar-AE" });

  test("Accept-Language ar renders Arabic right-to-left", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "خدماتنا" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "وجهات eSIM الأكثر طلبًا" })).toBeVisible();
  });

  test("a weak password is refused in Arabic", async ({ request }) => {
    const response = await request.post("/api/auth/sign-up/email", {
      data: { email: "weak-ar@example.com", password: "weakpass", firstName: "أ", lastName: "ب" },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toMatch(/[\u0600-\u06FF]/);
  });

  test("the 404 page is in Arabic", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
  });
});
