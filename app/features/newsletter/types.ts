import type { FormReply } from "../../components/forms/submission.ts";

export type NewsletterVariant = "light" | "dark";

/** What POST /newsletter answers the form's fetcher, or renders on /newsletter after a refused plain post. */
export interface NewsletterActionData {
  result: FormReply;
  subscribed?: boolean;
}

/** After a submission without JavaScript the browser comes back with ?newsletter=subscribed&newsletter_form=<variant>. */
export const NEWSLETTER_STATUS_PARAM = "newsletter";
export const NEWSLETTER_FORM_PARAM = "newsletter_form";
export const NEWSLETTER_SUBSCRIBED = "subscribed";

export function isNewsletterVariant(value: unknown): value is NewsletterVariant {
  return value === "light" || value === "dark";
}
