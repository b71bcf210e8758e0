// Spec §3 fields, §5 rules. Shared by the browser (checks before sending) and the server (decides).
import * as z from "zod";
import {
  adultDateOfBirthSchema,
  emailSchema,
  futureTravelDateSchema,
  validationMessageKeys as K,
  NAME_MAX_LENGTH,
  personNameSchema,
  phoneSchema,
} from "../../platform/domain/validation.ts";
import { toLatinDigits } from "../../platform/i18n/format.ts";
import type { ApplicationKind } from "./kinds.ts";

/** Not in the spec: an address is a few lines. */
export const ADDRESS_MAX_LENGTH = 300;

// Spec §3's example is two letters plus seven digits, but other countries use 6 to 9 letters and digits
// (nine digits in the US). Spaces and dashes are dropped and Arabic-Indic digits read as 0-9 before the test.
export const PASSPORT_PATTERN = /^(?=.*\d)[A-Z0-9]{6,9}$/;

export function normalizePassportNumber(text: string): string {
  return toLatinDigits(text)
    .replace(/[\s\-\u2010-\u2015]/g, "")
    .toUpperCase();
}

const requiredText = (max: number) =>
  z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required, abort: true })
    .max(max, { error: K.tooLong });

export const passportNumberSchema = requiredText(40)
  .transform(normalizePassportNumber)
  .pipe(z.string().regex(PASSPORT_PATTERN, { error: K.invalidPassport }));

function applicantFields(today: Date | string) {
  return {
    fullName: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    nationality: requiredText(NAME_MAX_LENGTH),
    dateOfBirth: adultDateOfBirthSchema(today),
    address: requiredText(ADDRESS_MAX_LENGTH),
  };
}

/** Destination and visa type come from the chosen offer, not from the form. */
export function visaDetailsSchema(today: Date | string = new Date()) {
  return z.object({
    ...applicantFields(today),
    passportNumber: passportNumberSchema,
    travelDate: futureTravelDateSchema(today),
  });
}

export function licenceDetailsSchema(today: Date | string = new Date()) {
  return z.object(applicantFields(today));
}

export function detailsSchema(kind: ApplicationKind, today: Date | string = new Date()) {
  return kind === "visa" ? visaDetailsSchema(today) : licenceDetailsSchema(today);
}

export type VisaDetails = z.output<ReturnType<typeof visaDetailsSchema>>;
export type LicenceDetails = z.output<ReturnType<typeof licenceDetailsSchema>>;
export type ApplicantDetails = VisaDetails | LicenceDetails;

export const DETAIL_FIELDS = {
  visa: [
    "fullName",
    "email",
    "phone",
    "nationality",
    "passportNumber",
    "dateOfBirth",
    "address",
    "travelDate",
  ],
  "international-driving-license": ["fullName", "email", "phone", "dateOfBirth", "nationality", "address"],
  "driving-license": ["fullName", "email", "phone", "dateOfBirth", "nationality", "address"],
} as const satisfies Record<ApplicationKind, readonly string[]>;

export type DetailField = (typeof DETAIL_FIELDS)[ApplicationKind][number];
