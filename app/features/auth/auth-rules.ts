/**
 * The input rules of the auth forms, shared by the dialog (Conform checks before sending) and the server
 * (parseSubmission in routes/auth.tsx and routes/reset-password.tsx). Only loaded with the forms themselves:
 * zod stays out of the first page load.
 */
import * as z from "zod";
import {
  emailSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
  validationMessageKeys,
} from "../../platform/domain/validation.ts";
import { authMessages } from "./auth-form.ts";

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

/** The schema of each form of the dialog, by its intent. */
export const authSchemas = {
  "sign-in": signInSchema,
  "sign-up": signUpSchema,
  "forgot-password": forgotPasswordSchema,
} as const;

export type AuthFormIntent = keyof typeof authSchemas;

export type AuthInput = { [I in AuthFormIntent]: z.output<(typeof authSchemas)[I]> } & {
  "reset-password": z.output<typeof resetPasswordSchema>;
};
