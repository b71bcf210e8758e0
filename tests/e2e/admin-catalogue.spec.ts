import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { keyFromData } from "../../app/platform/i18n/keys.ts";
import { ABUSE_ADMIN, visitor } from "../helpers/abuse-identities.ts";
import {
  confirmAndSignIn,
  expectAccessible,
  STRONG_PASSWORD,
  screenshots,
  uniqueEmail,
  untilHit,
} from "./support.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

// The shop owner's catalogue editors, as a shop owner uses them, in English and Arabic: an accessory made as a
// draft (not in the store), published (in the store in both languages), repriced (the product page, the cart
// and the checkout follow), unpublished (404); a visa offer published without its Arabic only once confirmed;
// a package's bookings deleted with it (the count is said) and a paid booking refusing the delete.

const SHOTS = "/tmp/shots/admin-catalogue";
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const c = (key: string, options?: Record<string, unknown>): string =>
    t(keyFromData(`adminCatalogue:${key}`), options as never) as string;
  const bilingual = async (page: Page, legend: string, en: string, ar: string) => {
    const group = page.getByRole("group", { name: c(legend) });
    await group.getByLabel(c("languages.en")).fill(en);
    await group.getByLabel(c("languages.ar")).fill(ar);
  };
  const editorPrice = (page: Page) => page.getByLabel(c("fields.price"), { exact: true });

  test(`accessory in ${lng}: draft, publish, reprice (page, cart, checkout follow), unpublish`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const tag = stamp();
    await signInAsAdmin(page.request, baseURL!);
    await page.context().addCookies([{ name: "lng", value: lng, url: baseURL! }]);

    await page.goto("/admin/accessories");
    await page.getByRole("link", { name: c("kinds.accessories.new") }).click();
    await bilingual(page, "fields.name", `Packing cubes ${tag}`, `مكعبات ترتيب ${tag}`);
    await bilingual(page, "fields.description", "Six cubes for a tidy bag.", "ستة مكعبات لحقيبة مرتبة.");
    await page.getByLabel(c("fields.category"), { exact: true }).selectOption("luggage");
    await page.getByLabel(c("fields.brand"), { exact: true }).fill("Stowaway");
    await editorPrice(page).fill("24.90");
    await page.getByLabel(c("fields.startingStock"), { exact: true }).fill("12");
    await page.getByLabel(c("fields.warrantyMonths"), { exact: true }).fill("12");
    await page.getByRole("button", { name: c("createDraft") }).click();
    await expect(page.getByText(c("done.created"))).toBeVisible();
    const editor = page.url().split("?")[0]!;
    const slug = `packing-cubes-${tag}`;
    await expect(page.getByLabel(c("fields.slug"), { exact: true })).toHaveValue(slug);
    await expectAccessible(page);
    await screenshots(page, SHOTS, `accessory-editor-${lng}`);

    // A draft is not in the store.
    expect((await page.request.get(`/accessories/${slug}`)).status()).toBe(404);

    await page.getByRole("button", { name: c("status.publish") }).click();
    await expect(page.getByText(c("done.published"))).toBeVisible();
    const sitemap = async () => (await page.request.get("/sitemap.xml")).text();
    expect(await sitemap()).toContain(`/accessories/${slug}?lng=en`);
    await page.goto(`/accessories/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      lng === "ar" ? `مكعبات ترتيب ${tag}` : `Packing cubes ${tag}`,
    );
    await expect(page.getByText(formatMoney(2490, lng)).first()).toBeVisible();
    // A visitor is served the page from the cache from now on: each change below must reach them at once.
    const { request: anonymous } = await visitor(baseURL!, lng);
    expect(await (await untilHit(anonymous, `/accessories/${slug}`)).text()).toContain(
      formatMoney(2490, lng),
    );
    const search = `/travel-accessories?q=${tag}`;
    expect(await (await untilHit(anonymous, search)).text()).toContain(`/accessories/${slug}`);
    await page
      .getByRole("button", { name: t("catalog:addToCart") })
      .first()
      .click();

    // Repriced in the back office: the product page, the checkout and the cart show the new price.
    await page.goto(editor);
    await editorPrice(page).fill("19.50");
    await page.getByRole("button", { name: c("save") }).click();
    await expect(page.getByText(c("done.saved"))).toBeVisible();
    await page.goto(`/accessories/${slug}`);
    await expect(page.getByText(formatMoney(1950, lng)).first()).toBeVisible();
    await expect(page.getByText(formatMoney(2490, lng))).toHaveCount(0);
    const repriced = await anonymous.get(`/accessories/${slug}`);
    expect(repriced.headers()["x-cache"]).toBe("MISS");
    expect(await repriced.text()).toContain(formatMoney(1950, lng));
    expect(await (await untilHit(anonymous, `/accessories/${slug}`)).text()).not.toContain(
      formatMoney(2490, lng),
    );
    await page.goto("/checkout");
    const summary = page.locator("main");
    await expect(summary.getByText(formatMoney(1950, lng)).first()).toBeVisible({ timeout: 15_000 });
    await page
      .locator("header")
      .getByRole("button", { name: /^(Cart|سلة التسوق)/ })
      .click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByText(formatMoney(1950, lng)).first()).toBeVisible();
    await expect(drawer.getByText(formatMoney(2490, lng))).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Unpublished: the product page is gone.
    await page.goto(editor);
    await page.getByRole("button", { name: c("status.unpublish") }).click();
    await expect(page.getByText(c("done.unpublished"))).toBeVisible();
    expect((await page.request.get(`/accessories/${slug}`)).status()).toBe(404);
    expect((await anonymous.get(`/accessories/${slug}`)).status()).toBe(404);
    expect(await (await anonymous.get(search)).text()).not.toContain(`/accessories/${slug}`);
    expect(await sitemap()).not.toContain(`/accessories/${slug}?`);

    // The list finds it, drafts filtered.
    await page.goto(`/admin/accessories?q=${tag}&status=inactive`);
    await expect(
      page.getByRole("link", { name: lng === "ar" ? `مكعبات ترتيب ${tag}` : `Packing cubes ${tag}` }),
    ).toBeVisible();
    await screenshots(page, SHOTS, `accessories-list-${lng}`);
  });
}

test("visa offer in English: publishing without the Arabic asks first, and the list flags it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const t = createI18n("en").t;
  const c = (key: string, options?: Record<string, unknown>): string =>
    t(keyFromData(`adminCatalogue:${key}`), options as never) as string;
  const tag = stamp();
  await signInAsAdmin(page.request, baseURL!);
  await page.goto("/admin/visa-offers/new?lng=en");
  const group = (legend: string) => page.getByRole("group", { name: c(legend) });
  await group("fields.title").getByLabel(c("languages.en")).fill(`Oman e-Visa ${tag}`);
  await group("fields.destination").getByLabel(c("languages.en")).fill("Oman");
  await group("fields.destination").getByLabel(c("languages.ar")).fill("عُمان");
  await group("fields.description").getByLabel(c("languages.en")).fill("Single entry, 30 days.");
  await group("fields.description").getByLabel(c("languages.ar")).fill("دخول واحد لمدة 30 يومًا.");
  await page.getByLabel(c("fields.countryCode"), { exact: true }).fill("om");
  await page.getByLabel(c("fields.price"), { exact: true }).fill("59");
  await page.getByLabel(c("fields.processingDays"), { exact: true }).fill("3");
  await page.getByLabel(c("fields.validityDays"), { exact: true }).fill("30");
  await page.getByRole("button", { name: c("createPublished") }).click();
  const asked = t("errors:catalogue.missingArabic", { fields: c("fields.title") });
  await expect(page.getByText(asked).first()).toBeVisible();
  await page.getByLabel(c("confirmArabic")).check();
  await page.getByRole("button", { name: c("createPublished") }).click();
  await expect(page.getByText(c("done.created"))).toBeVisible();
  await expect(page.getByText(c("arabicMissingList", { fields: c("fields.title") }))).toBeVisible();

  // Arabic visitors see the English title rather than nothing.
  await page.goto("/visa-services?lng=ar");
  await expect(page.getByText(`Oman e-Visa ${tag}`)).toBeVisible();
  await page.goto(`/admin/visa-offers?q=${tag}&arabic=missing&lng=en`);
  const row = page.getByRole("row", { name: new RegExp(`Oman e-Visa ${tag}`) });
  await expect(row.getByText(c("missingArabic"))).toBeVisible();
});

test("package in Arabic: its bookings are deleted with it (the count is said); a paid booking refuses", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const t = createI18n("ar").t;
  const c = (key: string, options?: Record<string, unknown>): string =>
    t(keyFromData(`adminCatalogue:${key}`), options as never) as string;
  const tag = stamp();
  await signInAsAdmin(page.request, baseURL!);
  await page.context().addCookies([{ name: "lng", value: "ar", url: baseURL! }]);

  async function createPackage(name: string): Promise<{ editor: string; slug: string }> {
    await page.goto("/admin/packages/new");
    const group = (legend: string) => page.getByRole("group", { name: c(legend) });
    await group("fields.name").getByLabel(c("languages.en")).fill(name);
    await group("fields.name").getByLabel(c("languages.ar")).fill(`رحلة ${name}`);
    await group("fields.destination").getByLabel(c("languages.en")).fill("Aqaba, Jordan");
    await group("fields.destination").getByLabel(c("languages.ar")).fill("العقبة، الأردن");
    await group("fields.description").getByLabel(c("languages.en")).fill("Three days by the Red Sea.");
    await group("fields.description").getByLabel(c("languages.ar")).fill("ثلاثة أيام على البحر الأحمر.");
    await page.getByLabel(c("fields.pricePerTraveller"), { exact: true }).fill("300");
    await page.getByLabel(c("fields.durationDays"), { exact: true }).fill("3");
    await page.getByRole("button", { name: c("createPublished") }).click();
    await expect(page.getByText(c("done.created"))).toBeVisible();
    const slug = await page.getByLabel(c("fields.slug"), { exact: true }).inputValue();
    return { editor: page.url().split("?")[0]!, slug };
  }

  const kept = await createPackage(`Aqaba paid ${tag}`);
  const gone = await createPackage(`Aqaba unpaid ${tag}`);

  // A customer books both, in another browser.
  const customer = await browser.newContext({ baseURL: baseURL! });
  const shopper = await customer.newPage();
  const email = uniqueEmail("catalogue-booking");
  const signUp = await shopper.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL!).origin },
    data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Booker" },
  });
  expect(signUp.status()).toBe(200);
  await confirmAndSignIn(shopper, email);
  const travelDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  for (const { slug } of [kept, gone]) {
    await shopper.goto(`/packages/${slug}?lng=ar`);
    const form = shopper.getByRole("form", { name: t("packages:booking.title") });
    await form.getByLabel(t("packages:booking.fields.travelDate"), { exact: true }).fill(travelDate);
    await shopper.getByRole("button", { name: t("packages:booking.submit") }).click();
    await expect(shopper.getByRole("region", { name: t("packages:booking.confirmed.title") })).toBeVisible();
  }
  await customer.close();

  // The paid one: the admin records the payment on the booking, then the delete is refused.
  await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await page
    .getByRole("row", { name: new RegExp(`Aqaba paid ${tag}`) })
    .getByRole("link")
    .first()
    .click();
  await page.getByLabel(t("adminRequests:booking.changeStatus.payment")).selectOption("paid");
  await page.getByRole("button", { name: t("adminRequests:booking.changeStatus.submit") }).click();
  await expect(page.getByText(t("status:payment.paid")).first()).toBeVisible();

  await page.goto(kept.editor);
  await page.getByRole("link", { name: c("danger.delete") }).click();
  await page.getByRole("button", { name: c("danger.confirmDelete") }).click();
  await expect(
    page.getByText(t("errors:thrown.failedToDeleteBookings", { reason: t("errors:catalogue.paidBooking") })),
  ).toBeVisible();
  expect((await page.request.get(`/packages/${kept.slug}`)).status()).toBe(200);

  await page.goto(gone.editor);
  await page.getByRole("link", { name: c("danger.delete") }).click();
  await page.getByRole("button", { name: c("danger.confirmDelete") }).click();
  await expect(
    page.getByText(`${c("done.deleted")} ${c("done.bookingsDeleted", { count: 1 })}`),
  ).toBeVisible();
  expect((await page.request.get(`/packages/${gone.slug}`)).status()).toBe(404);
  await screenshots(page, SHOTS, "package-deleted-ar");
});
