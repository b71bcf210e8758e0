import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { emailSchema } from "../../platform/domain/validation.ts";
import { localizedUrl } from "../../platform/http/seo.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { Mailer, MailRequest, SentMail } from "../../platform/mail/mail.server.ts";
import type { Logger } from "../../platform/server/logger.server.ts";
import { signConfirmToken, verifyConfirmToken } from "./confirm-token.server.ts";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

// Newsletter (spec §3, §5, §8; see docs/decisions/023 and 027). Rows are never deleted, so every unsubscribe
// link keeps working. Double opt-in: a sign-up only mails a confirmation link, and only the owner's click on it
// makes an address active, so a stranger can neither add nor bring back someone else's address.

export interface SubscribeResult {
  email: string;
  id: string;
  /** Spec §5/§8: a duplicate is skipped, not an error. */
  created: boolean;
  /** This sign-up is to mail a confirmation link (not yet active, and none sent lately). */
  confirm: boolean;
}

/** At most one confirmation e-mail per address in this time, whoever asks and from wherever. */
export const CONFIRMATION_RESEND_MINUTES = 10;

/** Never changes an existing row: the owner's own choice (active, unsubscribed) stands until the owner clicks. */
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
    .values({ email: address, locale, status: "pending", confirmationSentAt: sql`now()` })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted) return { email: address, id: inserted.id, created: true, confirm: true };

  // Claims the send in the same statement, so concurrent sign-ups mail one link.
  const [claimed] = await db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.email, address),
        ne(newsletterSubscribers.status, "active"),
        or(
          isNull(newsletterSubscribers.confirmationSentAt),
          lt(
            newsletterSubscribers.confirmationSentAt,
            sql`now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES})`,
          ),
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (claimed) return { email: address, id: claimed.id, created: false, confirm: true };

  const [existing] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, address));
  if (!existing) throw new Error("A newsletter subscriber vanished while signing up");
  return { email: address, id: existing.id, created: false, confirm: false };
}

export interface Subscriber {
  id: string;
  email: string;
  status: "pending" | "active" | "unsubscribed";
  locale: Locale;
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  locale: newsletterSubscribers.locale,
};

/** The subscriber a signed link names: an unsubscribe link, or a confirmation link still within its time. */
export async function subscriberForLink(
  db: Queryable,
  kind: "unsubscribe" | "confirm",
  token: unknown,
  secret: string,
  now: number = Date.now(),
): Promise<Subscriber | null> {
  const id =
    kind === "confirm" ? verifyConfirmToken(token, secret, now) : verifyUnsubscribeToken(token, secret);
  if (!id) return null;
  const [row] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

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

/** Enough to recognise the address, not enough to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = [...local];
  const masked = shown.length <= 2 ? `${shown[0]}•••` : `${shown[0]}•••${shown.at(-1)}`;
  return `${masked}@${domain}`;
}

/** Mail clients also POST to it (one-click unsubscribe). */
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

export type NewsletterMail<Data> = Pick<MailRequest<Data>, "template" | "data">;

/** The only way newsletter e-mails go out: it adds the unsubscribe link and the List-Unsubscribe headers. */
export async function sendNewsletterMail<Data>(
  deps: NewsletterMailDeps,
  subscriber: Pick<Subscriber, "id" | "email" | "locale">,
  mail: NewsletterMail<Data>,
): Promise<SentMail> {
  const { APP_URL, AUTH_SECRET } = deps.config;
  return deps.mailer.send({
    ...mail,
    to: subscriber.email,
    locale: subscriber.locale,
    unsubscribe: { url: unsubscribeUrl(APP_URL, AUTH_SECRET, subscriber.id, subscriber.locale) },
  });
}

/** A failure is logged, never thrown: the sign-up is recorded and the visitor told so. */
export async function sendWelcomeMail(
  deps: NewsletterMailDeps & { logger: Logger },
  subscriber: Pick<Subscriber, "id" | "email" | "locale">,
): Promise<boolean> {
  try {
    await sendNewsletterMail(deps, subscriber, {
      template: () => import("../../platform/mail/templates/newsletter-welcome.server.tsx"),
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

/** The double opt-in link; the page asks first and a POST confirms (mail scanners open links). */
export function confirmUrl(
  appUrl: string,
  secret: string,
  subscriberId: string,
  locale: Locale,
  now: number = Date.now(),
): string {
  const url = new URL("/newsletter/confirm", appUrl);
  url.searchParams.set("token", signConfirmToken(subscriberId, secret, now));
  url.searchParams.set("lng", locale);
  return url.toString();
}

/** Not a newsletter mail (no List-Unsubscribe): the address is on no list until its owner confirms. A failure
 * is logged, never thrown, so the visitor's answer is the same whatever the address. */
export async function sendConfirmationMail(
  deps: NewsletterMailDeps & { logger: Logger },
  subscriber: Pick<Subscriber, "id" | "email" | "locale">,
): Promise<boolean> {
  const { APP_URL, AUTH_SECRET } = deps.config;
  try {
    await deps.mailer.send({
      to: subscriber.email,
      locale: subscriber.locale,
      template: () => import("../../platform/mail/templates/newsletter-confirm.server.tsx"),
      data: {
        name: "",
        url: confirmUrl(APP_URL, AUTH_SECRET, subscriber.id, subscriber.locale),
      },
    });
    return true;
  } catch (error) {
    deps.logger.error(
      { err: error, subscriberId: subscriber.id },
      "newsletter confirmation e-mail could not be sent",
    );
    return false;
  }
}

/** A sign-up from any form: records the address and mails the confirmation link when one is due. */
export async function requestSubscription(
  deps: NewsletterMailDeps & { logger: Logger; db: Queryable },
  email: unknown,
  locale: Locale,
  beforeWrite?: () => Promise<void>,
): Promise<SubscribeResult> {
  const result = await subscribe(deps.db, email, locale, beforeWrite);
  if (result.confirm) await sendConfirmationMail(deps, { id: result.id, email: result.email, locale });
  return result;
}

/** Active from now, in the language of the link; `activated` is true for the one request that changed it. */
export async function confirmSubscription(
  db: Queryable,
  id: string,
  locale: Locale,
): Promise<{ subscriber: Subscriber; activated: boolean } | null> {
  const [activated] = await db
    .update(newsletterSubscribers)
    .set({ status: "active", locale, subscribedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "active")))
    .returning(subscriberColumns);
  if (activated) return { subscriber: activated, activated: true };
  const [row] = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row ? { subscriber: row, activated: false } : null;
}
