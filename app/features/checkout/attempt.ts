/**
 * The idempotency key of a payment attempt, kept in session storage for one content of the checkout
 * (lines, provider, address): a retried request or a second click sends the same key, so the server
 * makes one order; changing the cart or the address starts a new attempt.
 */
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

/** The key for this content of the checkout: the stored one when the content is the same. */
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

/** The attempt has ended (declined, closed, or paid): the next "Pay" starts a new order. */
export function forgetAttempt(): void {
  try {
    window.sessionStorage.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

const CLEARED_STORAGE_KEY = "checkout-cleared-order";

/** True the first time it is asked for an order: the cart is cleared once per paid order. */
export function firstTimePaid(orderId: string): boolean {
  try {
    if (window.localStorage.getItem(CLEARED_STORAGE_KEY) === orderId) return false;
    window.localStorage.setItem(CLEARED_STORAGE_KEY, orderId);
  } catch {
    // Storage blocked: clearing an already cleared cart changes nothing.
  }
  return true;
}
