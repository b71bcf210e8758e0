import {
  deliveredMail,
  expectAccessible,
  lastMailLink,
  loadMessages,
  STRONG_PASSWORD,
  text,
  uniqueEmail,
} from "./support.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

const languages = [
  { locale: "en", acceptLanguage: "en-GB,en;q=0.9", browserLocale: "en-GB" },
  { locale: "ar", acceptLanguage: "ar-AE,ar;q=0.9,en;q=0.5", browserLocale: "ar-AE" },
] as const;

/** Signs up through /auth (as a form without JavaScript) and confirms through the e-mailed link. */
async function confirmedCustomer(
  request: APIRequestContext,
  email: string,
  firstName: string,
  lastName: string,
) {
  const signUp = await request.post("/auth", {
    form: { intent: "sign-up", email, password: STRONG_PASSWORD, firstName, lastName },
    maxRedirects: 0,
  });
  expect(signUp.headers().location).toBe("/?auth=check-email");
  const confirm = await request.get(await lastMailLink(email, "/verify-email"), { maxRedirects: 0 });
  expect(confirm.status()).toBe(302);
}

/**
 * Opens a page with the dialog and waits until the React dialog has replaced the server-rendered one (its
 * parameters leave the address bar on hydration, a moment before the panel's code has loaded): its mode
 * switches are buttons then, links before.
 */
async function openDialog(page: Page, url: string) {
  await page.goto(url);
  await expect(page).not.toHaveURL(/[?&](login|mode)=/);
  await expect(page.locator("#auth-dialog-static")).toHaveCount(0);
  await expect(page.getByRole("dialog").locator("p.border-t button")).toHaveCount(1);
}

async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get("/api/auth/get-session");
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

for (const { locale, acceptLanguage, browserLocale } of languages) {
  const auth = loadMessages(locale, "auth");
  const errors = loadMessages(locale, "errors");
  const a = (key: string) => text(auth, key);
  const e = (key: string) => text(errors, key);

  test.describe(`sign-in dialog (${locale})`, () => {
    // expectAccessible injects axe as an inline script, which the production CSP refuses.
    test.use({
      extraHTTPHeaders: { "accept-language": acceptLanguage },
      locale: browserLocale,
      bypassCSP: true,
    });

    const dialog = (page: Page, title = a("titles.signIn")) => page.getByRole("dialog", { name: title });

    test("opens from ?login=1, switches modes, shows and hides the password, requires every field", async ({
      page,
    }) => {
      await openDialog(page, "/?login=1");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const signIn = dialog(page);
      await expect(signIn).toBeVisible();

      const password = signIn.getByLabel(a("fields.password"), { exact: true });
      await expect(password).toHaveAttribute("type", "password");
      await signIn.getByRole("button", { name: a("showPassword") }).click();
      await expect(password).toHaveAttribute("type", "text");
      await signIn.getByRole("button", { name: a("hidePassword") }).click();
      await expect(password).toHaveAttribute("type", "password");

      await signIn.getByRole("button", { name: a("submit.signIn") }).click();
      await expect(signIn.getByRole("alert")).toHaveText(e("codes.VALIDATION_REQUIRED_FIELD"));
      await expect(signIn.getByLabel(a("fields.email"))).toHaveAttribute("aria-invalid", "true");
      await expect(signIn.getByLabel(a("fields.email"))).toBeFocused();
      await expectAccessible(page);

      await signIn.getByRole("button", { name: a("switch.toSignUp") }).click();
      const signUp = dialog(page, a("titles.signUp"));
      await expect(signUp).toBeVisible();
      await expect(signUp.getByRole("alert")).toHaveCount(0);
      await signUp.getByRole("button", { name: a("submit.signUp") }).click();
      await expect(signUp.getByRole("alert")).toHaveText(e("codes.VALIDATION_REQUIRED_FIELD"));
      for (const field of ["fields.firstName", "fields.lastName", "fields.email", "fields.password"]) {
        await expect(signUp.getByLabel(a(field), { exact: true })).toHaveAttribute("aria-invalid", "true");
      }
      await expect(signUp.getByLabel(a("fields.phone"))).not.toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);

      await signUp.getByRole("button", { name: a("switch.toSignIn") }).click();
      await expect(dialog(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);
    });

    test("a weak password is refused inline in the red box, by the form and by the server", async ({
      page,
    }) => {
      await openDialog(page, "/?login=1&mode=sign-up");
      const signUp = dialog(page, a("titles.signUp"));
      await signUp.getByLabel(a("fields.firstName")).fill("Sara");
      await signUp.getByLabel(a("fields.lastName")).fill("Nasser");
      await signUp.getByLabel(a("fields.email")).fill(uniqueEmail("weak"));
      await signUp.getByLabel(a("fields.password"), { exact: true }).fill("password");
      await signUp.getByRole("button", { name: a("submit.signUp") }).click();
      const alert = signUp.getByRole("alert");
      await expect(alert).toHaveText(e("validation.passwordRule"));
      await expect(alert).toHaveClass(/bg-red-50/);
      if (locale === "ar") await expect(alert).toHaveText(/[\u0600-\u06FF]/);

      // The server refuses it too: a form posted without JavaScript comes back with the same message.
      const response = await page.request.post("/auth", {
        form: {
          intent: "sign-up",
          firstName: "Sara",
          lastName: "Nasser",
          email: uniqueEmail("weak"),
          password: "weakpass1",
        },
        maxRedirects: 0,
      });
      expect(response.headers().location).toBe(
        "/?login=1&mode=sign-up&error=errors%3Avalidation.passwordRule",
      );
      await page.goto(response.headers().location!);
      await expect(dialog(page, a("titles.signUp")).getByRole("alert")).toHaveText(
        e("validation.passwordRule"),
      );
    });

    test("wrong credentials get the catalogue message", async ({ page }) => {
      await openDialog(page, "/?login=1");
      const signIn = dialog(page);
      await signIn.getByLabel(a("fields.email")).fill(uniqueEmail("nobody"));
      await signIn.getByLabel(a("fields.password"), { exact: true }).fill("Wrong!pass1");
      await signIn.getByRole("button", { name: a("submit.signIn") }).click();
      await expect(signIn.getByRole("alert")).toHaveText(e("codes.AUTH_INVALID_CREDENTIALS"));
      expect(await sessionEmail(page)).toBeNull();
    });

    test("sign-up asks to confirm the e-mail; the link opens the sign-in with the address; sign-out ends the session", async ({
      page,
    }) => {
      const email = uniqueEmail(`signup-${locale}`);
      await openDialog(page, "/?login=1");
      await dialog(page)
        .getByRole("button", { name: a("switch.toSignUp") })
        .click();
      const signUp = dialog(page, a("titles.signUp"));
      await signUp.getByLabel(a("fields.firstName")).fill("Omar");
      await signUp.getByLabel(a("fields.lastName")).fill("Saleh");
      await signUp.getByLabel(a("fields.email")).fill(email);
      await signUp.getByLabel(a("fields.phone")).fill("+971 50 123 4567");
      await signUp.getByLabel(a("fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      await signUp.getByRole("button", { name: a("submit.signUp") }).click();
      await expect(signUp.getByRole("status")).toHaveText(e("auth.checkEmailToConfirm"));
      expect(await sessionEmail(page)).toBeNull();
      const mail = await deliveredMail((m) => m.to === email);
      expect(mail?.locale).toBe(locale);

      // Signing up again with the same address looks exactly like a new one (no account enumeration).
      const signUpAs = (address: string) =>
        page.request.post("/auth", {
          form: {
            intent: "sign-up",
            firstName: "X",
            lastName: "Y",
            email: address,
            password: STRONG_PASSWORD,
          },
          maxRedirects: 0,
        });
      const [again, fresh] = [await signUpAs(email), await signUpAs(uniqueEmail("fresh"))];
      expect(again.status()).toBe(fresh.status());
      expect(again.headers().location).toBe(fresh.headers().location);
      expect(again.headers().location).toBe("/?auth=check-email");

      // Before confirming, sign-in says so (and a new link is sent).
      await signUp.getByRole("button", { name: a("switch.backToSignIn") }).click();
      const signIn = dialog(page);
      await signIn.getByLabel(a("fields.email")).fill(email);
      await signIn.getByLabel(a("fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      await signIn.getByRole("button", { name: a("submit.signIn") }).click();
      await expect(signIn.getByRole("alert")).toHaveText(a("errors.emailNotVerified"));

      // The link confirms the address only: the sign-in dialog opens with it filled in.
      await page.goto(await lastMailLink(email, "/verify-email"));
      const confirmed = dialog(page);
      await expect(confirmed.getByText(a("verified.signInNow"))).toBeVisible();
      await expect(page).not.toHaveURL(/verified=1|email=/);
      expect(await sessionEmail(page)).toBeNull();
      await expect(confirmed.getByLabel(a("fields.email"))).toHaveValue(email);
      await confirmed.getByLabel(a("fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      const signedIn = page.waitForEvent("load");
      await confirmed.getByRole("button", { name: a("submit.signIn") }).click();
      await signedIn;
      // The user menu shows the first name; its accessible name has the full name.
      await expect(page.getByRole("banner").getByRole("button", { name: /Omar Saleh/ })).toBeVisible();
      expect(await sessionEmail(page)).toBe(email);

      const out = await page.request.post("/auth", {
        form: { intent: "sign-out", redirectTo: "/" },
        maxRedirects: 0,
      });
      expect(out.status()).toBe(302);
      expect(out.headers().location).toBe("/");
      expect(await sessionEmail(page)).toBeNull();

      // Signing in through the dialog reloads the page as a signed-in customer.
      await openDialog(page, "/?login=1");
      await dialog(page).getByLabel(a("fields.email")).fill(email);
      await dialog(page).getByLabel(a("fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      const reloaded = page.waitForEvent("load");
      await dialog(page)
        .getByRole("button", { name: a("submit.signIn") })
        .click();
      await reloaded;
      // The user menu shows the first name; its accessible name has the full name.
      await expect(page.getByRole("banner").getByRole("button", { name: /Omar Saleh/ })).toBeVisible();
      await expect(dialog(page)).toHaveCount(0);
      expect(await sessionEmail(page)).toBe(email);
    });

    test("a broken confirmation link says so and offers to sign in", async ({ page }) => {
      await page.goto("/api/auth/verify-email?token=not-a-token&callbackURL=%2F%3Fverified%3D1");
      await expect(dialog(page).getByRole("alert")).toHaveText(a("verified.linkInvalid"));
      await expect(page).not.toHaveURL(/verified|error/);
    });

    test("a confirmation link used a second time asks to log in", async ({ page, request }) => {
      const email = uniqueEmail(`twice-${locale}`);
      await confirmedCustomer(request, email, "Ali", "Hamdan");
      await page.goto(await lastMailLink(email, "/verify-email"));
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByText(a("verified.signInNow"))).toBeVisible();
      expect(await sessionEmail(page)).toBeNull();
    });

    test("password reset round trip: request, e-mailed link, new password, link used up", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`reset-${locale}`);
      await confirmedCustomer(request, email, "Huda", "Karim");

      await openDialog(page, "/?login=1");
      await dialog(page)
        .getByRole("button", { name: a("switch.forgotPassword") })
        .click();
      const forgot = dialog(page, a("titles.forgot"));
      await forgot.getByLabel(a("fields.email")).fill(email);
      await forgot.getByRole("button", { name: a("submit.forgot") }).click();
      await expect(forgot.getByRole("status")).toHaveText(a("forgot.sent"));

      // An unknown address gets the very same answer.
      const unknown = await page.request.post("/auth", {
        form: { intent: "forgot-password", email: uniqueEmail("ghost") },
        maxRedirects: 0,
      });
      expect(unknown.headers().location).toBe("/?auth=reset-sent");

      const link = await lastMailLink(email, "/reset-password");
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(a("reset.heading"));
      await expect(page).toHaveTitle(new RegExp(a("reset.metaTitle")));
      await expectAccessible(page);

      const newPassword = page.getByLabel(a("fields.newPassword"), { exact: true });
      const confirm = page.getByLabel(a("fields.confirmPassword"), { exact: true });
      const save = page.getByRole("button", { name: a("submit.reset") });
      await save.click();
      await expect(page.getByRole("alert")).toHaveText(e("validation.newPasswordRequired"));
      await newPassword.fill("N3w!password");
      await confirm.fill("N3w!passwordX");
      await save.click();
      await expect(page.getByRole("alert")).toHaveText(e("validation.newPasswordsDoNotMatch"));
      await page
        .getByRole("button", { name: a("showPassword") })
        .first()
        .click();
      await expect(newPassword).toHaveAttribute("type", "text");
      await confirm.fill("N3w!password");
      await save.click();
      await expect(page.getByRole("status")).toHaveText(a("reset.success"));

      await page
        .locator("#main")
        .getByRole("link", { name: a("reset.logIn") })
        .click();
      const signIn = dialog(page);
      await signIn.getByLabel(a("fields.email")).fill(email);
      await signIn.getByLabel(a("fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      await signIn.getByRole("button", { name: a("submit.signIn") }).click();
      await expect(signIn.getByRole("alert")).toHaveText(e("codes.AUTH_INVALID_CREDENTIALS"));
      await signIn.getByLabel(a("fields.password"), { exact: true }).fill("N3w!password");
      const reloaded = page.waitForEvent("load");
      await signIn.getByRole("button", { name: a("submit.signIn") }).click();
      await reloaded;
      expect(await sessionEmail(page)).toBe(email);

      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(a("reset.invalidHeading"));
      await expect(page.getByRole("alert")).toHaveText(a("reset.invalid"));
      await expectAccessible(page);
      await page.getByRole("link", { name: a("reset.requestNew") }).click();
      await expect(dialog(page, a("titles.forgot"))).toBeVisible();
    });

    test("a reset link without a token is explained", async ({ page }) => {
      await page.goto("/reset-password");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(a("reset.invalidHeading"));
    });
  });

  test.describe(`sign-in without JavaScript (${locale})`, () => {
    test.use({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "accept-language": acceptLanguage },
      locale: browserLocale,
    });

    test("the dialog is plain HTML whose forms post to /auth and come back with the outcome", async ({
      page,
      request,
    }) => {
      await page.goto("/?ref=nojs&login=1");
      const signIn = page.getByRole("dialog", { name: a("titles.signIn") });
      await expect(signIn).toBeVisible();
      await signIn.getByLabel(a("fields.email")).fill(uniqueEmail("nojs"));
      await signIn.getByLabel(a("fields.password"), { exact: true }).fill("Wrong!pass1");
      await signIn.getByRole("button", { name: a("submit.signIn") }).click();
      await expect(page).toHaveURL(/\/\?ref=nojs&login=1&error=/);
      await expect(signIn.getByRole("alert")).toHaveText(e("codes.AUTH_INVALID_CREDENTIALS"));

      await signIn.getByRole("link", { name: a("switch.toSignUp") }).click();
      const signUp = page.getByRole("dialog", { name: a("titles.signUp") });
      await signUp.getByLabel(a("fields.firstName")).fill("Rami");
      await signUp.getByLabel(a("fields.lastName")).fill("Fares");
      await signUp.getByLabel(a("fields.email")).fill(uniqueEmail("nojs"));
      await signUp.getByLabel(a("fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      await signUp.getByRole("button", { name: a("submit.signUp") }).click();
      await expect(page).toHaveURL(/\/\?ref=nojs&auth=check-email/);
      await expect(signUp.getByRole("status")).toHaveText(e("auth.checkEmailToConfirm"));

      const email = uniqueEmail("nojs-ok");
      await confirmedCustomer(request, email, "Mona", "Zaki");
      await page.goto("/?ref=nojs&login=1");
      await signIn.getByLabel(a("fields.email")).fill(email);
      await signIn.getByLabel(a("fields.password"), { exact: true }).fill(STRONG_PASSWORD);
      await signIn.getByRole("button", { name: a("submit.signIn") }).click();
      await expect(page).toHaveURL(/\/\?ref=nojs$/);
      expect(await sessionEmail(page)).toBe(email);
    });

    test("the new-password form works as a plain form: refused with its message and values, then saved", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`reset-nojs-${locale}`);
      await confirmedCustomer(request, email, "Rima", "Saad");
      const asked = await request.post("/auth", {
        form: { intent: "forgot-password", email },
        maxRedirects: 0,
      });
      expect(asked.headers().location).toBe("/?auth=reset-sent");
      await page.goto(await lastMailLink(email, "/reset-password"));
      const newPassword = page.getByLabel(a("fields.newPassword"), { exact: true });
      const confirm = page.getByLabel(a("fields.confirmPassword"), { exact: true });
      await newPassword.fill("N3w!password");
      await confirm.fill("N3w!passwordX");
      await page.getByRole("button", { name: a("submit.reset") }).click();
      await expect(page.getByRole("alert")).toHaveText(e("validation.newPasswordsDoNotMatch"));
      await expect(confirm).toHaveAttribute("aria-invalid", "true");
      // Passwords are never written back into the page.
      await expect(newPassword).toHaveValue("");
      await newPassword.fill("N3w!password");
      await confirm.fill("N3w!password");
      await page.getByRole("button", { name: a("submit.reset") }).click();
      await expect(page.getByRole("status")).toHaveText(a("reset.success"));
    });

    test("redirects stay on this site", async ({ request }) => {
      for (const target of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
        const response = await request.post("/auth", {
          form: { intent: "sign-in", email: "x@example.com", password: "Wrong!pass1", redirectTo: target },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(302);
        expect(response.headers().location).toMatch(/^\/\?login=1&error=/);
      }
    });
  });
}
