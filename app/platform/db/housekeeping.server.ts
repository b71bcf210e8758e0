// Rows that outlive their use and that nothing reads again: rate-limit counters whose window is long over,
// sessions and e-mail verification or password-reset tokens past their expiry. Without this they only grow.
import { lt } from "drizzle-orm";
import type { JobDefinition } from "../jobs/jobs.server.ts";
import type { Logger } from "../server/logger.server.ts";
import type { Database } from "./client.server.ts";
import { rateLimit, session, verification } from "./schema/index.ts";

/** Longer than any rate rule's window (Better Auth's and ours are minutes). */
export const RATE_COUNTERS_KEPT_MS = 24 * 60 * 60 * 1000;

export async function removeExpiredRows(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const counters = await tx
      .delete(rateLimit)
      .where(lt(rateLimit.lastRequest, now.getTime() - RATE_COUNTERS_KEPT_MS))
      .returning({ id: rateLimit.id });
    const sessions = await tx.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id });
    const tokens = await tx
      .delete(verification)
      .where(lt(verification.expiresAt, now))
      .returning({ id: verification.id });
    return { counters: counters.length, sessions: sessions.length, tokens: tokens.length };
  });
}

/** Hourly, once across all processes. */
export function housekeepingJob(db: Database, logger: Pick<Logger, "info">): JobDefinition {
  return {
    name: "housekeeping",
    every: "41 * * * *",
    retryLimit: 0,
    async run() {
      const removed = await removeExpiredRows(db);
      if (removed.counters + removed.sessions + removed.tokens > 0)
        logger.info(removed, "expired rows removed");
    },
  };
}
