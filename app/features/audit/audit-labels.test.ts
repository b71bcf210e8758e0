import { describe, expect, it } from "vitest";
import { createI18n } from "../../platform/i18n/i18n.ts";
import { auditActionLabel, auditTypeLabel } from "./audit-labels.ts";

describe("audit labels", () => {
  const en = createI18n("en").t as never;
  const ar = createI18n("ar").t as never;

  it("reads an action as its subject and what was done, in both languages", () => {
    expect(auditActionLabel("order.mark_refunded", en)).toBe("Order · Marked as refunded");
    expect(auditActionLabel("order.mark_refunded", ar)).toBe("طلب · وُضعت علامة مسترد");
    expect(auditActionLabel("visa_offer.publish", en)).toBe("Visa offer · Published");
  });

  it("names the kind once for actions on several records", () => {
    expect(auditActionLabel("users.export", en)).toBe("User · Exported");
    expect(auditActionLabel("subscriber.unsubscribe", en)).toBe("Newsletter subscriber · Unsubscribed");
  });

  it("shows an action or type it does not know as stored, instead of a missing-key path", () => {
    expect(auditActionLabel("order.teleport", en)).toBe("Order · teleport");
    expect(auditActionLabel("credit", en)).toBe("Credited");
    expect(auditTypeLabel("robot", en)).toBe("robot");
  });
});
