import type { CheckoutRequest } from "./gateway.server.ts";

/** The amount a provider charges must be exactly the one the order records; a mismatch is a programming error. */
export function assertPayableRequest(request: CheckoutRequest): void {
  if (request.lines.length === 0) throw new Error(`Order ${request.orderId} has no lines to pay`);
  let sum = 0;
  for (const line of request.lines) {
    if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0)
      throw new Error(`Order ${request.orderId}: unit price must be whole cents, got ${line.unitPriceCents}`);
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new Error(`Order ${request.orderId}: quantity must be a positive integer, got ${line.quantity}`);
    sum += line.unitPriceCents * line.quantity;
  }
  if (sum !== request.totalCents)
    throw new Error(
      `Order ${request.orderId}: lines add up to ${sum} cents, the total is ${request.totalCents}`,
    );
}
