import { readFileSync } from "node:fs";
import { ESIM_DESTINATIONS } from "../../app/platform/db/seed/data.ts";
import { formatDate, formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { confirmAndSignIn, expectAccessible, STRONG_PASSWORD, screenshots, uniqueEmail } from "./support.ts";
import { type Browser, type BrowserContext, expect, type Page, test } from "./test.ts";

/**
 * The customer profile end to end: one customer (A) makes their data through the site — two consultations sent
 * signed in (a visitor's with A's address is not A's: abuse/planted-and-names.spec.ts), a package booking, a visa draft, and one sandbox order paying an
 * eSIM plan and the booking (from the profile's Pay now) — then every section is read in English and Arabic;
 * settings, devices, the data download and the password change are used; B never sees anything of A's.
 */
const SHOTS = "/tmp/shots/profile";
const TURKEY = ESIM_DESTINATIONS.find((d) => d.slug === "turkey")!;
const PACKAGE = "/packages/jordan-petra-and-wadi-rum";
const DAY_MS = 86_400_000;
const SECTIONS = [
  "/profile",
  "/profile/applications",
  "/profile/orders",
  "/profile/esims",
  "/profile/bookings",
  "/profile/consultations",
  "/profile/activity",
  "/profile/settings",
  "/profile/password",
  "/profile/sessions",
] as const;

const en = createI18n("en").t;

interface Customer {
  email: string;
  state: Awaited<ReturnType<BrowserContext["storageState"]>>;
}

const a = {} as Customer & { orderNumber: string; orderId: string; trackingId: string; references: string[] };

async function hydrated(page: Page) {
  await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
}

/** Signs up through the API, confirms through the e-mail's link and signs the page's context in. */
async function signUp(page: Page, baseURL: string, prefix: string, firstName = "Amal"): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName, lastName: "Haddad" },
  });
  expect(response.status()).toBe(200);
  await confirmAndSignIn(page, email);
  return email;
}

async function signedInContext(browser: Browser, customer: Customer, lng: "en" | "ar", baseURL: string) {
  const context = await browser.newContext({ storageState: customer.state });
  await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
  return context;
}

/** Signs in through the API in another context (another device of the same customer). */
async function otherDevice(browser: Browser, email: string, baseURL: string, password = STRONG_PASSWORD) {
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  const response = await context.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return context;
}

async function sendConsultation(page: Page, path: string, email: string, business = false) {
  await page.goto(path);
  await hydrated(page);
  const form = page
    .locator("form")
    .filter({ has: page.getByLabel(en("consultations:form.fields.fullName")) });
  await form.getByLabel(en("consultations:form.fields.fullName")).fill("Amal Haddad");
  await form.getByLabel(en("consultations:form.fields.email")).fill(email);
  await form.getByLabel(en("consultations:form.fields.phone")).fill("+971 50 123 4567");
  if (business) {
    await form.getByLabel(en("consultations:form.fields.preferredCountry")).selectOption("singapore");
    await form.getByLabel(en("consultations:form.fields.businessType")).selectOption("technology");
  }
  await form.getByRole("button", { name: en("consultations:form.submit") }).click();
  await expect(page.getByRole("heading", { name: en("consultations:confirmed.title") })).toBeVisible();
  return (await page.locator("[data-consultation]").getAttribute("data-consultation"))!;
}

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "lng", value: "en", url: baseURL! }]);
});

test("A makes their data through the site: consultations, a booking, a draft, a sandbox order", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = await signUp(page, baseURL!, "profile-a");
  const education = await sendConsultation(page, "/education-malaysia", email);
  const signedIn = await sendConsultation(page, "/business-incorporation", email, true);

  // A booking of a package, 2 travellers.
  await page.goto(PACKAGE);
  await hydrated(page);
  const booking = page.getByRole("form", { name: en("packages:booking.title") });
  await booking
    .getByLabel(en("packages:booking.fields.travelDate"), { exact: true })
    .fill(formatDate(Date.now() + 60 * DAY_MS));
  await booking.getByLabel(en("packages:booking.fields.travellers"), { exact: true }).fill("2");
  await booking.getByRole("button", { name: en("packages:booking.submit") }).click();
  await expect(page.getByRole("region", { name: en("packages:booking.confirmed.title") })).toBeVisible();

  // A visa draft (the offer's "Apply" proposes it; its Continue opens the draft).
  await page.goto("/visa-services");
  await page.locator('a[href^="/visa-application-form?offer="]').first().click();
  await page.getByRole("button", { name: en("applications:choose.submit"), exact: true }).click();
  await expect(page.locator("[data-application-offer]")).toBeVisible();

  // An eSIM plan in the cart, then the booking's Pay now on the profile: one sandbox order pays both.
  await page.goto("/esim-shop?destination=turkey");
  const dialog = page.getByRole("dialog", { name: en("esim:plans.dialogTitle", { name: TURKEY.name.en }) });
  // The plan with calls: staff supply its code, so it stays "being prepared" while this test reads it.
  await dialog
    .locator("li[data-plan-id]", { hasText: formatMoney(1900, "en") })
    .getByRole("button", { name: en("catalog:addToCart") })
    .click();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem("travel-cart") ?? '{"items":[]}').items.length),
    )
    .toBe(1);
  await page.goto("/profile/bookings");
  await hydrated(page);
  await page.getByRole("button", { name: /^Pay now for / }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("li[data-line]")).toHaveCount(2);
  await page.locator("button[data-pay]").click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("button", { name: en("checkout:sandbox.approve") }).click();
  await expect(page).toHaveURL(`/checkout/success?order=${orderId}`);
  const number = ((await page.locator("[data-order-number]").first().textContent()) ?? "").trim();

  a.email = email;
  a.orderId = orderId;
  a.orderNumber = number;
  a.references = [education, signedIn];
  a.state = await page.context().storageState();
  expect(number).toMatch(/\S/);
});

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;

  test(`every section shows A's data in ${lng}, mirrored in Arabic`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await signedInContext(browser, a, lng, baseURL!);
    const page = await context.newPage();
    await page.goto("/profile");
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      t("profile:overview.welcome", { name: "Amal" }),
    );
    await expect(page.locator('[data-total="applications"] [data-value]')).toHaveText("0");
    await expect(page.locator('[data-total="services"] [data-value]')).toHaveText("3");
    await expect(page.locator('[data-total="spent"] [data-value]')).not.toHaveText(/\$0\.00/);
    await expect(page.getByText(t("profile:overview.drafts", { count: 1 }))).toBeVisible();
    for (const [key, href] of [
      ["shopEsim", "/esim-shop"],
      ["applyVisa", "/visa-services"],
      ["getIdl", "/driving-license-service-selection"],
      ["track", "/application-tracking"],
    ] as const) {
      await expect(page.getByRole("link", { name: t(`profile:overview.${key}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(page.locator("li[data-activity]").first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, SHOTS, `overview-${lng}`);

    // Each section by its own link; the back button returns to the one before.
    const nav = page.getByRole("navigation", { name: t("profile:nav.label") });
    await hydrated(page);
    await nav.getByRole("link", { name: t("profile:nav.orders") }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    const order = page.locator(`li[data-order="${a.orderId}"]`);
    await expect(order).toContainText(a.orderNumber);
    await expect(order).toContainText(t("status:order.paid"));
    await expect(order.locator("[data-activation-status]")).toHaveAttribute(
      "data-activation-status",
      "preparing",
    );
    await expect(order.locator("li[data-line]")).toHaveCount(2);
    await expectAccessible(page);
    await screenshots(page, SHOTS, `orders-${lng}`);
    await nav.getByRole("link", { name: t("profile:nav.bookings") }).click();
    await expect(page).toHaveURL(/\/profile\/bookings$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(nav.getByRole("link", { name: t("profile:nav.orders") })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.goto("/profile/bookings");
    const booking = page.locator("li[data-booking]");
    await expect(booking).toHaveCount(1);
    await expect(booking).toContainText(t("status:payment.paid"));
    // Paying confirms a booking: the profile says so with the back office's word.
    await expect(booking).toHaveAttribute("data-booking-status", "confirmed");
    await expect(booking).toContainText(t("status:booking.confirmed"));
    await expect(booking.getByRole("button", { name: /Pay|ادفع/ })).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, SHOTS, `bookings-${lng}`);

    await page.goto("/profile/applications");
    const draft = page.locator('li[data-submitted="false"]');
    await expect(draft).toContainText(t("applications:list.draft"));
    await expect(draft.getByRole("link", { name: t("applications:list.resume") })).toHaveAttribute(
      "href",
      "/visa-application-form",
    );
    await expectAccessible(page);
    await screenshots(page, SHOTS, `applications-${lng}`);

    await page.goto("/profile/consultations");
    for (const reference of a.references) {
      await expect(page.locator(`li[data-consultation="${reference}"]`)).toContainText(
        t("status:education.new"),
      );
    }
    await expect(page.locator(`li[data-consultation="${a.references[0]}"]`)).toContainText(
      t("profile:consultations.topic.malaysia"),
    );
    await expect(page.locator(`li[data-consultation="${a.references[1]}"]`)).toContainText(
      t("profile:consultations.countries.singapore"),
    );
    await expectAccessible(page);
    await screenshots(page, SHOTS, `consultations-${lng}`);

    await page.goto("/profile/activity");
    await expect(page.locator('li[data-activity="order"][data-event="created"]')).toContainText(
      a.orderNumber,
    );
    await expect(page.locator('li[data-activity="order"][data-event="status"]').first()).toContainText(
      t("profile:activity.events.status", { status: t("status:order.paid") }),
    );
    await expect(page.locator('li[data-activity="booking"][data-event="paymentPaid"]')).toContainText(
      t("profile:activity.events.paymentPaid"),
    );
    await expect(page.locator('li[data-activity="business_consultation"]')).toContainText(
      t("profile:activity.events.created.business_consultation"),
    );
    await expectAccessible(page);
    await screenshots(page, SHOTS, `activity-${lng}`);

    for (const path of ["/profile/settings", "/profile/password", "/profile/sessions"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, SHOTS, `${path.split("/").pop()}-${lng}`);
    }
    await context.close();
  });
}

test("settings are checked by spec §5 and saved, in English and Arabic", async ({ browser, baseURL }) => {
  for (const lng of ["ar", "en"] as const) {
    const t = createI18n(lng).t;
    const context = await signedInContext(browser, a, lng, baseURL!);
    const page = await context.newPage();
    await page.goto("/profile/settings");
    await hydrated(page);
    const firstName = page.getByLabel(t("profile:settings.firstName"));
    await firstName.fill("");
    await page.getByLabel(t("profile:settings.phone")).fill("0501234567");
    await page.getByRole("button", { name: t("profile:settings.save") }).click();
    await expect(page.getByText(t("errors:codes.VALIDATION_INVALID_PHONE"))).toBeVisible();
    await expect(page.getByText(t("errors:validation.required")).first()).toBeVisible();
    await firstName.fill(lng === "ar" ? "أمل" : "Amelia");
    await page.getByLabel(t("profile:settings.phone")).fill("+971 50 765 4321");
    await page.getByRole("button", { name: t("profile:settings.save") }).click();
    await expect(page.getByText(t("profile:settings.saved"))).toBeVisible();
    await page.goto("/profile");
    await expect(page.locator("#main")).toContainText("+971507654321");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(lng === "ar" ? "أمل" : "Amelia");
    await context.close();
  }
});

test("devices: this one marked, the others signed out", async ({ browser, baseURL }) => {
  const phone = await otherDevice(browser, a.email, baseURL!);
  const context = await signedInContext(browser, a, "ar", baseURL!);
  const page = await context.newPage();
  const t = createI18n("ar").t;
  await page.goto("/profile/sessions");
  await expect(page.locator('li[data-session="current"]')).toContainText(t("profile:sessions.thisDevice"));
  await expect(page.locator('li[data-session="other"]').first()).toContainText("Safari");
  await page.getByRole("button", { name: t("profile:sessions.signOutOthers") }).click();
  await expect(page.locator('li[data-session="other"]')).toHaveCount(0);
  await expect(page.getByText(t("profile:sessions.onlyThis"))).toBeVisible();
  const refused = await phone.request.get("/profile", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toMatch(/^\/\?login=1/);
  await phone.close();
  await context.close();
});

test("Download my data: a dated JSON file of A's things", async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, a, "en", baseURL!);
  const page = await context.newPage();
  await page.goto("/profile");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: en("profile:nav.download") }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`my-data-${formatDate(new Date())}.json`);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(data.account.email).toBe(a.email);
  expect(data.orders).toHaveLength(1);
  expect(data.orders[0].number).toBe(a.orderNumber);
  expect(data.orders[0].items).toHaveLength(2);
  expect(data.esimActivations).toHaveLength(1);
  expect(data.bookings).toHaveLength(1);
  expect(data.applications).toHaveLength(1);
  expect(data.consultations.education).toHaveLength(1);
  expect(data.consultations.business).toHaveLength(1);
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(data.activity.length).toBeGreaterThan(3);
  const text = JSON.stringify(data);
  expect(text).not.toMatch(/"password"|"token"/);
  await context.close();
});

test("password change: every message in English and Arabic, then the other device is signed out", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = await signUp(page, baseURL!, "profile-password", "Carim");
  const laptop = await otherDevice(browser, email, baseURL!);
  const NEW = "N3w!Passw0rd";
  for (const lng of ["en", "ar"] as const) {
    const t = createI18n(lng).t;
    await page.context().addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    await page.goto("/profile/password");
    await hydrated(page);
    const current = page.getByLabel(t("profile:password.current"), { exact: true });
    const next = page.getByLabel(t("profile:password.new"), { exact: true });
    const confirm = page.getByLabel(t("profile:password.confirm"), { exact: true });
    const submit = page.getByRole("button", { name: t("profile:password.submit") });
    const form = page.locator("form#profile-password");
    await current.fill(STRONG_PASSWORD);
    await submit.click();
    await expect(form.getByText(t("errors:validation.newPasswordRequired")).first()).toBeVisible();
    await next.fill(NEW);
    await confirm.fill("N3w!Different");
    await submit.click();
    await expect(form.getByText(t("errors:validation.newPasswordsDoNotMatch")).first()).toBeVisible();
    await next.fill("password");
    await confirm.fill("password");
    await submit.click();
    await expect(form.getByText(t("errors:validation.passwordRule")).first()).toBeVisible();
    await current.fill("Wr0ng!pass");
    await next.fill(NEW);
    await confirm.fill(NEW);
    await submit.click();
    await expect(page.getByRole("alert")).toContainText(t("errors:screens.failedToChangePassword"));
    await expectAccessible(page);
    await screenshots(page, SHOTS, `password-errors-${lng}`);
  }
  const t = createI18n("ar").t;
  await page.getByLabel(t("profile:password.current"), { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel(t("profile:password.new"), { exact: true }).fill(NEW);
  await page.getByLabel(t("profile:password.confirm"), { exact: true }).fill(NEW);
  await page.getByRole("button", { name: t("profile:password.submit") }).click();
  await expect(page.getByText(t("profile:password.changed"))).toBeVisible();
  // This browser stays signed in; the other device does not.
  await page.goto("/profile/sessions");
  await expect(page.locator("li[data-session]")).toHaveCount(1);
  const refused = await laptop.request.get("/profile", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  await laptop.close();
  const old = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL!).origin },
    data: { email, password: STRONG_PASSWORD },
  });
  expect(old.status()).toBe(401);
});

test("B sees nothing of A's in any section or in the download", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await signUp(page, baseURL!, "profile-b", "Basim");
  const markers = [a.email, a.orderNumber, a.orderId, ...a.references, "Amelia", "Petra"];
  for (const path of SECTIONS) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = await page.content();
    for (const marker of markers) expect(html, `${path} shows ${marker}`).not.toContain(marker);
  }
  const file = await page.request.get("/profile/data");
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="my-data-/);
  const text = await file.text();
  for (const marker of markers) expect(text).not.toContain(marker);
  expect(JSON.parse(text).orders).toEqual([]);
  expect((await page.request.get(`/orders/${a.orderId}`)).status()).toBe(404);
});
