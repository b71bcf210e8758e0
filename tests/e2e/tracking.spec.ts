import { expectAccessible } from "./support.ts";
import { expect, test } from "./test.ts";

/**
 * /application-tracking without applications in the database (the e2e server's database cannot be written to
 * from here): the form in both languages, not found, the other service type, the e-mail link's URL and a blank
 * submission, with and without JavaScript. The apply → pay → track journey comes with the application forms.
 */
const UNKNOWN_VISA = "VISA-1M8846N9D-5A8T77PXP5XBT";
const UNKNOWN_IDL = "IDL-1M8846N9E-V48RYC68WCSR6";

test.describe("application tracking in English", () => {
  test.use({ extraHTTPHeaders: { "accept-language": "en" }, locale: "en" });

  test("the form offers the three service types and is accessible", async ({ page }) => {
    const response = await page.goto("/application-tracking");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Track your application" })).toBeVisible();
    const type = page.getByLabel("Service type", { exact: true });
    await expect(type.locator("option")).toHaveText([
      "Visa application",
      "Driving licence application",
      "International driving permit application",
    ]);
    await expect(page.getByLabel("Tracking number")).toBeVisible();
    // "What happens next" belongs to a result that has a next step, not to the empty form.
    await expect(page.getByRole("heading", { name: "What happens next" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an unknown number answers not found and advises the correct service type", async ({ page }) => {
    await page.goto("/application-tracking");
    await page.getByLabel("Tracking number").fill(UNKNOWN_VISA.toLowerCase());
    await page.getByRole("button", { name: "Track application" }).click();
    await expect(page).toHaveURL(/\?type=visa&id=visa-/);
    await expect(page.getByRole("heading", { name: "No application found" })).toBeVisible();
    await expect(page.getByText("make sure you chose the correct service type")).toBeVisible();
    // The number typed stays in the form.
    await expect(page.getByLabel("Tracking number")).toHaveValue(UNKNOWN_VISA.toLowerCase());
    await expectAccessible(page);

    await page.getByLabel("Tracking number").fill("not a tracking number");
    await page.getByRole("button", { name: "Track application" }).click();
    await expect(page.getByRole("heading", { name: "No application found" })).toBeVisible();
  });

  test("a number of the other service type says which type to choose", async ({ page }) => {
    await page.goto("/application-tracking");
    await page.getByLabel("Service type", { exact: true }).selectOption("driving-license");
    await page.getByLabel("Tracking number").fill(UNKNOWN_VISA);
    await page.getByRole("button", { name: "Track application" }).click();
    await expect(page.getByRole("heading", { name: "Choose the correct service type" })).toBeVisible();
    await expect(page.getByText("Please choose “Visa application” as the service type.")).toBeVisible();
    await page.getByRole("link", { name: "Search again with this service type" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?type=visa&id=${UNKNOWN_VISA}$`));
    await expect(page.getByLabel("Service type", { exact: true })).toHaveValue("visa");
    await expect(page.getByRole("heading", { name: "No application found" })).toBeVisible();

    await page.goto(`/application-tracking?type=visa&id=${UNKNOWN_IDL}`);
    await expect(
      page.getByText("Please choose “International driving permit application” as the service type."),
    ).toBeVisible();
  });

  test("the e-mail link's ?type&id opens the answer directly", async ({ page }) => {
    const response = await page.goto(`/application-tracking?type=licence&id=${UNKNOWN_IDL}`);
    expect(response?.status()).toBe(200);
    // Links sent before the driving-licence type said "licence": the id tells which licence it is.
    await expect(page.getByLabel("Service type", { exact: true })).toHaveValue(
      "international-driving-license",
    );
    await expect(page.getByLabel("Tracking number")).toHaveValue(UNKNOWN_IDL);
    await expect(page.getByRole("heading", { name: "No application found" })).toBeVisible();
    // A result page is not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("a blank number is refused with a message, focused, with JavaScript", async ({ page }) => {
    await page.goto("/application-tracking");
    // Hydrated: the cart button is ready (the click is then the router's navigation, not a document load).
    await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
    await page.getByRole("button", { name: "Track application" }).click();
    await expect(page.getByText("Please enter your tracking number.")).toBeVisible();
    await expect(page.getByLabel("Tracking number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Tracking number")).toBeFocused();
    await expect(page.getByRole("heading", { name: "No application found" })).toHaveCount(0);
  });
});

test.describe("application tracking without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "accept-language": "en" }, locale: "en" });

  test("the form works as a plain GET form; a blank number answers 400 with the message", async ({
    page,
  }) => {
    await page.goto("/application-tracking");
    await page.getByLabel("Tracking number").fill(UNKNOWN_VISA);
    await page.getByRole("button", { name: "Track application" }).click();
    await expect(page.getByRole("heading", { name: "No application found" })).toBeVisible();

    const response = await page.goto("/application-tracking?type=visa&id=");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("Please enter your tracking number.")).toBeVisible();
  });
});

test.describe("application tracking in Arabic", () => {
  test.use({ extraHTTPHeaders: { "accept-language": "ar" }, locale: "ar" });

  test("the page is right to left, translated, and answers in Arabic", async ({ page }) => {
    await page.goto("/application-tracking?lng=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1, name: "تتبّع طلبك" })).toBeVisible();
    await expect(page.getByLabel("نوع الخدمة", { exact: true }).locator("option")).toHaveText([
      "طلب تأشيرة",
      "طلب خدمة رخصة القيادة",
      "طلب رخصة القيادة الدولية",
    ]);
    await expectAccessible(page);

    await page.getByLabel("رقم التتبّع").fill(UNKNOWN_VISA);
    await page.getByRole("button", { name: "تتبّع الطلب" }).click();
    await expect(page.getByRole("heading", { name: "لم نعثر على أي طلب" })).toBeVisible();

    await page.goto(`/application-tracking?type=visa&id=${UNKNOWN_IDL}&lng=ar`);
    await expect(page.getByText("يُرجى اختيار «طلب رخصة القيادة الدولية» نوعًا للخدمة.")).toBeVisible();

    await page.goto("/application-tracking?type=driving-license&id=%20&lng=ar");
    await expect(page.getByText("يُرجى إدخال رقم التتبّع.")).toBeVisible();
  });
});
