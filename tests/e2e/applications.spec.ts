import { readFileSync } from "node:fs";
import {
  account,
  inEachLanguage,
  PASSPORT,
  PORTRAIT,
  SHOTS,
  signedIn,
  VISA_PATH,
} from "./application-steps.ts";
import { expectAccessible, lastMailLink, outbox, STRONG_PASSWORD, screenshots } from "./support.ts";
import { expect, test } from "./test.ts";

/**
 * The application forms end to end, the journeys: a visitor asked to sign in lands back on the form; a visa from
 * /visa-services to paid (sandbox) and tracked; a draft resumed after a reload and from the profile. The rules
 * (validation, sizes, another customer's files) are in application-rules.spec.ts. Fixtures: tests/e2e/fixtures.
 */
inEachLanguage(
  ({ t, a, field, continueButton, zone, takeProposal, fillDetails, uploadTo, payWithSandbox }, lng) => {
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
      // Four steps, each with full-page screenshots at two widths and an accessibility check: on a busy machine
      // (two specs at once) that alone can pass the default 30 s.
      test.slow();
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
      // The offer's own processing time, as the offer shows it.
      await expect(page.getByRole("main")).toContainText(
        a("confirmation.nextSteps.processingTime", { time: "§" }).split("§")[0]!,
      );
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

      // Removed on the server: gone after another reload too. The list hides it at once; the reload waits for
      // the server's answer, as a reader's would come after it.
      const removal = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          (response.request().postData() ?? "").includes("remove-document"),
      );
      await stored.getByRole("button", { name: t("common:upload.remove", { name: "portrait.jpg" }) }).click();
      await expect(stored).toHaveCount(0);
      expect((await removal).ok()).toBe(true);
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
  },
);
