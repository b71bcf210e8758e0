import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "./client.server.ts";
import { RATE_COUNTERS_KEPT_MS, removeExpiredRows } from "./housekeeping.server.ts";
import { rateLimit, session, user, verification } from "./schema/index.ts";

for (const database of testDatabases()) {
  describe(`housekeeping on ${database.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it("removes spent rate counters, expired sessions and expired tokens, and keeps the rest", async () => {
      const { db } = handle;
      const now = new Date("2026-11-27T12:00:00Z");
      const hourAgo = new Date(now.getTime() - 3_600_000);
      const inAnHour = new Date(now.getTime() + 3_600_000);
      const tag = `hk-${Date.now()}`;
      await db.insert(user).values({ id: tag, name: "Lina", email: `${tag}@example.com` });
      await db.insert(rateLimit).values([
        {
          id: `${tag}-old`,
          key: `${tag}:old`,
          count: 3,
          lastRequest: now.getTime() - RATE_COUNTERS_KEPT_MS - 1,
        },
        { id: `${tag}-new`, key: `${tag}:new`, count: 3, lastRequest: now.getTime() - 60_000 },
      ]);
      await db.insert(session).values([
        { id: `${tag}-gone`, token: `${tag}-gone`, userId: tag, expiresAt: hourAgo },
        { id: `${tag}-live`, token: `${tag}-live`, userId: tag, expiresAt: inAnHour },
      ]);
      await db.insert(verification).values([
        { id: `${tag}-gone`, identifier: tag, value: "a", expiresAt: hourAgo },
        { id: `${tag}-live`, identifier: tag, value: "b", expiresAt: inAnHour },
      ]);

      const removed = await removeExpiredRows(db, now);
      expect(removed.counters).toBeGreaterThanOrEqual(1);
      expect(removed.sessions).toBeGreaterThanOrEqual(1);
      expect(removed.tokens).toBeGreaterThanOrEqual(1);

      const ids = [`${tag}-old`, `${tag}-new`, `${tag}-gone`, `${tag}-live`];
      const left = async (table: typeof rateLimit | typeof session | typeof verification) =>
        (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id);
      expect(await left(rateLimit)).toEqual([`${tag}-new`]);
      expect(await left(session)).toEqual([`${tag}-live`]);
      expect(await left(verification)).toEqual([`${tag}-live`]);
    });
  });
}
