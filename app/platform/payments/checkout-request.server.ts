import type { CheckoutRequest } from "./gateway.server.ts";

/**
 * Guards every provider call: the lines must add up to the order's total in whole cents, so that the
 * amount a provider charges is exactly the amount the order records (shipping travels as a line).
 * A mismatch is a programming error, not bad input.
 */
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
