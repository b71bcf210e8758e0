import { formatDate } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import {
  confirmAndSignIn,
  deliveredMail,
  expectAccessible,
  outbox,
  STRONG_PASSWORD,
  screenshots,
  uniqueEmail,
} from "./support.ts";
import { type Browser, expect, type Page, test } from "./test.ts";

/**
 * After the happy path, in English and Arabic: a paid booking reads "Confirmed" in the profile; staff find it by
 * its BK- reference, refund it (the customer is e-mailed, and the profile and the back office both say
 * "Refunded"), cancel another one (e-mailed too), and find a consultation by its CN- reference.
 */
const SHOTS = "/tmp/shots/after-payment";
const DAY_MS = 86_400_000;
const PACKAGE = "jordan-petra-and-wadi-rum";

async function contextIn(browser: Browser, baseURL: string, lng: "en" | "ar") {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
  return { context, page: await context.newPage() };
}

async function hydrated(page: Page) {
  await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;

  /** Books the package for two and answers the booking's id and BK- reference. */
  async function book(page: Page): Promise<{ id: string; reference: string }> {
    await page.goto(`/packages/${PACKAGE}`);
    const form = page.getByRole("form", { name: t("packages:booking.title") });
    await form
      .getByLabel(t("packages:booking.fields.travelDate"), { exact: true })
      .fill(formatDate(Date.now() + 60 * DAY_MS));
    await form.getByLabel(t("packages:booking.fields.travellers"), { exact: true }).fill("2");
    await page.getByRole("button", { name: t("packages:booking.submit") }).click();
    const confirmed = page.getByRole("region", { name: t("packages:booking.confirmed.title") });
    await expect(confirmed).toBeVisible();
    const id = (await confirmed.getAttribute("data-booking"))!;
    const reference = (await confirmed.textContent())!.match(/BK-[0-9A-F]{8}/)![0];
    return { id, reference };
  }

  /** The staff's search box of a back-office list. */
  async function search(page: Page, label: string, q: string) {
    const box = page.getByLabel(label, { exact: true });
    await box.fill(q);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(q)}`));
  }

  test.describe(`after the payment in ${lng}`, () => {
    test("a booking paid, found by its reference, refunded and another cancelled; a consultation found", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const customer = await contextIn(browser, baseURL!, lng);
      const page = customer.page;
      const email = uniqueEmail(`after-payment-${lng}`);
      const signUp = await page.request.post("/api/auth/sign-up/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Booker" },
      });
      expect(signUp.status()).toBe(200);
      await confirmAndSignIn(page, email);

      // The booking e-mail carries the reference and the link to view and pay it.
      const paid = await book(page);
      const received = await deliveredMail((m) => m.to === email && m.text.includes(paid.reference));
      expect(received?.template).toBe("booking-confirmation");
      expect(received!.links).toContain(`${baseURL}/profile/bookings?lng=${lng}#booking-${paid.id}`);

      // Paid from the profile through the sandbox: the booking is confirmed.
      await page.goto("/profile/bookings");
      await hydrated(page);
      const row = page.locator(`li[data-booking="${paid.id}"]`);
      await expect(row).toContainText(paid.reference);
      await row.getByRole("button").click();
      await expect(page).toHaveURL(/\/checkout$/);
      await page.locator("button[data-pay]").click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?order=/);
      // The order names the booking by its reference.
      await expect(page.locator("[data-line-reference]")).toHaveText(paid.reference);
      await page.goto("/profile/bookings");
      await expect(row).toHaveAttribute("data-booking-status", "confirmed");
      await expect(row).toContainText(t("status:booking.confirmed"));
      await expect(row).toContainText(t("status:payment.paid"));

      // Staff find it by the reference the customer reads out.
      const admin = await contextIn(browser, baseURL!, lng);
      const signIn = await admin.page.request.post("/api/auth/sign-in/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
      });
      expect(signIn.status()).toBe(200);
      const a = admin.page;
      await a.goto("/admin/bookings");
      await search(a, t("adminRequests:bookings.search"), paid.reference);
      const found = a.getByRole("link", { name: paid.reference });
      await expect(found).toHaveCount(1);
      await expect(a.locator("tbody tr")).toHaveCount(1);
      await expect(a.locator("tbody tr")).toContainText(t("status:booking.confirmed"));
      await screenshots(a, SHOTS, `bookings-search-${lng}`);
      await found.click();
      await expect(a).toHaveURL(new RegExp(`/admin/bookings/${paid.id}`));

      // Refunded by staff: the customer is e-mailed in their language, and both sides say "Refunded".
      await a
        .getByLabel(t("adminRequests:booking.changeStatus.payment"), { exact: true })
        .selectOption("refunded");
      await a.getByRole("button", { name: t("adminRequests:booking.changeStatus.submit") }).click();
      await expect(a.getByText(t("adminRequests:booking.changeStatus.done"))).toBeVisible();
      await expect(a.getByText(t("adminRequests:booking.changeStatus.final"))).toBeVisible();
      await expect(a.getByRole("main")).toContainText(t("status:booking.refunded"));
      await expectAccessible(a);
      await screenshots(a, SHOTS, `booking-refunded-${lng}`);
      await expect
        .poll(() => outbox().filter((m) => m.template === "refund" && m.text.includes(paid.reference)).length)
        .toBe(1);
      const refund = outbox().find((m) => m.template === "refund" && m.text.includes(paid.reference))!;
      expect(refund).toMatchObject({ to: email, locale: lng });
      expect(refund.text).toContain(t("status:payment.refunded"));
      await page.goto("/profile/bookings");
      await expect(row).toHaveAttribute("data-booking-status", "refunded");
      await expect(row.getByText(t("status:booking.refunded"), { exact: true })).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, SHOTS, `profile-refunded-${lng}`);

      // Another booking cancelled by staff: e-mailed too.
      const cancelled = await book(page);
      await a.goto(`/admin/bookings/${cancelled.id}`);
      await a
        .getByLabel(t("adminRequests:booking.changeStatus.status"), { exact: true })
        .selectOption("cancelled");
      await a.getByRole("button", { name: t("adminRequests:booking.changeStatus.submit") }).click();
      await expect(a.getByText(t("adminRequests:booking.changeStatus.done"))).toBeVisible();
      await expect
        .poll(() =>
          outbox().find((m) => m.template === "booking-cancelled" && m.text.includes(cancelled.reference)),
        )
        .toMatchObject({ to: email, locale: lng });
      await page.goto("/profile/bookings");
      await expect(page.locator(`li[data-booking="${cancelled.id}"]`)).toContainText(
        t("status:booking.cancelled"),
      );

      // A consultation, found by its CN- reference.
      await page.goto("/education-malaysia");
      await hydrated(page);
      const form = page.getByRole("form", { name: t("consultations:form.label.malaysia") });
      // Signed in, the name and e-mail are the account's.
      await form.getByLabel(t("consultations:form.fields.fullName")).fill("Nadia Booker");
      await form.getByLabel(t("consultations:form.fields.email")).fill(email);
      await form.getByLabel(t("consultations:form.fields.phone")).fill("+971 50 123 4567");
      await form
        .getByLabel(t("consultations:form.fields.message"))
        .fill("Which universities take a May start?");
      await form.getByRole("button", { name: t("consultations:form.submit") }).click();
      await expect(page.getByRole("heading", { name: t("consultations:confirmed.title") })).toBeVisible();
      const consultation = (await page.locator("[data-consultation]").getAttribute("data-consultation"))!;
      await a.goto("/admin/consultations/education");
      await search(a, t("adminRequests:education.search"), consultation);
      await expect(a.locator("tbody tr")).toHaveCount(1);
      await a.getByRole("link", { name: consultation }).click();
      await expect(a.getByRole("main")).toContainText(consultation);
      await screenshots(a, SHOTS, `consultation-${lng}`);
      await customer.context.close();
      await admin.context.close();
    });
  });
}
