import * as z from "zod";
import type { FormReply } from "../../components/forms/submission.ts";
import type { BookingStatus, PaymentStatus } from "../../platform/db/schema/catalogue.ts";
import {
  emailSchema,
  futureTravelDateSchema,
  validationMessageKeys as K,
  optionalPhoneSchema,
  personNameSchema,
} from "../../platform/domain/validation.ts";
import { toLatinDigits } from "../../platform/i18n/format.ts";

/** Not in the spec: a bound on one booking's party; larger groups are arranged with an agent. */
export const BOOKING_MAX_TRAVELLERS = 20;
/** Not in the spec: special requests are a note, not a letter. */
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;

/** Interpolates {{max}}. */
export const TRAVELLERS_RANGE_KEY = "packages:booking.errors.travellersRange";

/** "3", " ٣ " and 3 are three travellers; blank is missing. */
const travellersSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const text = toLatinDigits(value).trim();
    return text === "" ? undefined : Number(text);
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? K.required : TRAVELLERS_RANGE_KEY) })
    .int({ error: TRAVELLERS_RANGE_KEY })
    .min(1, { error: TRAVELLERS_RANGE_KEY })
    .max(BOOKING_MAX_TRAVELLERS, { error: TRAVELLERS_RANGE_KEY }),
);

const specialRequestsSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z
    .string({ error: K.invalidFormat })
    .trim()
    .max(SPECIAL_REQUESTS_MAX_LENGTH, { error: K.tooLong })
    .optional(),
);

/** Spec §3, §5. Fields in the form's order: the first refused one gets the focus. `today` is a UTC day. */
export function bookingSchema(today: Date | string = new Date()) {
  return z.object({
    packageId: z.uuid({ error: K.invalidFormat }),
    customerName: personNameSchema,
    customerEmail: emailSchema,
    customerPhone: optionalPhoneSchema,
    travelDate: futureTravelDateSchema(today),
    travellers: travellersSchema,
    specialRequests: specialRequestsSchema,
  });
}
export type BookingRequest = z.output<ReturnType<typeof bookingSchema>>;

export function bookingIssueKeys(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".");
    if (byField[field] !== undefined) continue;
    byField[field] = /^(errors|packages):/.test(issue.message) ? issue.message : K.invalidFormat;
  }
  return byField;
}

export interface BookingConfirmation {
  id: string;
  reference: string;
  packageName: string;
  travelDate: string;
  travellers: number;
  totalCents: number;
  imageUrl: string | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** The contact e-mail typed on the form (for staff; it receives nothing). */
  customerEmail: string;
  accountEmail: string;
}

/** A recorded booking redirects to ?booking=<id> instead. */
export interface BookingActionData {
  result: FormReply;
  needsLogin?: boolean;
}
