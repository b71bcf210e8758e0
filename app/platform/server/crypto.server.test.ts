import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "./crypto.server.ts";

describe("secrets at rest", () => {
  const key = "k".repeat(40);
  it("round-trips and never stores the plain text", () => {
    const sealed = encryptSecret("sk_test_123", key);
    expect(sealed).not.toContain("sk_test_123");
    expect(encryptSecret("sk_test_123", key)).not.toBe(sealed);
    expect(decryptSecret(sealed, key)).toBe("sk_test_123");
  });
  it("fails with another AUTH_SECRET or a tampered value", () => {
    const sealed = encryptSecret("whsec_abc", key);
    expect(() => decryptSecret(sealed, "z".repeat(40))).toThrow();
    const parts = sealed.split(":");
    parts[3] = `${parts[3]!.slice(0, -2)}AA`;
    expect(() => decryptSecret(parts.join(":"), key)).toThrow();
  });
});
