import { readFileSync } from "node:fs";
import {
  DETAILS,
  IDL_PATH,
  inEachLanguage,
  oversizePhoto,
  PASSPORT,
  PORTRAIT,
  PROGRAM,
  SHOTS,
  signedIn,
  VISA_PATH,
} from "./application-steps.ts";
import { expectAccessible, screenshots } from "./support.ts";
import { expect, test } from "./test.ts";

/**
 * The application forms' rules: every validation message; an international driving permit from its plan to paid
 * with an oversize photo and a program named photo.jpg refused; another customer's files, confirmation and draft
 * out of reach; and the offer's choice without JavaScript. The journeys are in applications.spec.ts.
 */
inEachLanguage(
  ({ t, a, field, continueButton, zone, takeProposal, fillDetails, uploadTo, payWithSandbox }, lng) => {
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
      await expect(page).toHaveURL(new RegExp(`type=international-driving-license&id=${trackingId}$`));
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
  },
);

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
