import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { subscribe } from "./newsletter.server.ts";

async function issueKey(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(z.ZodError);
    return (error as z.ZodError).issues[0]?.message ?? "";
  }
  throw new Error("expected a validation error");
}

for (const database of testDatabases()) {
  describe(`newsletter subscribe on ${database.name}`, () => {
    let handle: DatabaseHandle;
    const rowsFor = (email: string) =>
      handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("adds a new address as an active subscriber in the visitor's language", async () => {
      const result = await subscribe(handle.db, "traveller@example.com", "ar");
      expect(result).toMatchObject({ email: "traveller@example.com", created: true, reactivated: false });
      const rows = await rowsFor("traveller@example.com");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "active", locale: "ar" });
      expect(rows[0]?.subscribedAt).toBeInstanceOf(Date);
    });

    it("skips an address already on the list, whatever its case and spaces, without an error", async () => {
      await subscribe(handle.db, "twice@example.com", "en");
      const again = await subscribe(handle.db, "  Twice@Example.COM ", "ar");
      expect(again).toMatchObject({ email: "twice@example.com", created: false, reactivated: false });
      const rows = await rowsFor("twice@example.com");
      expect(rows).toHaveLength(1);
      expect(again.id).toBe(rows[0]?.id);
      expect(rows[0]?.locale).toBe("en");
    });

    it("keeps one row when the same address is submitted concurrently", async () => {
      const results = await Promise.all(
        Array.from({ length: 5 }, () => subscribe(handle.db, "race@example.com", "en")),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await rowsFor("race@example.com")).toHaveLength(1);
    });

    it("refuses malformed, blank, missing and over-long addresses with catalogue keys and stores nothing", async () => {
      const before = await handle.db.select().from(newsletterSubscribers);
      expect(await issueKey(subscribe(handle.db, "not-an-email", "en"))).toBe(
        "errors:codes.VALIDATION_INVALID_EMAIL",
      );
      expect(await issueKey(subscribe(handle.db, "   ", "en"))).toBe("errors:validation.required");
      expect(await issueKey(subscribe(handle.db, null, "en"))).toBe("errors:validation.required");
      expect(await issueKey(subscribe(handle.db, `${"a".repeat(250)}@example.com`, "en"))).toBe(
        "errors:codes.VALIDATION_MAX_LENGTH",
      );
      expect(await handle.db.select().from(newsletterSubscribers)).toHaveLength(before.length);
    });
  });
}
