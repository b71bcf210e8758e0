import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { newsletterSubscribers } from "../../platform/db/schema/index.ts";
import { CONFIRMATION_RESEND_MINUTES, subscribe } from "./newsletter.server.ts";

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

    it("adds a new address as pending (not active) in the visitor's language, to be confirmed", async () => {
      const result = await subscribe(handle.db, "traveller@example.com", "ar");
      expect(result).toMatchObject({ email: "traveller@example.com", created: true, confirm: true });
      const rows = await rowsFor("traveller@example.com");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "pending", locale: "ar" });
      expect(rows[0]?.subscribedAt).toBeInstanceOf(Date);
      expect(rows[0]?.confirmationSentAt).toBeInstanceOf(Date);
    });

    it("skips an address already on the list, whatever its case and spaces, without an error or a second link", async () => {
      await subscribe(handle.db, "twice@example.com", "en");
      const again = await subscribe(handle.db, "  Twice@Example.COM ", "ar");
      expect(again).toMatchObject({ email: "twice@example.com", created: false, confirm: false });
      const rows = await rowsFor("twice@example.com");
      expect(rows).toHaveLength(1);
      expect(again.id).toBe(rows[0]?.id);
      expect(rows[0]).toMatchObject({ status: "pending", locale: "en" });
    });

    it("mails a pending or unsubscribed address a new link once a while has passed, an active one never", async () => {
      const longAgo = new Date(Date.now() - (CONFIRMATION_RESEND_MINUTES + 1) * 60_000);
      const age = (email: string) =>
        handle.db
          .update(newsletterSubscribers)
          .set({ confirmationSentAt: longAgo })
          .where(eq(newsletterSubscribers.email, email));
      const setStatus = (email: string, status: "active" | "unsubscribed") =>
        handle.db.update(newsletterSubscribers).set({ status }).where(eq(newsletterSubscribers.email, email));

      await subscribe(handle.db, "later@example.com", "en");
      await age("later@example.com");
      expect(await subscribe(handle.db, "later@example.com", "ar")).toMatchObject({ confirm: true });
      expect(await subscribe(handle.db, "later@example.com", "ar")).toMatchObject({ confirm: false });

      await setStatus("later@example.com", "unsubscribed");
      await age("later@example.com");
      expect(await subscribe(handle.db, "later@example.com", "ar")).toMatchObject({ confirm: true });
      // A sign-up never changes the owner's choice nor the row's language.
      expect((await rowsFor("later@example.com"))[0]).toMatchObject({ status: "unsubscribed", locale: "en" });

      await setStatus("later@example.com", "active");
      await age("later@example.com");
      expect(await subscribe(handle.db, "later@example.com", "ar")).toMatchObject({ confirm: false });
      expect((await rowsFor("later@example.com"))[0]).toMatchObject({ status: "active" });
    });

    it("keeps one row and claims one link when the same address is submitted concurrently", async () => {
      const results = await Promise.all(
        Array.from({ length: 5 }, () => subscribe(handle.db, "race@example.com", "en")),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(results.filter((r) => r.confirm)).toHaveLength(1);
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
