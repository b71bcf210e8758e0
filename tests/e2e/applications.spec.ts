import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { keyFromData } from "../../app/platform/i18n/keys.ts";
import {
  confirmAndSignIn,
  expectAccessible,
  lastMailLink,
  outbox,
  STRONG_PASSWORD,
  screenshots,
  uniqueEmail,
} from "./support.ts";

/**
 * The three application forms end to end (issue 12): a visitor asked to sign in lands back on the form; a visa
 * from /visa-services and an international driving permit from its plan, to paid (sandbox) and tracked; a draft
 * resumed after a reload; every validation message; a program named photo.jpg; an oversize photo; and another
 * customer's files, confirmation and draft out of reach. Fixtures: tests/e2e/fixtures (generate.ts).
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
const PORTRAIT = path.join(FIXTURES, "portrait.jpg");
const PASSPORT = path.join(FIXTURES, "passport.pdf");
const PROGRAM = path.join(FIXTURES, "photo.jpg");
const SHOTS = "/tmp/shots/applications";

const VISA_PATH = "/visa-application-form";
const IDL_PATH = "/international-driving-license";

const kindOfPage = (page: Page) => {
  const path = new URL(page.url()).pathname;
  return path === VISA_PATH
    ? "visa"
    : path === IDL_PATH
      ? "international-driving-license"
      : "driving-license";
};

const DETAILS = {
  phone: "+971501234567",
  nationality: "Jordanian",
  passportNumber: "AB1234567",
  dateOfBirth: "1990-05-04",
  address: "12 King Fahd Road, Riyadh",
  travelDate: "2031-02-03",
};

/** An oversize photo for the permit's 2 MB rule: a real JPEG padded past 2.5 MB, made in a temporary folder. */
function oversizePhoto(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "applications-e2e-"));
  const file = path.join(dir, "large-photo.jpg");
  writeFileSync(file, Buffer.concat([readFileSync(PORTRAIT), Buffer.alloc(2_700_000, 7)]));
  return file;
}

/** A verified account made outside the browser (the page stays a visitor's): its e-mail. */
async function account(request: APIRequestContext, baseURL: string, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Traveller" },
  });
  expect(response.status()).toBe(200);
  return email;
}

/** A verified account signed in in the page. */
async function signedIn(page: Page, baseURL: string, prefix = "applicant"): Promise<string> {
  const email = await account(page.request, baseURL, prefix);
  await confirmAndSignIn(page, email);
  return email;
}

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const a = (key: string, options: Record<string, unknown> = {}) =>
    t(keyFromData(`applications:${key}`), options);

  /** The form's field of `name` (its input: labels differ by kind). */
  const field = (page: Page, name: string) => page.locator(`[form^="application-"][name="${name}"]`);
  const continueButton = (page: Page) => page.getByRole("button", { name: a("form.continue") });
  const zone = (page: Page, document: string) => page.locator(`#document-${document}`);

  /** The offer an "Apply" link names is proposed, not yet taken: one click on Continue takes it (a POST). */
  async function takeProposal(page: Page, ref?: string) {
    await expect(page).toHaveURL(/\?(offer|plan)=/);
    await expect(page.getByRole("heading", { name: a(`choose.title.${kindOfPage(page)}`) })).toBeVisible();
    const choice = page.locator("#offer-choice");
    if (ref) await expect(choice).toHaveValue(ref);
    else await expect(choice).not.toHaveValue("");
    await page.getByRole("button", { name: a("choose.submit"), exact: true }).click();
    await expect(page.locator("[data-application-offer]")).toBeVisible();
  }

  async function fillDetails(page: Page, values: Partial<typeof DETAILS> = DETAILS) {
    // Hydrated (the drop zones' buttons are drawn by the script): what is typed now is the form's.
    await expect(page.getByRole("button", { name: t("common:upload.chooseOne") }).first()).toBeVisible();
    for (const [name, value] of Object.entries(values)) {
      if ((await field(page, name).count()) > 0) await field(page, name).fill(value);
    }
  }

  /** Chooses a file in a drop zone and waits until the server has stored it. */
  async function uploadTo(page: Page, document: string, file: string) {
    const list = page.locator(`#document-${document}-hint ~ ul`);
    await zone(page, document).setInputFiles(file);
    await expect(list.getByText(t("common:upload.done")).first()).toBeVisible();
  }

  async function payWithSandbox(page: Page): Promise<string> {
    await page.locator("button[data-pay]").click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const link = page.getByRole("link", { name: t("checkout:application.view") });
    await link.click();
    await expect(page).toHaveURL(/\?submitted=/);
    const trackingId = ((await page.locator("[data-tracking-id]").textContent()) ?? "").trim();
    return trackingId;
  }

  test.describe(`application forms in ${lng}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    });

    test("a visitor who applies is asked to sign in and lands back on the form with the offer", async ({
      page,
      baseURL,
      playwright,
    }) => {
      await page.goto("/visa-services");
      const apply = page.locator(`a[href^="${VISA_PATH}?offer="]`).first();
      const href = (await apply.getAttribute("href"))!;
      await apply.click();
      // The same page with the dialog open (its ?login=1… is taken off the address once read).
      await expect(page).toHaveURL(new RegExp(`^[^?]*${VISA_PATH}(\\?|$)`));
      const dialog = page.getByRole("dialog", { name: t("auth:titles.signIn") });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t("errors:auth.loginToContinueApplication"));
      await expect(
        page.getByRole("heading", { name: t("errors:auth.loginToContinueApplication") }),
      ).toBeAttached();
      await expectAccessible(page);
      await screenshots(page, SHOTS, `visitor-${lng}`);

      // The account is made elsewhere; this browser signs in through the dialog.
      const api = await playwright.request.newContext({ baseURL });
      const email = await account(api, baseURL!, "visitor");
      await api.get(await lastMailLink(email, "/verify-email"));
      await api.dispose();
      await dialog.getByLabel(t("auth:fields.email")).fill(email);
      await dialog.getByLabel(t("auth:fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      await dialog.getByRole("button", { name: t("auth:submit.signIn") }).click();
      await expect(page).toHaveURL(href);
      // The offer is proposed, nothing written yet (a GET only shows): one click takes it.
      await expectAccessible(page);
      await screenshots(page, SHOTS, `proposal-${lng}`);
      await takeProposal(page, href.split("=")[1]!);
      await expect(page).toHaveURL(new RegExp(`${VISA_PATH}$`));
      await expect(page.locator("[data-application-offer]")).toHaveAttribute(
        "data-application-offer",
        href.split("=")[1]!,
      );
      await expect(field(page, "email")).toHaveValue(email);

      // A visitor's post is a translated 401, never a 500.
      const visitor = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "accept-language": lng, origin: new URL(baseURL!).origin },
      });
      const refused = await visitor.post("/applications/upload?kind=visa&document=personal_photo", {
        multipart: {
          personal_photo: { name: "p.jpg", mimeType: "image/jpeg", buffer: readFileSync(PORTRAIT) },
        },
      });
      expect(refused.status()).toBe(401);
      expect((await refused.json()).error.message).toBe(t("errors:auth.loginToContinueApplication"));
      await visitor.dispose();
    });

    test("a visa from /visa-services to paid and tracked: details, uploads with progress, review, sandbox", async ({
      page,
      baseURL,
    }) => {
      const email = await signedIn(page, baseURL!);
      await page.goto("/visa-services");
      await page.locator(`a[href^="${VISA_PATH}?offer="]`).first().click();
      await takeProposal(page);
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.visa.upload"));
      await expect(field(page, "email")).toHaveValue(email);
      await fillDetails(page);

      // Each file posts at once, with its progress bar (held back here so it can be seen).
      await page.route("**/applications/upload**", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await zone(page, "personal_photo").setInputFiles(PORTRAIT);
      await expect(page.getByRole("progressbar").first()).toBeVisible();
      await expect(
        page.locator("#document-personal_photo-hint ~ ul").getByText(t("common:upload.done")),
      ).toBeVisible();
      await page.unroute("**/applications/upload**");
      await expect(
        page.locator('#document-personal_photo-hint ~ ul img[src^="data:image/jpeg"]'),
      ).toBeVisible();
      await uploadTo(page, "passport_copy", PASSPORT);
      await uploadTo(page, "additional", PASSPORT);
      await expectAccessible(page);
      await screenshots(page, SHOTS, `visa-upload-${lng}`);

      await continueButton(page).click();
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.visa.review"));
      await expect(page.locator('[data-detail="passportNumber"]')).toContainText("AB1234567");
      await expect(
        page.getByRole("link", { name: a("review.open", { name: "passport.pdf" }) }).first(),
      ).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, SHOTS, `visa-review-${lng}`);

      // The owner reads their own document.
      const fileHref = (await page.locator('a[href^="/files/applications/"]').first().getAttribute("href"))!;
      expect((await page.request.get(fileHref)).status()).toBe(200);

      await page.getByRole("button", { name: a("review.confirm") }).click();
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.visa.payment"));
      await expect(page.getByText(a("payment.note"))).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, SHOTS, `visa-payment-${lng}`);

      const trackingId = await payWithSandbox(page);
      expect(trackingId).toMatch(/^VISA-[0-9A-Z]{9}-[0-9A-Z]{13}$/);
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.visa.receive"));
      await expect(page.getByRole("heading", { name: a("confirmation.title") })).toBeVisible();
      await expect(page.locator("[data-payment-status]")).toHaveAttribute("data-payment-status", "paid");
      await expect(page.getByText(a("confirmation.nextSteps.processing"))).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, SHOTS, `visa-confirmation-${lng}`);

      // The submission e-mail, in the applicant's language, links to the tracking page.
      await expect.poll(() => outbox().some((m) => m.to === email && m.text.includes(trackingId))).toBe(true);
      const mail = outbox().findLast((m) => m.to === email && m.text.includes(trackingId))!;
      expect(mail.locale).toBe(lng);

      await page
        .getByRole("main")
        .getByRole("link", { name: a("confirmation.track") })
        .click();
      await expect(page).toHaveURL(new RegExp(`/application-tracking\\?type=visa&id=${trackingId}$`));
      await expect(page.getByRole("region", { name: t("tracking:result.heading") })).toContainText(
        trackingId,
      );

      // The profile lists it, submitted and paid, with a link to tracking.
      await page.goto("/profile/applications");
      const item = page.locator(`li[data-application="${trackingId}"]`);
      await expect(item).toHaveAttribute("data-submitted", "true");
      await expect(item).toContainText(t("applications:paymentStatus.paid"));
      await expect(item.getByRole("link", { name: a("list.track") })).toHaveAttribute(
        "href",
        `/application-tracking?type=visa&id=${trackingId}`,
      );
      await screenshots(page, SHOTS, `profile-${lng}`);
    });

    test("a draft resumes after a reload, its fields and uploads still there, and from the profile", async ({
      page,
      baseURL,
    }) => {
      await signedIn(page, baseURL!);
      await page.goto(`${VISA_PATH}`);
      // No offer yet: the chooser.
      await expect(page.getByRole("heading", { name: a("choose.title.visa") })).toBeVisible();
      await page.getByLabel(a("choose.label.visa")).selectOption({ index: 1 });
      await page.getByRole("button", { name: a("choose.submit"), exact: true }).click();
      await expect(page.locator("[data-application-offer]")).toBeVisible();
      await fillDetails(page, { nationality: "Emirati", passportNumber: "X12" });
      await uploadTo(page, "personal_photo", PORTRAIT);
      await page.getByRole("button", { name: a("form.save") }).click();
      await expect(page.getByText(a("form.saved"))).toBeVisible();

      await page.reload();
      await expect(field(page, "nationality")).toHaveValue("Emirati");
      await expect(field(page, "passportNumber")).toHaveValue("X12");
      const stored = page.locator("#document-personal_photo-hint ~ ul [data-stored-file]");
      await expect(stored).toHaveCount(1);
      await expect(stored).toContainText("portrait.jpg");
      await expect(stored.locator('img[src^="/files/applications/"]')).toBeVisible();

      // Removed on the server: gone after another reload too.
      await stored.getByRole("button", { name: t("common:upload.remove", { name: "portrait.jpg" }) }).click();
      await expect(stored).toHaveCount(0);
      await page.reload();
      await expect(page.locator("[data-stored-file]")).toHaveCount(0);

      await page.goto("/profile/applications");
      const draft = page.locator('li[data-submitted="false"]');
      await expect(draft).toContainText(a("list.draft"));
      await draft.getByRole("link", { name: a("list.resume") }).click();
      await expect(page).toHaveURL(VISA_PATH);
      await expect(field(page, "nationality")).toHaveValue("Emirati");

      // Another offer's "Apply" proposes it beside the draft's; keeping the draft changes nothing, Continue
      // switches it and keeps what was typed.
      const current = (await page
        .locator("[data-application-offer]")
        .getAttribute("data-application-offer"))!;
      await page.goto("/visa-services");
      const other = page.locator(`a[href^="${VISA_PATH}?offer="]:not([href$="=${current}"])`).first();
      const otherRef = (await other.getAttribute("href"))!.split("=")[1]!;
      await other.click();
      await expect(page.locator(`[data-current-offer="${current}"]`)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: a("choose.keep") }).click();
      await expect(page.locator("[data-application-offer]")).toHaveAttribute(
        "data-application-offer",
        current,
      );
      await page.goto(`${VISA_PATH}?offer=${otherRef}`);
      await takeProposal(page, otherRef);
      await expect(page.locator("[data-application-offer]")).toHaveAttribute(
        "data-application-offer",
        otherRef,
      );
      await expect(field(page, "nationality")).toHaveValue("Emirati");

      // Discarded after confirming: the chooser again, the profile empty.
      await page.getByText(a("discard.open")).click();
      await page.getByRole("button", { name: a("discard.confirm") }).click();
      await expect(page.getByText(a("form.discarded"))).toBeVisible();
      await page.goto("/profile/applications");
      await expect(page.getByText(a("list.empty"))).toBeVisible();
    });

    test("every validation message: required fields, age, travel date, e-mail, phone, passport, documents", async ({
      page,
      baseURL,
    }) => {
      await signedIn(page, baseURL!);
      await page.goto("/visa-services");
      await page.locator(`a[href^="${VISA_PATH}?offer="]`).first().click();
      await takeProposal(page);

      await field(page, "fullName").fill("");
      await continueButton(page).click();
      await expect(page.getByRole("alert").first()).toHaveText(t("errors:validation.fillAllRequiredFields"));
      await expect(field(page, "fullName")).toBeFocused();
      await expect(page.getByText(t("errors:validation.required")).first()).toBeVisible();

      await fillDetails(page, {
        ...DETAILS,
        phone: "0501234567",
        passportNumber: "A1",
        dateOfBirth: "2015-06-01",
        travelDate: "2020-01-01",
      });
      await field(page, "fullName").fill("Nadia Traveller");
      await field(page, "email").fill("nadia@");
      await continueButton(page).click();
      for (const [name, key] of [
        ["email", "errors:codes.VALIDATION_INVALID_EMAIL"],
        ["phone", "errors:codes.VALIDATION_INVALID_PHONE"],
        ["passportNumber", "errors:validation.invalidPassport"],
        ["dateOfBirth", "errors:validation.mustBeAdult"],
        ["travelDate", "errors:validation.travelDateInFuture"],
      ] as const) {
        await expect(page.locator(`#application-visa-${name}-error`)).toHaveText(t(key));
      }
      await screenshots(page, SHOTS, `visa-errors-${lng}`);

      // All fields right, no documents: the server's message, on the form and on each required zone.
      await fillDetails(page);
      await field(page, "email").fill("nadia@example.com");
      await continueButton(page).click();
      const message = t("errors:validation.uploadAllRequiredDocuments");
      await expect(page.getByRole("alert").first()).toHaveText(message);
      await expect(page.locator("#document-personal_photo-error")).toHaveText(message);
      await expect(page.locator("#document-passport_copy-error")).toHaveText(message);
      await expect(page.locator("#document-additional-error")).toHaveCount(0);
      await expectAccessible(page);

      // A program named photo.jpg is refused by its bytes.
      await zone(page, "personal_photo").setInputFiles(PROGRAM);
      const row = page.locator("#document-personal_photo-hint ~ ul li").first();
      await expect(row).toContainText(t("errors:codes.VALIDATION_INVALID_FILE_TYPE"));
      await expect(row.locator("img")).toHaveCount(0);
    });

    test("an international driving permit from its plan to paid; an oversize photo and a program refused", async ({
      page,
      baseURL,
    }) => {
      await signedIn(page, baseURL!);
      await page.goto("/driving-license-service-selection");
      await page.locator(`a[href^="${IDL_PATH}?plan="]`).first().click();
      await takeProposal(page);
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.licence.upload"));
      await fillDetails(page);
      await expect(field(page, "passportNumber")).toHaveCount(0);

      // The photo may be 2 MB here: refused in the browser, and by the server if sent anyway.
      const large = oversizePhoto();
      await zone(page, "personal_photo").setInputFiles(large);
      await expect(page.locator("#document-personal_photo-hint ~ ul li").first()).toContainText(
        t("errors:validation.fileTooLargeWithLimit", { megabytes: 2 }),
      );
      const direct = await page.request.post(
        "/applications/upload?kind=international-driving-license&document=personal_photo",
        {
          headers: { origin: new URL(baseURL!).origin },
          multipart: {
            personal_photo: { name: "large-photo.jpg", mimeType: "image/jpeg", buffer: readFileSync(large) },
          },
        },
      );
      expect(direct.status()).toBe(400);
      expect((await direct.json()).error.message).toBe(
        t("errors:validation.fileTooLargeWithLimit", { megabytes: 2 }),
      );
      await zone(page, "id_copy").setInputFiles(PROGRAM);
      await expect(page.locator("#document-id_copy-hint ~ ul li").first()).toContainText(
        t("errors:codes.VALIDATION_INVALID_FILE_TYPE"),
      );

      // The licence's own message for missing files.
      await continueButton(page).click();
      await expect(page.getByRole("alert").first()).toHaveText(t("errors:validation.uploadAllRequiredFiles"));

      await uploadTo(page, "id_copy", PASSPORT);
      await uploadTo(page, "personal_photo", PORTRAIT);
      await uploadTo(page, "license_copy", PORTRAIT);
      await screenshots(page, SHOTS, `idl-upload-${lng}`);
      await continueButton(page).click();
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.licence.review"));
      await page.getByRole("button", { name: a("review.confirm") }).click();
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.licence.payment"));
      const trackingId = await payWithSandbox(page);
      expect(trackingId).toMatch(/^IDL-/);
      await expect(page.locator('[aria-current="step"]')).toContainText(a("steps.licence.delivery"));
      await screenshots(page, SHOTS, `idl-confirmation-${lng}`);
      await page
        .getByRole("main")
        .getByRole("link", { name: a("confirmation.track") })
        .click();
      await expect(page).toHaveURL(new RegExp(`type=licence&id=${trackingId}$`));
      await expect(page.getByRole("region", { name: t("tracking:result.heading") })).toContainText(
        trackingId,
      );
    });

    test("customer B can open neither A's file, nor A's confirmation, nor A's draft", async ({
      browser,
      page,
      baseURL,
    }) => {
      await signedIn(page, baseURL!, "owner");
      await page.goto("/visa-services");
      await page.locator(`a[href^="${VISA_PATH}?offer="]`).first().click();
      await takeProposal(page);
      await fillDetails(page);
      await uploadTo(page, "personal_photo", PORTRAIT);
      await uploadTo(page, "passport_copy", PASSPORT);
      await page.getByRole("button", { name: a("form.save") }).click();
      await expect(page.getByText(a("form.saved"))).toBeVisible();
      await page.reload();
      const fileHref = (await page
        .locator('[data-stored-file] a[href^="/files/applications/"]')
        .first()
        .getAttribute("href"))!;
      const documentId = (await page.locator("[data-stored-file]").first().getAttribute("data-stored-file"))!;
      await continueButton(page).click();
      await page.getByRole("button", { name: a("review.confirm") }).click();
      const trackingId = await payWithSandbox(page);

      const other = await browser.newContext({ baseURL });
      await other.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
      const intruder = await other.newPage();
      await signedIn(intruder, baseURL!, "intruder");
      expect((await intruder.request.get(fileHref)).status()).toBe(404);
      const confirmation = await intruder.goto(`${VISA_PATH}?submitted=${trackingId}`);
      expect(confirmation?.status()).toBe(404);
      await expect(intruder.getByText(trackingId)).toHaveCount(0);
      // B's form is B's own (a new draft, none of A's details or files), and A's document cannot be removed.
      await intruder.goto(VISA_PATH);
      await expect(intruder.locator("[data-stored-file]")).toHaveCount(0);
      const removal = await intruder.request.post("/applications/upload?kind=visa", {
        headers: { origin: new URL(baseURL!).origin },
        form: { intent: "remove-document", documentId },
      });
      expect(removal.status()).toBe(404);
      expect((await page.request.get(fileHref)).status()).toBe(200);
      // A visitor reads nothing either.
      const visitor = await browser.newContext({ baseURL });
      expect((await visitor.request.get(fileHref)).status()).toBe(404);
      await visitor.close();
      await other.close();
    });
  });
}

test.describe("application forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an offer's Apply proposes it, and Continue (a plain form post) opens the draft with it", async ({
    page,
    baseURL,
  }) => {
    await signedIn(page, baseURL!, "no-script");
    await page.goto("/visa-services");
    const apply = page.locator(`a[href^="${VISA_PATH}?offer="]`).nth(1);
    const ref = (await apply.getAttribute("href"))!.split("=")[1]!;
    await apply.click();
    await expect(page.locator("#offer-choice")).toHaveValue(ref);
    await page.locator('button[name="intent"][value="choose"]').click();
    await expect(page).toHaveURL(new RegExp(`${VISA_PATH}$`));
    await expect(page.locator("[data-application-offer]")).toHaveAttribute("data-application-offer", ref);
  });
});
