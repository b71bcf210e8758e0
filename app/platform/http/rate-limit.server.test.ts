import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { isAppError } from "./errors.ts";
import { enforceRateLimit, RATE_RULES } from "./rate-limit.server.ts";

for (const database of testDatabases()) {
  describe(`rate limits on ${database.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(() => handle.close());

    const hit = (subject: string, now: number, enabled = true) =>
      enforceRateLimit(
        { db: handle.db, config: { RATE_LIMIT: enabled ? "on" : "off" } },
        "booking",
        subject,
        now,
      ).then(
        () => "ok",
        (error) => (isAppError(error) ? `${error.code} ${error.status}` : "other"),
      );

    it("allows the rule's number of hits per window, refuses the next with 429, and opens again after the window", async () => {
      const { max, windowSeconds } = RATE_RULES.booking;
      const start = 1_000_000;
      const answers = [];
      for (let i = 0; i <= max; i++) answers.push(await hit("user-a", start + i));
      expect(answers.slice(0, max)).toEqual(Array(max).fill("ok"));
      expect(answers[max]).toBe("API_RATE_LIMIT 429");
      // another subject has its own window
      expect(await hit("user-b", start + max)).toBe("ok");
      expect(await hit("user-a", start + windowSeconds * 1000 + max + 1)).toBe("ok");
    });

    it("counts concurrent hits exactly", async () => {
      const { max } = RATE_RULES.booking;
      const answers = await Promise.all(Array.from({ length: max + 4 }, () => hit("user-c", 5_000_000)));
      expect(answers.filter((a) => a === "ok")).toHaveLength(max);
      expect(answers.filter((a) => a === "API_RATE_LIMIT 429")).toHaveLength(4);
    });

    it("is lifted by RATE_LIMIT=off", async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => hit("user-d", 9_000_000, false)));
      expect(new Set(answers)).toEqual(new Set(["ok"]));
    });
  });
}
