import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import { inEachLanguage, PASSPORT, PORTRAIT, SHOTS, signedIn, VISA_PATH } from "./application-steps.ts";
import { expectAccessible, outbox, screenshots } from "./support.ts";
import { type Browser, expect, type Page, test } from "./test.ts";

/**
 * After the happy path, in English and Arabic: staff ask for a document (the e-mail links to the same
 * application), the applicant uploads it again and resubmits, staff approve it, every screen using one word per
 * status; a rejection confirmed with the fee refunded in the same step and its e-mail; a reload of a half-filled
 * form keeps what was typed; the tracking page takes the driving-licence type from its address.
 */
inEachLanguage(({ t, a, takeProposal, fillDetails, uploadTo, continueButton, payWithSandbox }, lng) => {
  const status = (s: string) => t(`status:application.${s}` as "status:application.pending");

  async function paidVisa(page: Page): Promise<string> {
    await page.goto("/visa-services");
    await page.locator(`a[href^="${VISA_PATH}?offer="]`).first().click();
    await takeProposal(page);
    await fillDetails(page);
    await uploadTo(page, "personal_photo", PORTRAIT);
    await uploadTo(page, "passport_copy", PASSPORT);
    await continueButton(page).click();
    await page.getByRole("button", { name: a("review.confirm") }).click();
    const trackingId = await payWithSandbox(page);
    expect(trackingId).toMatch(/^VISA-/);
    return trackingId;
  }

  async function staffOn(browser: Browser, baseURL: string, trackingId: string) {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "lng", value: lng, url: baseURL }]);
    const page = await context.newPage();
    const response = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: new URL(baseURL).origin },
      data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
    });
    expect(response.status()).toBe(200);
    await page.goto(`/admin/applications?q=${trackingId}`);
    await page.getByRole("link", { name: trackingId }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(trackingId);
    return { context, page };
  }

  const mailOf = async (email: string, template: string, trackingId: string) => {
    await expect
      .poll(() =>
        outbox().some((m) => m.to === email && m.template === template && m.text.includes(trackingId)),
      )
      .toBe(true);
    return outbox().findLast(
      (m) => m.to === email && m.template === template && m.text.includes(trackingId),
    )!;
  };

  test("action required → the applicant uploads again and resubmits → staff approve", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const email = await signedIn(page, baseURL!, `aftercare-${lng}`);
    const trackingId = await paidVisa(page);

    // Staff ask for a sharper passport copy, with a note in both languages.
    const staff = await staffOn(browser, baseURL!, trackingId);
    const s = staff.page;
    const ask = s.getByRole("region", { name: t("adminRequests:application.request.heading") });
    await ask.getByRole("checkbox", { name: t("adminRequests:documentKind.passport_copy") }).check();
    const noteEn = "The passport copy is blurred: please upload a sharper scan.";
    const noteAr = "نسخة الجواز غير واضحة: يُرجى رفع نسخة أوضح.";
    await ask.getByLabel(t("adminRequests:application.request.noteEn")).fill(noteEn);
    await ask.getByLabel(t("adminRequests:application.request.noteAr")).fill(noteAr);
    await expectAccessible(s);
    await screenshots(s, SHOTS, `staff-request-${lng}`);
    await ask.getByRole("button", { name: t("adminRequests:application.request.submit") }).click();
    await expect(
      s.getByRole("status").filter({ hasText: t("adminRequests:application.request.done") }),
    ).toBeVisible();
    await expect(s.locator("[data-waiting-for-applicant]")).toBeVisible();

    // The e-mail, in the applicant's language, says what and links to the same application's form.
    const note = lng === "ar" ? noteAr : noteEn;
    const mail = await mailOf(email, "application-action-required", trackingId);
    expect(mail.locale).toBe(lng);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(a("documents.passport_copy"));
    const link = mail.links.find((l) => l.includes("?resubmit="))!;
    expect(link).toContain(`${VISA_PATH}?resubmit=${trackingId}`);

    // The tracking page and the profile show the request with the same status word.
    await page.goto(`/application-tracking?type=visa&id=${trackingId}`);
    const result = page.getByRole("region", { name: t("tracking:result.heading") });
    await expect(result).toContainText(status("action_required"));
    await expect(result.locator("[data-action-request]")).toContainText(note);
    await page.goto("/profile/applications");
    const row = page.locator(`[data-application="${trackingId}"]`);
    await expect(row).toContainText(status("action_required"));
    await expect(row.locator("[data-action-request]")).toContainText(note);
    await screenshots(page, SHOTS, `profile-action-required-${lng}`);

    // The same application's form: only the named document, uploaded again, then sent back.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: a("resubmit.title") })).toBeFocused();
    await expect(page.locator("#document-passport_copy")).toHaveCount(1);
    await expect(page.locator("#document-personal_photo")).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, SHOTS, `resubmit-${lng}`);
    await uploadTo(page, "passport_copy", PASSPORT);
    await page.getByRole("button", { name: a("resubmit.submit") }).click();
    await expect(page).toHaveURL(/\/application-tracking\?type=visa&id=.*&resubmitted=1/);
    await expect(result).toContainText(status("processing"));
    await expect(result).toContainText(t("tracking:result.resubmitted"));
    await expect(result.locator("[data-action-request]")).toHaveCount(0);

    // Staff see the resubmission in the timeline and approve it; every screen says "approved" the same way.
    await s.reload();
    const timeline = s.getByRole("list", { name: t("adminRequests:application.timeline") });
    await expect(timeline).toContainText(t("adminRequests:application.resubmitted"));
    await expect(timeline).toContainText(noteEn);
    const change = s.getByRole("region", { name: t("adminRequests:application.changeStatus.heading") });
    await change.getByRole("radio", { name: status("approved") }).check();
    await change.getByRole("button", { name: t("adminRequests:application.changeStatus.submit") }).click();
    await expect(timeline.locator('[aria-current="step"]')).toContainText(status("approved"));
    await screenshots(s, SHOTS, `staff-approved-${lng}`);
    const approved = await mailOf(email, "application-status", trackingId);
    expect(approved.text).toContain(status("approved"));
    await page.goto(`/application-tracking?type=visa&id=${trackingId}`);
    await expect(result).toContainText(status("approved"));
    await page.goto("/profile/applications");
    await expect(page.locator(`[data-application="${trackingId}"]`)).toContainText(status("approved"));
    await staff.context.close();
  });

  test("a rejection asks for confirmation, refunds the fee in the same step and says so in the e-mail", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const email = await signedIn(page, baseURL!, `rejected-${lng}`);
    const trackingId = await paidVisa(page);
    // The offer states its fee policy.
    await page.goto("/visa-services");
    await expect(page.locator("[data-fee-policy]").first()).toContainText(t("common:offerTerms.feePolicy"));

    const staff = await staffOn(browser, baseURL!, trackingId);
    const s = staff.page;
    await s.getByText(t("adminRequests:application.reject.open")).click();
    await s.getByLabel(t("adminRequests:application.reject.noteEn")).fill("The embassy refused the visa.");
    await s.getByRole("checkbox", { name: /\$|US/ }).check();
    await screenshots(s, SHOTS, `staff-reject-${lng}`);
    await s.getByRole("button", { name: t("adminRequests:application.reject.confirm") }).click();
    await expect(
      s.getByRole("status").filter({ hasText: t("adminRequests:application.reject.doneRefunded") }),
    ).toBeVisible();
    await expect(s.getByRole("main")).toContainText(status("rejected"));
    await expect(s.getByRole("main")).toContainText(t("status:payment.refunded"));

    const mail = await mailOf(email, "application-rejected", trackingId);
    expect(mail.locale).toBe(lng);
    expect(mail.text).toContain(status("rejected"));
    expect(mail.text).toContain(lng === "ar" ? "رددنا إليك رسومك" : "We have refunded your fee");
    await page.goto(`/application-tracking?type=visa&id=${trackingId}`);
    const result = page.getByRole("region", { name: t("tracking:result.heading") });
    await expect(result).toContainText(status("rejected"));
    // Nothing comes next for a rejected application.
    await expect(page.getByRole("heading", { name: t("tracking:next.heading") })).toHaveCount(0);
    await staff.context.close();
  });

  test("a reload, and another tab, keep what was typed", async ({ page, context, baseURL }) => {
    await signedIn(page, baseURL!, `draft-${lng}`);
    await page.goto("/visa-services");
    await page.locator(`a[href^="${VISA_PATH}?offer="]`).first().click();
    await takeProposal(page);
    const field = (p: Page, name: string) => p.locator(`[form^="application-"][name="${name}"]`);
    // Typed, never saved with the button: the draft keeps it as it is typed.
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && (r.request().postData() ?? "").includes("King+Fahd"),
    );
    await fillDetails(page, { nationality: "Jordanian", address: "12 King Fahd Road" });
    expect((await saved).status()).toBe(200);
    await expect(page.locator('[data-autosave="saved"]')).toBeVisible();
    await page.reload();
    await expect(field(page, "nationality")).toHaveValue("Jordanian");
    await expect(field(page, "address")).toHaveValue("12 King Fahd Road");
    const other = await context.newPage();
    await other.goto(VISA_PATH);
    await expect(field(other, "nationality")).toHaveValue("Jordanian");
    // Continue moves focus to the next step's heading.
    await fillDetails(page);
    await uploadTo(page, "personal_photo", PORTRAIT);
    await uploadTo(page, "passport_copy", PASSPORT);
    await continueButton(page).click();
    await expect(page.getByRole("heading", { name: a("review.heading") })).toBeFocused();
  });

  test("the tracking page takes the driving-licence type from its address", async ({ page }) => {
    await page.goto("/application-tracking?type=driving-license");
    await expect(page.getByLabel(t("tracking:form.type"), { exact: true })).toHaveValue("driving-license");
    await expect(page.getByRole("heading", { name: t("tracking:next.heading") })).toHaveCount(0);
    await expect(page.getByText(t("tracking:form.idRequired"))).toHaveCount(0);
    await screenshots(page, SHOTS, `tracking-driving-${lng}`);
  });
});
