import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "../auth/auth.server.ts";
import type { Database } from "../db/client.server.ts";
import { rateLimit } from "../db/schema/index.ts";
import type { Config } from "../server/config.server.ts";
import { AppError } from "./errors.ts";

export interface RateRule {
  windowSeconds: number;
  max: number;
}

/** Kept in Better Auth's `rate_limit` table under an `app:` prefix, so every instance shares them. Signed-in
 * actions count per user, anonymous ones per client address. */
export const RATE_RULES = {
  checkout: { windowSeconds: 60, max: 20 },
  booking: { windowSeconds: 600, max: 5 },
  newsletter: { windowSeconds: 600, max: 5 },
  newsletterUnsubscribe: { windowSeconds: 600, max: 30 },
  newsletterConfirm: { windowSeconds: 600, max: 30 },
  applications: { windowSeconds: 600, max: 60 },
  tracking: { windowSeconds: 60, max: 30 },
  consultations: { windowSeconds: 600, max: 5 },
  paymentConnectionTest: { windowSeconds: 60, max: 10 },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof RATE_RULES;

export interface RateLimitDeps {
  db: Database;
  config: Pick<Config, "RATE_LIMIT">;
}

/** One atomic upsert, so that concurrent hits are counted exactly. RATE_LIMIT=off lifts it. */
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

/** As the Express layer resolved it (configured proxy hops only). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
