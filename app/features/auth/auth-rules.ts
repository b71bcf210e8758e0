/**
 * The input rules of the auth forms, shared by the browser (the dialog validates before it sends) and
 * the server (routes/auth.tsx validates again). Only loaded with the forms themselves: zod stays out
 * of the first page load.
 */
import * as z from "zod";
import {
  emailSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
  validationMessageKeys,
} from "../../platform/validation.ts";
import { type AuthMessageKey, authMessages, isFlashMessageKey } from "./auth-form.ts";

/** Forgot password: only the e-mail address. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The new-password form of /reset-password: the rules of the change-password form (spec §5). */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: authMessages.resetLinkInvalid })
      .trim()
      .min(1, { error: authMessages.resetLinkInvalid }),
    newPassword: z
      .string({ error: validationMessageKeys.newPasswordRequired })
      .min(1, { error: validationMessageKeys.newPasswordRequired, abort: true })
      .pipe(passwordSchema),
    confirmPassword: z.string({ error: validationMessageKeys.newPasswordsDoNotMatch }),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    error: validationMessageKeys.newPasswordsDoNotMatch,
    path: ["confirmPassword"],
  });

const schemaOfIntent = {
  "sign-in": signInSchema,
  "sign-up": signUpSchema,
  "forgot-password": forgotPasswordSchema,
} as const;

export type AuthInput = {
  "sign-in": z.output<typeof signInSchema>;
  "sign-up": z.output<typeof signUpSchema>;
  "forgot-password": z.output<typeof forgotPasswordSchema>;
  "reset-password": z.output<typeof resetPasswordSchema>;
};

export type FormCheck<T> =
  | { ok: true; data: T }
  | { ok: false; messageKey: AuthMessageKey; fieldErrors: Record<string, AuthMessageKey> };

/**
 * Checks a form with a schema. The form-level message is "Please fill in all required fields." when a
 * required field is empty, else the first issue's message (spec §8: "validation error → its first
 * message"); `fieldErrors` marks each invalid field with its own message.
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, AuthMessageKey> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join(".");
    fieldErrors[field] ??= isFlashMessageKey(issue.message)
      ? issue.message
      : validationMessageKeys.invalidFormat;
  }
  const keys = Object.values(fieldErrors);
  const messageKey = keys.includes(validationMessageKeys.required)
    ? authMessages.requiredFields
    : (keys[0] ?? validationMessageKeys.invalidFormat);
  return { ok: false, messageKey, fieldErrors };
}

export function checkAuthInput<I extends keyof typeof schemaOfIntent>(intent: I, values: unknown) {
  return checkForm(schemaOfIntent[intent], values) as FormCheck<AuthInput[I]>;
}
