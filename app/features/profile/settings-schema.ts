// Shared by the browser and the action (see docs/decisions/019); rules and messages of spec §5.
import * as z from "zod";
import { optionalPhoneSchema, personNameSchema } from "../../platform/domain/validation.ts";

export { changePasswordSchema } from "../../platform/domain/validation.ts";

export const settingsSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  phone: optionalPhoneSchema,
});
export type SettingsInput = z.output<typeof settingsSchema>;

export const SIGN_OUT_OTHERS = "sign-out-others";
