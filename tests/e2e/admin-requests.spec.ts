import path from "node:path";
import { fileURLToPath } from "node:url";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import {
  confirmAndSignIn,
  expectAccessible,
  outbox,
  STRONG_PASSWORD,
  screenshots,
  uniqueEmail,
} from "./support.ts";
import { type Browser, type BrowserContext, expect, type Page, test } from "./test.ts";

/**
 * The admin's request screens end to end (issue 14 items 4-6), in English and Arabic: a customer applies for a
 * visa through the site and pays in the sandbox; the admin finds it, sees its documents, moves it on with a note in
 * both languages, and the applicant's tracking page and mailbox show it. A customer books a package and sends both
 * consultation forms; the admin confirms the booking and records its payment, moves the education request on and
 * deletes the business request after its confirmation step.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
const PORTRAIT = path.join(FIXTURES, "portrait.jpg");
const PASSPORT = path.join(FIXTURES, "passport.pdf");
const SHOTS = "/tmp/shots/admin-requests";
const DAY_MS = 86_400_000;

const DETAILS = {
  phone: "+971501234567",
  nationality: "Jordanian",
  passportNumber: "AB1234567",
  dateOfBirth: "1990-05-04",
  address: "12 King Fahd Road, Riyadh",
  travelDate: "2031-02-03",
};

/** A browser context in `lng`, signed in as a new verified customer: its page and e-mail. */
async function customerPage(browser: Browser, baseURL: string, lng: "en" | "ar") {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
  const page = await context.newPage();
  const email = uniqueEmail(`admin-req-${lng}`);
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Traveller" },
  });
  expect(response.status()).toBe(200);
  await confirmAndSignIn(page, email);
  return { context, page, email };
}

/** A browser context in `lng` signed in as the e2e server's admin. */
async function adminPage(
  browser: Browser,
  baseURL: string,
  lng: "en" | "ar",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
  const page = await context.newPage();
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { context, page };
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const dir = lng === "ar" ? "rtl" : "ltr";

  test.describe(`admin requests in ${lng}`, () => {
    test("an application's status change with a bilingual note reaches the applicant's timeline and mailbox", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      // The applicant applies for a visa through the site and pays in the sandbox.
      const applicant = await customerPage(browser, baseURL!, lng);
      const page = applicant.page;
      const field = (name: string) => page.locator(`[form^="application-"][name="${name}"]`);
      await page.goto("/visa-services");
      await page.locator('a[href^="/visa-application-form?offer="]').first().click();
      await page.getByRole("button", { name: t("applications:choose.submit"), exact: true }).click();
      await expect(page.locator("[data-application-offer]")).toBeVisible();
      await expect(page.getByRole("button", { name: t("common:upload.chooseOne") }).first()).toBeVisible();
      for (const [name, value] of Object.entries(DETAILS)) {
        if ((await field(name).count()) > 0) await field(name).fill(value);
      }
      for (const [document, file] of [
        ["personal_photo", PORTRAIT],
        ["passport_copy", PASSPORT],
      ] as const) {
        await page.locator(`#document-${document}`).setInputFiles(file);
        await expect(
          page.locator(`#document-${document}-hint ~ ul`).getByText(t("common:upload.done")).first(),
        ).toBeVisible();
      }
      await page.getByRole("button", { name: t("applications:form.continue") }).click();
      await page.getByRole("button", { name: t("applications:review.confirm") }).click();
      await page.locator("button[data-pay]").click();
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?order=/);
      await page.getByRole("link", { name: t("checkout:application.view") }).click();
      const trackingId = ((await page.locator("[data-tracking-id]").textContent()) ?? "").trim();
      expect(trackingId).toMatch(/^VISA-/);

      // The admin finds it by its tracking number.
      const admin = await adminPage(browser, baseURL!, lng);
      const a = admin.page;
      await a.goto(`/admin/applications?q=${trackingId}`);
      await expect(a.locator("html")).toHaveAttribute("dir", dir);
      await expect(a.getByRole("heading", { level: 1 })).toHaveText(t("adminRequests:applications.title"));
      const table = a.getByRole("table", { name: t("adminRequests:applications.caption") });
      await expect(table.getByRole("row")).toHaveCount(2);
      await expect(table).toContainText(t("status:payment.paid"));
      await expectAccessible(a);
      await screenshots(a, SHOTS, `applications-${lng}`);
      await table.getByRole("link", { name: trackingId }).click();

      // The tracking number is isolated in the title (U+2068 … U+2069), so that it stays whole in Arabic.
      await expect(a.getByRole("heading", { level: 1 })).toHaveText(
        t("adminRequests:application.title", { trackingId: `\u2068${trackingId}\u2069` }),
      );
      // The documents: the photo previewed inline (served by the admin route), both viewable and downloadable.
      const documents = a.getByRole("region", { name: t("adminRequests:application.documents") });
      const preview = documents.getByRole("img", {
        name: t("adminRequests:application.preview", {
          document: t("adminRequests:documentKind.personal_photo"),
        }),
      });
      await expect(preview).toBeVisible();
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const pdfView = documents.getByRole("link", {
        name: `${t("adminRequests:application.view")} passport.pdf`,
      });
      const pdf = await a.request.get((await pdfView.getAttribute("href"))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      expect(pdf.headers()["content-disposition"]).toMatch(/^inline/);
      const download = documents.getByRole("link", {
        name: `${t("adminRequests:application.download")} passport.pdf`,
      });
      expect((await a.request.get((await download.getAttribute("href"))!)).status()).toBe(200);
      // The customer may not read the admin's view of the file.
      expect((await page.request.get((await pdfView.getAttribute("href"))!)).status()).toBe(403);

      // Only legal moves are offered: from pending, processing (asking for more and rejecting have their own forms).
      const form = a.getByRole("region", { name: t("adminRequests:application.changeStatus.heading") });
      await expect(form.getByRole("radio")).toHaveCount(1);
      await form.getByRole("radio", { name: t("status:application.processing") }).check();
      const noteEn = "We are checking your passport copy.";
      const noteAr = "نراجع نسخة جواز سفرك.";
      await form.getByLabel(t("adminRequests:application.changeStatus.noteEn")).fill(noteEn);
      await form.getByLabel(t("adminRequests:application.changeStatus.noteAr")).fill(noteAr);
      await expectAccessible(a);
      await screenshots(a, SHOTS, `application-${lng}`);
      await form.getByRole("button", { name: t("adminRequests:application.changeStatus.submit") }).click();
      await expect(
        a.getByRole("status").filter({
          hasText: t("adminRequests:application.changeStatus.done", {
            status: t("status:application.processing"),
          }),
        }),
      ).toBeVisible();
      const timeline = a.getByRole("list", { name: t("adminRequests:application.timeline") });
      await expect(timeline.locator('[aria-current="step"]')).toContainText(
        t("status:application.processing"),
      );
      await expect(timeline).toContainText(noteEn);
      await expect(timeline).toContainText(noteAr);
      await expect(form.getByRole("radio")).toHaveCount(1); // approved (rejecting is its own confirmed step)
      await screenshots(a, SHOTS, `application-changed-${lng}`);

      // The applicant's tracking page shows the change with the note in their language.
      await page.goto(`/application-tracking?type=visa&id=${trackingId}`);
      const result = page.getByRole("region", { name: t("tracking:result.heading") });
      await expect(result).toContainText(t("status:application.processing"));
      await expect(result).toContainText(lng === "ar" ? noteAr : noteEn);

      // And their mailbox, in their language.
      await expect
        .poll(() =>
          outbox().some(
            (m) =>
              m.to === applicant.email &&
              m.text.includes(trackingId) &&
              m.text.includes(lng === "ar" ? noteAr : noteEn),
          ),
        )
        .toBe(true);
      const mail = outbox().findLast(
        (m) => m.to === applicant.email && m.text.includes(lng === "ar" ? noteAr : noteEn),
      )!;
      expect(mail.locale).toBe(lng);
      await admin.context.close();
      await applicant.context.close();
    });

    test("a booking confirmed and paid, an education request moved on, a business request deleted", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const customer = await customerPage(browser, baseURL!, lng);
      const page = customer.page;
      const customerName = lng === "ar" ? "عائشة الرحمن" : "Aisha Rahman";
      // A booking through the package page.
      await page.goto("/packages/jordan-petra-and-wadi-rum");
      const booking = page.getByRole("form", { name: t("packages:booking.title") });
      const travelDate = new Date(Date.now() + 45 * DAY_MS).toISOString().slice(0, 10);
      await booking.getByLabel(t("packages:booking.fields.travelDate"), { exact: true }).fill(travelDate);
      await booking.getByLabel(t("packages:booking.fields.travellers"), { exact: true }).fill("2");
      await page.getByRole("button", { name: t("packages:booking.submit") }).click();
      await expect(page.getByRole("region", { name: t("packages:booking.confirmed.title") })).toBeVisible();

      // Both consultation forms.
      for (const [pathname, topic] of [
        ["/education-malaysia", "malaysia"],
        ["/business-incorporation", "business"],
      ] as const) {
        await page.goto(pathname);
        await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
        const form = page.getByRole("form", { name: t(`consultations:form.label.${topic}`) });
        await form.getByLabel(t("consultations:form.fields.fullName")).fill(customerName);
        await form.getByLabel(t("consultations:form.fields.email")).fill(customer.email);
        await form.getByLabel(t("consultations:form.fields.phone")).fill("+971 50 123 4567");
        if (topic === "business") {
          await form.getByLabel(t("consultations:form.fields.preferredCountry")).selectOption("singapore");
          await form.getByLabel(t("consultations:form.fields.businessType")).selectOption("technology");
        }
        await form.getByLabel(t("consultations:form.fields.message")).fill("Hello, I have a few questions.");
        await form.getByRole("button", { name: t("consultations:form.submit") }).click();
        await expect(page).toHaveURL(new RegExp(`${pathname}\\?sent=`));
      }

      const admin = await adminPage(browser, baseURL!, lng);
      const a = admin.page;

      // The booking: confirmed and paid in one save.
      await a.goto(`/admin/bookings?q=${encodeURIComponent(customer.email)}`);
      const bookings = a.getByRole("table", { name: t("adminRequests:bookings.caption") });
      await expect(bookings.getByRole("row")).toHaveCount(2);
      await expectAccessible(a);
      await screenshots(a, SHOTS, `bookings-${lng}`);
      await bookings.getByRole("row").nth(1).getByRole("link").first().click();
      const change = a.getByRole("region", { name: t("adminRequests:booking.changeStatus.heading") });
      await change.getByLabel(t("adminRequests:booking.changeStatus.status")).selectOption("confirmed");
      await change.getByLabel(t("adminRequests:booking.changeStatus.payment")).selectOption("paid");
      await change.getByRole("button", { name: t("adminRequests:booking.changeStatus.submit") }).click();
      await expect(
        a.getByRole("status").filter({ hasText: t("adminRequests:booking.changeStatus.done") }),
      ).toBeVisible();
      const badges = a.locator("main h1").locator("..").locator("..");
      await expect(badges).toContainText(t("status:booking.confirmed"));
      await expect(badges).toContainText(t("status:payment.paid"));
      // Only the moves left are offered now.
      await expect(
        change.getByLabel(t("adminRequests:booking.changeStatus.status")).locator("option"),
      ).toHaveCount(3);
      await expectAccessible(a);
      await screenshots(a, SHOTS, `booking-${lng}`);

      // The education request: moved on from the list.
      await a.goto(`/admin/consultations/education?q=${encodeURIComponent(customer.email)}`);
      const education = a.getByRole("table", { name: t("adminRequests:education.caption") });
      await expect(education).toContainText(t("adminRequests:serviceType.malaysia"));
      await expect(education).toContainText(t("status:education.new"));
      await expectAccessible(a);
      await screenshots(a, SHOTS, `education-${lng}`);
      await education.getByRole("button").click();
      await expect(
        a.getByRole("status").filter({
          hasText: t("adminRequests:education.moved", {
            status: t("status:education.in_progress"),
          }),
        }),
      ).toBeVisible();
      await expect(education).toContainText(t("status:education.in_progress"));
      // Its page shows the message and the last step.
      await education.getByRole("link", { name: customerName }).click();
      await expect(a.getByRole("region", { name: t("adminRequests:common.message") })).toContainText(
        "Hello, I have a few questions.",
      );
      await a
        .getByRole("button", {
          name: t("adminRequests:education.moveTo", { status: t("status:education.completed") }),
        })
        .click();
      await expect(a.getByText(t("adminRequests:education.final"))).toBeVisible();
      await screenshots(a, SHOTS, `education-item-${lng}`);

      // The business request: notes saved, then deleted after the confirmation step.
      await a.goto(`/admin/consultations/business?q=${encodeURIComponent(customer.email)}`);
      const business = a.getByRole("table", { name: t("adminRequests:business.caption") });
      await expect(business.getByRole("row")).toHaveCount(2);
      await expectAccessible(a);
      await screenshots(a, SHOTS, `business-${lng}`);
      await business.getByRole("link", { name: customerName }).click();
      const manage = a.getByRole("region", { name: t("adminRequests:businessItem.manage") });
      await manage.getByLabel(t("adminRequests:businessItem.status")).selectOption("contacted");
      await manage.getByLabel(t("adminRequests:businessItem.notes")).fill("Called back on Monday.");
      await manage.getByRole("button", { name: t("adminRequests:businessItem.save") }).click();
      await expect(
        a.getByRole("status").filter({ hasText: t("adminRequests:businessItem.saved") }),
      ).toBeVisible();
      await expect(manage.getByLabel(t("adminRequests:businessItem.notes"))).toHaveValue(
        "Called back on Monday.",
      );
      await a.getByRole("link", { name: t("adminRequests:businessItem.delete.open") }).click();
      const confirm = a.getByRole("region", { name: t("adminRequests:businessItem.delete.heading") });
      await expect(confirm).toBeVisible();
      await expectAccessible(a);
      await screenshots(a, SHOTS, `business-delete-${lng}`);
      await confirm.getByRole("button", { name: t("adminRequests:businessItem.delete.confirm") }).click();
      await expect(
        a.getByRole("status").filter({ hasText: t("adminRequests:businessItem.delete.done") }),
      ).toBeVisible();
      await a.goto(`/admin/consultations/business?q=${encodeURIComponent(customer.email)}`);
      await expect(a.getByRole("table", { name: t("adminRequests:business.caption") })).toContainText(
        t("common:table.noMatches"),
      );

      // A customer is refused every admin screen (403, translated).
      const refused = await page.request.get("/admin/bookings");
      expect(refused.status()).toBe(403);
      await admin.context.close();
      await customer.context.close();
    });
  });
}
