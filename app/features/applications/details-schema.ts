/**
 * The applicant's details of each application form (spec §3 fields, §5 rules), shared by the browser (checked
 * before sending) and the server (which decides). Messages are i18n keys of the error catalogue; a form with
 * required fields left empty is summed up as "Please fill all required fields" (spec §8).
 */
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

/**
 * Spec §3 gives "two letters plus seven digits" as the example; passports of other countries are 6 to 9
 * letters and digits (nine digits in the US, a letter and eight digits elsewhere). Decision: spaces and dashes
 * are dropped, letters upper-cased, Arabic-Indic digits read as 0-9; then 6 to 9 Latin letters or digits with
 * at least one digit.
 */
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

/** The fields every application asks for. */
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

/**
 * Visa: also the passport number and the travel date (after today). Destination and visa type come from the
 * chosen offer, not from the form.
 */
export function visaDetailsSchema(today: Date | string = new Date()) {
  return z.object({
    ...applicantFields(today),
    passportNumber: passportNumberSchema,
    travelDate: futureTravelDateSchema(today),
  });
}

/** International driving permit and driving-licence services (spec §3: IDL form fields). */
export function licenceDetailsSchema(today: Date | string = new Date()) {
  return z.object(applicantFields(today));
}

export function detailsSchema(kind: ApplicationKind, today: Date | string = new Date()) {
  return kind === "visa" ? visaDetailsSchema(today) : licenceDetailsSchema(today);
}

export type VisaDetails = z.output<ReturnType<typeof visaDetailsSchema>>;
export type LicenceDetails = z.output<ReturnType<typeof licenceDetailsSchema>>;
export type ApplicantDetails = VisaDetails | LicenceDetails;

/** The form's field names of a kind, in the order they show. */
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
