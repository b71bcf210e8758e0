// What an offer promises besides its price, read the same way on the offer, the form, the confirmation, the
// e-mails and the tracking page: its processing time and what happens to the fee if the application is not
// approved. Visa offers count business days; licence plans say it in words ("3–5 days"). The words are in
// common.json (`offerTerms.*`), which the mail renderer loads too.
import { type Locale, type Localized, pick } from "../i18n/localized.ts";

export type ProcessingTime = { days: number } | { text: string };

/** A visa offer's days, or a licence plan's words in the reader's language. */
export function processingTimeOf(
  offer: { processingDays: number | Localized },
  locale: Locale,
): ProcessingTime {
  return typeof offer.processingDays === "number"
    ? { days: offer.processingDays }
    : { text: pick(offer.processingDays, locale) };
}

type ProcessingKey = "common:offerTerms.processingDays";

/** The words of a processing time through any `t` that knows common.json. */
export function processingTimeText(
  t: (key: ProcessingKey, values: { count: number }) => string,
  time: ProcessingTime,
): string {
  return "days" in time ? t("common:offerTerms.processingDays", { count: time.days }) : time.text;
}

export const FEE_POLICY_DEFAULT_KEY = "common:offerTerms.feePolicyDefault";

/** The offer's own words, or null for the shop's default (FEE_POLICY_DEFAULT_KEY). */
export function feePolicyOf(policy: Localized | null | undefined, locale: Locale): string | null {
  const text = policy ? pick(policy, locale).trim() : "";
  return text === "" ? null : text;
}
