/** What an order waits for from the staff: the orders list's `needs` filter and the dashboard's figures. */
export const ORDER_NEEDS = ["refund", "shipping", "esim_code"] as const;
export type OrderNeed = (typeof ORDER_NEEDS)[number];
