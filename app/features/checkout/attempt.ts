// A retried request or a second click sends the same idempotency key, so the server makes one order;
// changing the cart or the address starts a new attempt.
const ATTEMPT_STORAGE_KEY = "checkout-attempt";

interface StoredAttempt {
  signature: string;
  key: string;
}

function read(): StoredAttempt | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY) ?? "null") as unknown;
    if (value && typeof value === "object" && "signature" in value && "key" in value) {
      const { signature, key } = value as Record<string, unknown>;
      if (typeof signature === "string" && typeof key === "string") return { signature, key };
    }
  } catch {
    // Unreadable or blocked storage: a new key is made below.
  }
  return null;
}

export function attemptKey(content: unknown): string {
  const signature = JSON.stringify(content);
  const stored = read();
  if (stored?.signature === signature) return stored.key;
  const key = crypto.randomUUID();
  try {
    window.sessionStorage.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ signature, key }));
  } catch {
    // Without storage a retry within this page still reuses the key (the request helper retries it).
  }
  return key;
}

export function forgetAttempt(): void {
  try {
    window.sessionStorage.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored.
  }
}

const CLEARED_STORAGE_KEY = "checkout-cleared-order";

/** The cart is cleared once per paid order. */
export function firstTimePaid(orderId: string): boolean {
  try {
    if (window.localStorage.getItem(CLEARED_STORAGE_KEY) === orderId) return false;
    window.localStorage.setItem(CLEARED_STORAGE_KEY, orderId);
  } catch {
    // Storage blocked: clearing an already cleared cart changes nothing.
  }
  return true;
}
