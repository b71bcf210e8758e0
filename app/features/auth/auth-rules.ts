// Shared by the dialog and the server; only loaded with the forms, so that zod stays out of the first page load.
import * as z from "zod";
import {
  emailSchema,
  passwordSchema,
  signInSchema,
  signUpSchema,
  validationMessageKeys,
} from "../../platform/domain/validation.ts";
import { authMessages } from "./auth-form.ts";

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Spec §5: the rules of the change-password form. */
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

export const authSchemas = {
  "sign-in": signInSchema,
  "sign-up": signUpSchema,
  "forgot-password": forgotPasswordSchema,
} as const;

export type AuthFormIntent = keyof typeof authSchemas;

export type AuthInput = { [I in AuthFormIntent]: z.output<(typeof authSchemas)[I]> } & {
  "reset-password": z.output<typeof resetPasswordSchema>;
};
