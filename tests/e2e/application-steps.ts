import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { keyFromData } from "../../app/platform/i18n/keys.ts";
import { confirmAndSignIn, STRONG_PASSWORD, uniqueEmail } from "./support.ts";

/** What the application specs do on the forms (applications.spec.ts, application-rules.spec.ts). */
export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
export const PORTRAIT = path.join(FIXTURES, "portrait.jpg");
export const PASSPORT = path.join(FIXTURES, "passport.pdf");
export const PROGRAM = path.join(FIXTURES, "photo.jpg");
export const SHOTS = "/tmp/shots/applications";

export const VISA_PATH = "/visa-application-form";
export const IDL_PATH = "/international-driving-license";

const kindOfPage = (page: Page) => {
  const path = new URL(page.url()).pathname;
  return path === VISA_PATH
    ? "visa"
    : path === IDL_PATH
      ? "international-driving-license"
      : "driving-license";
};

export const DETAILS = {
  phone: "+971501234567",
  nationality: "Jordanian",
  passportNumber: "AB1234567",
  dateOfBirth: "1990-05-04",
  address: "12 King Fahd Road, Riyadh",
  travelDate: "2031-02-03",
};

/** An oversize photo for the permit's 2 MB rule: a real JPEG padded past 2.5 MB, made in a temporary folder. */
export function oversizePhoto(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "applications-e2e-"));
  const file = path.join(dir, "large-photo.jpg");
  writeFileSync(file, Buffer.concat([readFileSync(PORTRAIT), Buffer.alloc(2_700_000, 7)]));
  return file;
}

/** A verified account made outside the browser (the page stays a visitor's): its e-mail. */
export async function account(request: APIRequestContext, baseURL: string, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: STRONG_PASSWORD, firstName: "Nadia", lastName: "Traveller" },
  });
  expect(response.status()).toBe(200);
  return email;
}

/** A verified account signed in in the page. */
export async function signedIn(page: Page, baseURL: string, prefix = "applicant"): Promise<string> {
  const email = await account(page.request, baseURL, prefix);
  await confirmAndSignIn(page, email);
  return email;
}

/** The steps of the forms, in one language. */
function applicationSteps(lng: "en" | "ar") {
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

  return { t, a, field, continueButton, zone, takeProposal, fillDetails, uploadTo, payWithSandbox };
}

type ApplicationSteps = ReturnType<typeof applicationSteps>;

/** Each spec's frame: the tests of `body` in English and in Arabic, the language cookie set before each. */
export function inEachLanguage(body: (steps: ApplicationSteps, lng: "en" | "ar") => void): void {
  for (const lng of ["en", "ar"] as const) {
    const steps = applicationSteps(lng);
    test.describe(`application forms in ${lng}`, () => {
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
      });
      body(steps, lng);
    });
  }
}
