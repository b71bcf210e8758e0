/** An order whose money is in: what it sold is the customer's (eSIMs issued, top-ups applied, spent totals). */
export const SETTLED_ORDER_STATUSES = ["paid", "fulfilled"] as const;

export function isSettledOrder(status: string | null | undefined): boolean {
  return status === "paid" || status === "fulfilled";
}
