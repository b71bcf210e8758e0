import { describe, expect, it } from "vitest";
import { parseSubmission } from "../../components/forms/submission.server.ts";
import { createI18n, translator } from "../../platform/i18n/i18n.ts";
import {
  AUTH_NOTICES,
  authMessages,
  isFlashMessageKey,
  loginHref,
  readAuthFlash,
  withoutAuthParams,
  withParams,
} from "./auth-form.ts";
import { authSchemas, resetPasswordSchema } from "./auth-rules.ts";

const t = translator("en");
const check = (schema: Parameters<typeof parseSubmission>[1], values: Record<string, string>) =>
  parseSubmission(new URLSearchParams(values), schema, { t });

describe("input checks (the dialog's schemas, as the server parses them)", () => {
  it("sums up empty required fields with the catalogue message and marks each field", async () => {
    const parsed = await check(authSchemas["sign-up"], {
      firstName: "",
      lastName: " ",
      email: "",
      password: "",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.messageKey).toBe(authMessages.requiredFields);
    expect(Object.keys(parsed.reply.error ?? {}).sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "password",
    ]);
  });

  it("gives the password rule for a weak sign-up password, and accepts any sign-in password", async () => {
    const weak = await check(authSchemas["sign-up"], {
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      password: "password",
    });
    expect(weak).toMatchObject({ ok: false, messageKey: "errors:validation.passwordRule" });
    const signIn = await check(authSchemas["sign-in"], { email: "A@B.co ", password: "password" });
    expect(signIn).toMatchObject({ ok: true, value: { email: "a@b.co", password: "password" } });
  });

  it("checks the e-mail of a reset request", async () => {
    expect(await check(authSchemas["forgot-password"], { email: "nope" })).toMatchObject({
      ok: false,
      messageKey: "errors:codes.VALIDATION_INVALID_EMAIL",
    });
  });

  it("checks the new password like the change-password form", async () => {
    const missing = await check(resetPasswordSchema, { token: "t", newPassword: "", confirmPassword: "" });
    expect(missing).toMatchObject({ ok: false, messageKey: "errors:validation.newPasswordRequired" });
    const mismatch = await check(resetPasswordSchema, {
      token: "t",
      newPassword: "N3w!pass",
      confirmPassword: "N3w!pasS",
    });
    expect(mismatch).toMatchObject({
      ok: false,
      messageKey: "errors:validation.newPasswordsDoNotMatch",
      reply: { error: { confirmPassword: [t("errors:validation.newPasswordsDoNotMatch")] } },
    });
    const weak = await check(resetPasswordSchema, {
      token: "t",
      newPassword: "weakpass",
      confirmPassword: "weakpass",
    });
    expect(weak).toMatchObject({ ok: false, messageKey: "errors:validation.passwordRule" });
    const noToken = await check(resetPasswordSchema, {
      newPassword: "N3w!pass",
      confirmPassword: "N3w!pass",
    });
    expect(noToken).toMatchObject({
      ok: false,
      reply: { error: { token: [t(authMessages.resetLinkInvalid)] } },
    });
    const good = await check(resetPasswordSchema, {
      token: "t",
      newPassword: "N3w!pass",
      confirmPassword: "N3w!pass",
    });
    expect(good.ok).toBe(true);
  });
});

describe("URL flash parameters", () => {
  it("opens the dialog in the asked mode with a notice and a destination", () => {
    expect(readAuthFlash("?login=1")).toEqual({ open: true, mode: "sign-in" });
    expect(readAuthFlash("?login=1&mode=sign-up&notice=purchase&next=%2Fcheckout")).toEqual({
      open: true,
      mode: "sign-up",
      notice: "purchase",
      next: "/checkout",
    });
    expect(readAuthFlash("?q=visa")).toBeNull();
  });

  it("ignores unknown modes, notices, foreign destinations and free text", () => {
    expect(
      readAuthFlash("?login=1&mode=admin&notice=hello&next=https%3A%2F%2Fevil.example&error=%3Cb%3Ehi"),
    ).toEqual({
      open: true,
      mode: "sign-in",
    });
  });

  it("carries the outcome of a form posted without JavaScript", () => {
    expect(readAuthFlash("?login=1&error=errors%3Acodes.AUTH_INVALID_CREDENTIALS")).toMatchObject({
      open: true,
      errorKey: "errors:codes.AUTH_INVALID_CREDENTIALS",
    });
    expect(readAuthFlash("?auth=check-email")).toEqual({
      open: true,
      mode: "sign-up",
      doneKey: "errors:auth.checkEmailToConfirm",
    });
    expect(readAuthFlash("?auth=reset-sent")).toMatchObject({
      open: true,
      mode: "forgot",
      doneKey: "auth:forgot.sent",
    });
  });

  it("recognises the e-mail confirmation landing and its failure", () => {
    expect(readAuthFlash("?verified=1&lng=ar")).toEqual({ open: false, mode: "sign-in", verified: "ok" });
    expect(readAuthFlash("?verified=1&error=TOKEN_EXPIRED")).toMatchObject({
      open: false,
      verified: "failed",
    });
  });

  it("fills in the confirmed address, and only something shaped like one", () => {
    expect(readAuthFlash("?verified=1&lng=en&email=lina%40example.com")).toEqual({
      open: false,
      mode: "sign-in",
      verified: "ok",
      email: "lina@example.com",
    });
    expect(readAuthFlash("?verified=1&email=not%20an%20address")?.email).toBeUndefined();
    expect(readAuthFlash("?login=1&email=lina%40example.com")?.email).toBeUndefined();
    expect(withoutAuthParams("?verified=1&lng=ar&email=lina%40example.com")).toBe("?lng=ar");
    // Another page's own `email` stays.
    expect(withoutAuthParams("?login=1&email=a%40b.c")).toBe("?email=a%40b.c");
  });

  it("removes only its own parameters", () => {
    expect(withoutAuthParams("?login=1&mode=sign-up&q=visa&next=%2Fx")).toBe("?q=visa");
    expect(withoutAuthParams("?verified=1&lng=ar&error=INVALID_TOKEN")).toBe("?lng=ar");
    expect(withoutAuthParams("?login=1")).toBe("");
    expect(withoutAuthParams("")).toBe("");
  });

  it("builds addresses that open the dialog", () => {
    expect(loginHref("/checkout", "?step=2&login=1", { mode: "sign-up", notice: "purchase" })).toBe(
      "/checkout?step=2&login=1&mode=sign-up&notice=purchase",
    );
    expect(loginHref("/", "")).toBe("/?login=1");
    expect(withParams("/a?b=1#c", { login: "1", mode: undefined })).toBe("/a?b=1&login=1#c");
  });

  it("only message keys can be flashed, and every message the forms use exists in both languages", () => {
    expect(isFlashMessageKey("errors:codes.API_RATE_LIMIT")).toBe(true);
    expect(isFlashMessageKey("Invalid <b>")).toBe(false);
    for (const locale of ["en", "ar"] as const) {
      const i18n = createI18n(locale);
      for (const key of [...Object.values(authMessages), ...Object.values(AUTH_NOTICES)]) {
        expect(i18n.exists(key), `${locale} ${key}`).toBe(true);
      }
    }
  });
});
