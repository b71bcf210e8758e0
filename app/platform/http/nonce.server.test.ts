import { describe, expect, it } from "vitest";
import { newNonce } from "./nonce.server.ts";

describe("newNonce", () => {
  it("gives 16 random bytes in base64url, never the same twice across several refills of its pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(nonce, "base64url")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1_000);
  });
});
