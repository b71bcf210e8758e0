import type { Queryable } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { emailSchema } from "../../platform/validation.ts";

export interface SubscribeResult {
  email: string;
  /** false when the address was already on the list: spec §5/§8, a duplicate is skipped, not an error. */
  created: boolean;
}

/**
 * Adds an e-mail address to the newsletter (status active). The address is validated with the shared
 * e-mail rule (trimmed, lower-cased, at most 255 characters); a ZodError carrying the catalogue key is
 * thrown for bad input (the action turns it into a 400). An address already on the list is left as it is.
 * `beforeWrite` runs once the address is valid (the action's rate limit: what it throws is thrown).
 */
export async function subscribe(
  db: Queryable,
  email: unknown,
  locale: Locale,
  beforeWrite?: () => Promise<void>,
): Promise<SubscribeResult> {
  const address = emailSchema.parse(email);
  await beforeWrite?.();
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: address, locale, status: "active" })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { email: address, created: inserted.length > 0 };
}
