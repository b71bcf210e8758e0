import type { ErrorPayload } from "../../platform/errors.ts";

export type NewsletterVariant = "light" | "dark";

/** What POST /newsletter answers to an enhanced (fetcher) submission, or renders on /newsletter. */
export type NewsletterActionData = { ok: true } | { ok: false; error: ErrorPayload; email: string };

/** After a submission without JavaScript the browser comes back with ?newsletter=subscribed&newsletter_form=<variant>. */
export const NEWSLETTER_STATUS_PARAM = "newsletter";
export const NEWSLETTER_FORM_PARAM = "newsletter_form";
export const NEWSLETTER_SUBSCRIBED = "subscribed";

export function isNewsletterVariant(value: unknown): value is NewsletterVariant {
  return value === "light" || value === "dark";
}
