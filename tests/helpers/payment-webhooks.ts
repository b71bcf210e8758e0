import { createHmac } from "node:crypto";

/**
 * Webhook signatures as the providers compute them (independently of their SDKs), for tests.
 * Stripe: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 * Paddle: `Paddle-Signature: ts=<unix>;h1=<hex HMAC-SHA256 of "<ts>:<body>">`.
 */
export function stripeSignature(body: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export function paddleSignature(body: string, secret: string, timestamp: number): string {
  const h1 = createHmac("sha256", secret).update(`${timestamp}:${body}`).digest("hex");
  return `ts=${timestamp};h1=${h1}`;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
