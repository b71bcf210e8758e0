import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { auditLog } from "../db/schema/index.ts";
import { AUDIT_SECRET_MASK, auditActor, recordAudit, withoutSecrets } from "./audit.server.ts";

describe("withoutSecrets", () => {
  it("masks secret-looking keys at any depth and keeps the rest", () => {
    expect(
      withoutSecrets({
        provider: "stripe",
        stripeSecretKey: "sk_live_123",
        nested: { webhookSecret: "whsec_1", apiKey: "k", api_key: "k2", clientToken: "t", mode: "live" },
        list: [{ password: "p" }],
        emptySecret: "",
        nullToken: null,
      }),
    ).toEqual({
      provider: "stripe",
      stripeSecretKey: AUDIT_SECRET_MASK,
      nested: {
        webhookSecret: AUDIT_SECRET_MASK,
        apiKey: AUDIT_SECRET_MASK,
        api_key: AUDIT_SECRET_MASK,
        clientToken: AUDIT_SECRET_MASK,
        mode: "live",
      },
      list: [{ password: AUDIT_SECRET_MASK }],
      emptySecret: "",
      nullToken: null,
    });
  });
});

for (const database of testDatabases()) {
  describe(`audit log on ${database.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
    });

    const request = new Request("http://localhost/admin/users", {
      headers: { "user-agent": "Mozilla/5.0 Test", "x-storefront-client-ip": "203.0.113.9" },
    });

    it("records an entry with the change, and none when the change's transaction fails", async () => {
      const actor = auditActor({ id: "admin-1", email: "admin@example.com" }, request);
      expect(actor.userAgent).toBe("Mozilla/5.0 Test");
      await handle.db.transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: "payment_settings.update",
          subjectType: "payment_settings",
          subjectId: "default",
          before: { testMode: true, stripeSecretKey: null },
          after: { testMode: false, stripeSecretKey: "sk_live_abc", when: new Date("2026-11-25T00:00:00Z") },
        });
      });
      await expect(
        handle.db.transaction(async (tx) => {
          await recordAudit(tx, actor, { action: "user.deactivate", subjectType: "user", subjectId: "u-2" });
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      const rows = await handle.db.select().from(auditLog).where(eq(auditLog.actorId, "admin-1"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorEmail: "admin@example.com",
        action: "payment_settings.update",
        before: { testMode: true, stripeSecretKey: null },
        after: { testMode: false, stripeSecretKey: AUDIT_SECRET_MASK, when: "2026-11-25T00:00:00.000Z" },
        userAgent: "Mozilla/5.0 Test",
        ipAddress: "203.0.113.9",
      });
    });
  });
}
