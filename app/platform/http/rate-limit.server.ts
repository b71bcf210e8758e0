import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "../auth/auth.server.ts";
import type { Database } from "../db/client.server.ts";
import { rateLimit } from "../db/schema/index.ts";
import type { Config } from "../server/config.server.ts";
import { AppError } from "./errors.ts";

/** A fixed window: at most `max` hits per `windowSeconds`. */
export interface RateRule {
  windowSeconds: number;
  max: number;
}

/**
 * The limits of our own actions (Better Auth's endpoints have theirs in auth.server.ts). Keys are kept
 * in Better Auth's `rate_limit` table under an `app:` prefix, so every instance shares them.
 */
export const RATE_RULES = {
  /** Pricing and paying, per signed-in customer. */
  checkout: { windowSeconds: 60, max: 20 },
  /** Package bookings, per signed-in customer. */
  booking: { windowSeconds: 600, max: 5 },
  /** Newsletter sign-ups, per client address. */
  newsletter: { windowSeconds: 600, max: 5 },
  /** The newsletter's unsubscribe page and its one-click POSTs (opening and confirming), per client address. */
  newsletterUnsubscribe: { windowSeconds: 600, max: 30 },
  /** Application form writes (saves, uploads, steps, payments), per signed-in applicant. */
  applications: { windowSeconds: 600, max: 60 },
  /** Application tracking lookups (/application-tracking), per client address. */
  tracking: { windowSeconds: 60, max: 30 },
  /** Consultation requests (education, business incorporation), per client address. */
  consultations: { windowSeconds: 600, max: 5 },
  /** The payment settings' connection tests (calls to Stripe or Paddle), per admin. */
  paymentConnectionTest: { windowSeconds: 60, max: 10 },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

export interface RateLimitDeps {
  db: Database;
  config: Pick<Config, "RATE_LIMIT">;
}

/**
 * Counts one hit of `subject` (a user id or a client address) against `rule` and throws
 * AppError("API_RATE_LIMIT") — 429, "Too many requests" in the request's language — once the window is
 * full. One atomic upsert: concurrent hits are counted exactly. RATE_LIMIT=off lifts it.
 */
export async function enforceRateLimit(
  deps: RateLimitDeps,
  ruleName: RateRuleName,
  subject: string,
  now: number = Date.now(),
): Promise<void> {
  if (deps.config.RATE_LIMIT === "off") return;
  const rule: RateRule = RATE_RULES[ruleName];
  const key = `app:${ruleName}:${subject}`;
  const windowStart = now - rule.windowSeconds * 1000;
  const [row] = await deps.db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  if ((row?.count ?? 0) > rule.max) throw new AppError("API_RATE_LIMIT");
}

/** The client's address as the Express layer resolved it (configured proxy hops only), for per-client limits. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
