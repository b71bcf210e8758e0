import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { emailSchema } from "../../platform/domain/validation.ts";
import { localizedUrl } from "../../platform/http/seo.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { Mailer, MailRequest, SentMail } from "../../platform/mail/mail.server.ts";
import type { Logger } from "../../platform/server/logger.server.ts";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token.server.ts";

// Newsletter (spec §3, §5, §8; see docs/decisions/023). Rows are never deleted, so every unsubscribe link
// keeps working. No double opt-in (the spec has none): the welcome e-mail's link is the owner's way off, and
// the rate limit bounds abuse.

export interface SubscribeResult {
  email: string;
  /** Spec §5/§8: a duplicate is skipped, not an error. */
  created: boolean;
  reactivated: boolean;
  id: string;
}

/** An unsubscribed address becomes active again: asking to subscribe is what the visitor means. */
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
