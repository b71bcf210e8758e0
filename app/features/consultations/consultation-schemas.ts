// The consultation forms' rules (spec §2, §3, §5), shared by the browser and the server.
import * as z from "zod";
import type { FormReply } from "../../components/forms/submission.ts";
import type { EducationServiceType } from "../../platform/db/schema/consultations.ts";
import {
  emailSchema,
  validationMessageKeys as K,
  personNameSchema,
  phoneSchema,
} from "../../platform/domain/validation.ts";

/** Not in the spec: a message is a note to a consultant, not a document. */
export const CONSULTATION_MESSAGE_MAX_LENGTH = 2000;
/** Not in the spec: a company name as a registry would take it. */
export const COMPANY_NAME_MAX_LENGTH = 120;

export const EDUCATION_SERVICES = ["malaysia", "tarim"] as const satisfies readonly EducationServiceType[];

/** Spec §1: the jurisdictions named in the text. */
export const JURISDICTIONS = ["indonesia", "malaysia", "singapore", "united-kingdom"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const BUSINESS_TYPES = [
  "trading",
  "consulting",
  "technology",
  "ecommerce",
  "restaurant",
  "manufacturing",
  "holding",
  "other",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const TIMELINES = ["asap", "within-3-months", "within-6-months", "later", "exploring"] as const;
export type Timeline = (typeof TIMELINES)[number];

/** The column holds one amount per range (its upper end; the open range its lower end), read back exactly. */
export const BUDGET_RANGES = [
  { value: "under-5000", cents: 500_000 },
  { value: "5000-15000", cents: 1_500_000 },
  { value: "15000-50000", cents: 5_000_000 },
  { value: "over-50000", cents: 5_000_001 },
] as const;
export type BudgetRange = (typeof BUDGET_RANGES)[number]["value"];
const BUDGET_VALUES = BUDGET_RANGES.map((range) => range.value) as [BudgetRange, ...BudgetRange[]];

export function budgetCentsOf(range: BudgetRange): number {
  return BUDGET_RANGES.find((item) => item.value === range)!.cents;
}

export function budgetRangeOf(cents: number | null | undefined): BudgetRange | null {
  return BUDGET_RANGES.find((item) => item.cents === cents)?.value ?? null;
}

const blankAsUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

function optionalText(max: number) {
  return z.preprocess(
    blankAsUndefined,
    z.string({ error: K.invalidFormat }).trim().max(max, { error: K.tooLong }).optional(),
  );
}

/** An empty select is "required". */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    blankAsUndefined,
    z.enum(values, { error: (issue) => (issue.input === undefined ? K.required : K.invalidFormat) }),
  );
}

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankAsUndefined, z.enum(values, { error: K.invalidFormat }).optional());
}

const checkbox = z.preprocess((value) => value === "on" || value === true || value === "true", z.boolean());

/** Spec §2. Fields in the form's order: the first refused one gets the focus. */
export const educationConsultationSchema = z.object({
  fullName: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  message: optionalText(CONSULTATION_MESSAGE_MAX_LENGTH),
});
export type EducationConsultationInput = z.output<typeof educationConsultationSchema>;

/** Spec §3. */
export const businessConsultationSchema = z.object({
  fullName: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  businessType: choice(BUSINESS_TYPES),
  preferredCountry: choice(JURISDICTIONS),
  companyName: optionalText(COMPANY_NAME_MAX_LENGTH),
  estimatedBudget: optionalChoice(BUDGET_VALUES),
  timeline: optionalChoice(TIMELINES),
  message: optionalText(CONSULTATION_MESSAGE_MAX_LENGTH),
  newsletter: checkbox,
});
export type BusinessConsultationInput = z.output<typeof businessConsultationSchema>;

export type ConsultationKind = "education" | "business";
export type ConsultationTopic = EducationServiceType | "business";

export interface ConsultationConfirmation {
  reference: string;
  topic: ConsultationTopic;
  email: string;
}

/** A recorded request redirects to ?sent=… instead. */
export interface ConsultationActionData {
  result: FormReply;
}
