// The appearance form (isomorphic: the browser and the action judge alike). The contrast of the colour is
// judged on the server too, where the refusal can name the ratio (appearance.server.ts).
import * as z from "zod";
import { imageUrlSchema } from "../../components/forms/image-field-schema.ts";
import {
  emailSchema,
  validationMessageKeys as K,
  NAME_MAX_LENGTH,
  normalizePhone,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
} from "../../platform/domain/validation.ts";
import { toLatinDigits } from "../../platform/i18n/format.ts";
import { HEX_COLOR } from "./appearance.ts";

const ADDRESS_MAX_LENGTH = 300;
const HOURS_MAX_LENGTH = 200;

const required = (max: number) =>
  z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required, abort: true })
    .max(max, { error: K.tooLong });

/** Conform sends an emptied input as absent: it becomes "" (the other language, or the default, shows). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: K.tooLong })
    .optional()
    .transform((value) => value ?? "");

/** Spec §5's phone rule on what is typed; kept as typed (its spaces read better in the footer), digits Latin. */
const phoneAsTyped = z
  .string({ error: K.required })
  .trim()
  .min(1, { error: K.required, abort: true })
  .max(PHONE_MAX_LENGTH, { error: K.invalidPhone, abort: true })
  .transform((value) => toLatinDigits(value).replace(/\s+/g, " "))
  .refine((value) => PHONE_PATTERN.test(normalizePhone(value)), { error: K.invalidPhone });

/** The messaging app wants the international number as digits only (wa.me/971501234567). Empty hides its button. */
const messagingNumber = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, { error: K.invalidPhone, abort: true })
  .optional()
  .transform((value) => normalizePhone(value ?? ""))
  .refine((value) => value === "" || PHONE_PATTERN.test(value), { error: K.invalidPhone })
  .transform((value) => value.replace(/^\+/, ""));

export const appearanceSchema = z.object({
  siteNameEn: required(NAME_MAX_LENGTH),
  siteNameAr: required(NAME_MAX_LENGTH),
  primaryColor: z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required, abort: true })
    .regex(HEX_COLOR, { error: "adminSettings:appearance.errors.colorFormat" })
    .transform((value) => value.toLowerCase()),
  contactEmail: emailSchema,
  contactPhone: phoneAsTyped,
  contactAddressEn: optional(ADDRESS_MAX_LENGTH),
  contactAddressAr: optional(ADDRESS_MAX_LENGTH),
  contactHoursEn: optional(HOURS_MAX_LENGTH),
  contactHoursAr: optional(HOURS_MAX_LENGTH),
  messagingNumber,
  /** One image at most; removing it from the field removes the logo. Its alt text is not kept: the logo is
   * decorative beside the name (docs/decisions/028, Appearance), so the field's alt inputs are ignored. */
  logo: z.preprocess(
    (value) => value ?? [],
    z.array(z.object({ url: imageUrlSchema }), { error: K.invalidFormat }).max(1, { error: K.invalidFormat }),
  ),
});

export type AppearanceInput = z.output<typeof appearanceSchema>;
