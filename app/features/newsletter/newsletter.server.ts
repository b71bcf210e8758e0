import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { emailSchema } from "../../platform/domain/validation.ts";
import { localizedUrl } from "../../platform/http/seo.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type {
  Mailer,
  MailRequest,
  MailTemplate,
  MailTemplateData,
  SentMail,
} from "../../platform/mail/mail.server.ts";
import type { Logger } from "../../platform/server/logger.server.ts";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

/**
 * The newsletter list (spec §3 newsletter_subscribers, §5 and §8: a duplicate sign-up is skipped, not an
 * error). Decisions of issue 13:
 * - An address is never deleted: unsubscribing sets its status to `unsubscribed`, so the list keeps who
 *   left and every unsubscribe link keeps working.
 * - Signing up with an address that unsubscribed makes it active again (in the language it signs up in,
 *   from that day): asking to subscribe is what the visitor means. An active address signing up again is
 *   left as it is, and gets no second e-mail.
 * - A new (or returning) subscriber gets a welcome e-mail, the first newsletter e-mail. Every newsletter
 *   e-mail goes out through `sendNewsletterMail`, which adds the one-click unsubscribe link (in the body and
 *   in the List-Unsubscribe headers). The list has no double opt-in (the spec has none), so anyone can put
 *   an address on it: the welcome e-mail's link is the owner's way off, and the rate limit bounds abuse.
 */

export interface SubscribeResult {
  email: string;
  /** false when the address was already on the list: spec §5/§8, a duplicate is skipped, not an error. */
  created: boolean;
  /** true when the address had unsubscribed and is active again. */
  reactivated: boolean;
  /** The subscriber's row (its id names it in unsubscribe links). */
  id: string;
}

/**
 * Adds an e-mail address to the newsletter (status active). The address is validated with the shared
 * e-mail rule (trimmed, lower-cased, at most 255 characters); a ZodError carrying the catalogue key is
 * thrown for bad input (the action turns it into a 400). An active address already on the list is left as
 * it is; an unsubscribed one becomes active again. `beforeWrite` runs once the address is valid (the
 * action's rate limit: what it throws is thrown). Concurrent sign-ups of one address: one is `created`
 * (or `reactivated`), the others are duplicates.
 */
export async function subscribe(
  db: Queryable,
  email: unknown,
  locale: Locale,
  beforeWrite?: () => Promise<void>,
): Promise<SubscribeResult> {
  const address = emailSchema.parse(email);
  await beforeWrite?.();
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ email: address, locale, status: "active" })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted) return { email: address, created: true, reactivated: false, id: inserted.id };

  const [reactivated] = await db
    .update(newsletterSubscribers)
    .set({ status: "active", locale, subscribedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, address), eq(newsletterSubscribers.status, "unsubscribed")))
    .returning({ id: newsletterSubscribers.id });
  if (reactivated) return { email: address, created: false, reactivated: true, id: reactivated.id };

  const [existing] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address));
  if (!existing) throw new Error("A newsletter subscriber vanished while signing up");
  return { email: address, created: false, reactivated: false, id: existing.id };
}

/** One row of the list, as the unsubscribe page needs it. */
export interface Subscriber {
  id: string;
  email: string;
  status: "active" | "unsubscribed";
  locale: Locale;
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  locale: newsletterSubscribers.locale,
};

/** The subscriber a signed unsubscribe token names; null for a bad token (or, never expected, no such row). */
export async function subscriberForToken(
  db: Queryable,
  token: unknown,
  secret: string,
): Promise<Subscriber | null> {
  const id = verifyUnsubscribeToken(token, secret);
  if (!id) return null;
  const [row] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/** Sets a subscriber's status (unsubscribing never deletes the row); the same status again changes nothing. */
export async function setSubscriberStatus(
  db: Queryable,
  id: string,
  status: Subscriber["status"],
): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status })
    .where(eq(newsletterSubscribers.id, id))
    .returning(subscriberColumns);
  return row ?? null;
}

/** The address shown on the unsubscribe page: enough to recognise it, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = [...local];
  const masked = shown.length <= 2 ? `${shown[0]}•••` : `${shown[0]}•••${shown.at(-1)}`;
  return `${masked}@${domain}`;
}

/** The page a newsletter e-mail's unsubscribe link opens (and mail clients POST to), in the subscriber's language. */
export function unsubscribeUrl(appUrl: string, secret: string, subscriberId: string, locale: Locale): string {
  const url = new URL("/newsletter/unsubscribe", appUrl);
  url.searchParams.set("token", signUnsubscribeToken(subscriberId, secret));
  url.searchParams.set("lng", locale);
  return url.toString();
}

export interface NewsletterMailDeps {
  config: { APP_URL: string; AUTH_SECRET: string };
  mailer: Mailer;
}

/** A newsletter e-mail for one subscriber: any template, without the address and the unsubscribe link. */
export type NewsletterMail = {
  [T in MailTemplate]: { template: T; data: MailTemplateData[T] };
}[MailTemplate];

/**
 * Sends one newsletter e-mail to a subscriber in their language, with the one-click unsubscribe link in its
 * body and its List-Unsubscribe / List-Unsubscribe-Post headers. The only way newsletter e-mails go out.
 */
export async function sendNewsletterMail(
  deps: NewsletterMailDeps,
  subscriber: Pick<Subscriber, "id" | "email" | "locale">,
  mail: NewsletterMail,
): Promise<SentMail> {
  const { APP_URL, AUTH_SECRET } = deps.config;
  return deps.mailer.send({
    ...mail,
    to: subscriber.email,
    locale: subscriber.locale,
    unsubscribe: { url: unsubscribeUrl(APP_URL, AUTH_SECRET, subscriber.id, subscriber.locale) },
  } as MailRequest);
}

/**
 * The welcome e-mail of a new (or returning) subscriber. A failure is logged, never thrown: the sign-up
 * is recorded and the visitor told so.
 */
export async function sendWelcomeMail(
  deps: NewsletterMailDeps & { logger: Logger },
  subscriber: Pick<Subscriber, "id" | "email" | "locale">,
): Promise<boolean> {
  try {
    await sendNewsletterMail(deps, subscriber, {
      template: "newsletter-welcome",
      data: { name: "", url: localizedUrl(deps.config.APP_URL, "/", subscriber.locale) },
    });
    return true;
  } catch (error) {
    deps.logger.error(
      { err: error, subscriberId: subscriber.id },
      "newsletter welcome e-mail could not be sent",
    );
    return false;
  }
}
