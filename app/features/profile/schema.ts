/**
 * The profile's forms, checked with the same schema in the browser and in the action (decision 019): settings
 * (names by the sign-up rule, phone by spec §5, empty = no phone) and the password change (spec §5 and its
 * messages: "New password is required", "New passwords do not match", the password rule).
 */
import * as z from "zod";
import { optionalPhoneSchema, personNameSchema } from "../../platform/domain/validation.ts";

export { changePasswordSchema } from "../../platform/domain/validation.ts";

export const settingsSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  phone: optionalPhoneSchema,
});
export type SettingsInput = z.output<typeof settingsSchema>;

/** The sessions page has one control: sign out every other device. */
export const SIGN_OUT_OTHERS = "sign-out-others";
