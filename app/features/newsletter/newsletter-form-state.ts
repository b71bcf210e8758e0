import type { FormReply } from "../../components/forms/submission.ts";

export type NewsletterVariant = "light" | "dark";

export interface NewsletterActionData {
  result: FormReply;
  subscribed?: boolean;
}

/** A submission without JavaScript comes back with ?newsletter=subscribed&newsletter_form=<variant>. */
export const NEWSLETTER_STATUS_PARAM = "newsletter";
export const NEWSLETTER_FORM_PARAM = "newsletter_form";
export const NEWSLETTER_SUBSCRIBED = "subscribed";

export function isNewsletterVariant(value: unknown): value is NewsletterVariant {
  return value === "light" || value === "dark";
}
