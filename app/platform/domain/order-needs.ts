export const ORDER_NEEDS = ["refund", "shipping", "esim_code"] as const;
export type OrderNeed = (typeof ORDER_NEEDS)[number];
