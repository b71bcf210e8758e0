// An application's fee was paid through an order of its own (one line): refunding the fee is refunding that
// order through the provider, with the order's audit entry and the application's payment moved to refunded.
import { and, eq, inArray } from "drizzle-orm";
import type { AdminRequest } from "../../../components/admin/admin-request.server.ts";
import { orderItems, orders } from "../../../platform/db/schema/index.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { refund } from "./order-actions.server.ts";

export async function refundApplicationFee(request: AdminRequest, applicationId: string): Promise<void> {
  const [paid] = await request.services.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orderItems.productType, "application"),
        eq(orderItems.productId, applicationId),
        inArray(orders.status, ["paid", "fulfilled"]),
      ),
    )
    .limit(1);
  if (!paid) throw new AppError("BUSINESS_INVALID_STATE", { field: "refund" });
  await refund({ ...request, params: { ...request.params, id: paid.id } }, { confirm: "yes" });
}
