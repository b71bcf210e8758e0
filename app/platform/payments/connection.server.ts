// Connection tests (spec §4): one cheap call, a short timeout and no retry, so that an admin learns within
// seconds whether the keys work. The reason shown is the provider's or the network's, never the key itself.
import { ApiError, Environment, Paddle } from "@paddle/paddle-node-sdk";
import Stripe from "stripe";

export type ConnectionResult = { ok: true } | { ok: false; reason: string };

/** Short: the admin waits for it, and the page's request must end well before the browser gives up. */
export const CONNECTION_TEST_TIMEOUT_MS = 6_000;

const MAX_REASON_LENGTH = 500;

export interface StripeConnectionOptions {
  secretKey: string;
  /** A local fake in tests. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

export interface PaddleConnectionOptions {
  apiKey: string;
  environment: "sandbox" | "production";
  /** A local fake in tests. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** Providers may echo part of a key. */
function reasonOf(text: string, secrets: string[]): string {
  let reason = text.trim() || "Unknown error";
  for (const secret of secrets) if (secret) reason = reason.replaceAll(secret, "***");
  return reason.length > MAX_REASON_LENGTH ? `${reason.slice(0, MAX_REASON_LENGTH - 1)}…` : reason;
}

/** A fetch failure's innermost cause says what went wrong on the network. */
function networkMessage(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    const message = current.message || (typeof code === "string" ? code : "");
    if (message && !parts.some((part) => part.includes(message))) parts.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(": ") || String(error);
}

/** The balance: every working secret or restricted key with any read access can retrieve it. */
export async function testStripeConnection(options: StripeConnectionOptions): Promise<ConnectionResult> {
  const api = options.apiBaseUrl ? new URL(options.apiBaseUrl) : null;
  const timeout = options.timeoutMs ?? CONNECTION_TEST_TIMEOUT_MS;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 0,
    timeout,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });
  try {
    await stripe.balance.retrieve();
    return { ok: true };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError) {
      // The SDK's message is generic; the network error it wraps (`detail`) says what happened.
      const detail = (error as { detail?: unknown }).detail;
      const cause = detail instanceof Error ? networkMessage(detail) : "";
      return {
        ok: false,
        reason: reasonOf(cause ? `${error.message} (${cause})` : error.message, [options.secretKey]),
      };
    }
    if (error instanceof Stripe.errors.StripeError)
      return { ok: false, reason: reasonOf(error.message, [options.secretKey]) };
    return { ok: false, reason: reasonOf(networkMessage(error), [options.secretKey]) };
  }
}

class ConnectionTimeout extends Error {}

/** The event types: the one call every valid API key may make whatever its permissions. */
export async function testPaddleConnection(options: PaddleConnectionOptions): Promise<ConnectionResult> {
  const timeout = options.timeoutMs ?? CONNECTION_TEST_TIMEOUT_MS;
  // The SDK takes a base URL where an environment is expected (its client falls back to the value given).
  const environment = (options.apiBaseUrl?.replace(/\/$/, "") ??
    (options.environment === "production" ? Environment.production : Environment.sandbox)) as Environment;
  const paddle = new Paddle(options.apiKey, { environment });
  // The SDK's fetch has no timeout of its own and cannot be given a signal: the wait is bounded here.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ConnectionTimeout(`Request aborted due to timeout being reached (${timeout}ms)`)),
      timeout,
    );
  });
  try {
    await Promise.race([paddle.eventTypes.list(), expired]);
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) {
      const code = error.code ? ` (${error.code})` : "";
      return { ok: false, reason: reasonOf(`${error.detail || error.message}${code}`, [options.apiKey]) };
    }
    if (error instanceof ConnectionTimeout) return { ok: false, reason: error.message };
    // A body that is not Paddle's JSON (a proxy's error page) is a SyntaxError; the network's is a TypeError.
    return { ok: false, reason: reasonOf(networkMessage(error), [options.apiKey]) };
  } finally {
    clearTimeout(timer);
  }
}
