import { randomBytes } from "node:crypto";

// Each answer's CSP nonce: 16 random bytes. `randomBytes(16)` calls into OpenSSL every time (5 % of a cached
// page's CPU); the bytes come from a pool refilled 4 KB at a time instead, as `crypto.randomUUID` does, and
// each byte is used once.
const POOL_BYTES = 4096;
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;

export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const nonce = pool.toString("base64url", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
