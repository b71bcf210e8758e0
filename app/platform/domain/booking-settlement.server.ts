// A booking's status follows its money (docs/decisions/030): paying confirms a pending booking, as the profile
// promises, and a refund cancels one that has not taken place, so that nobody confirms or completes a booking
// whose money went back. Called in the transaction that moved the payment, by the checkout and by staff.
import type { Queryable } from "../db/client.server.ts";
import type { BookingStatus, PaymentStatus } from "../db/schema/index.ts";
import { transition } from "./transitions.server.ts";

export async function settleBookingStatus(
  tx: Queryable,
  booking: { id: string; status: BookingStatus; paymentStatus: PaymentStatus },
  context: { actor: string | null; data?: Record<string, unknown> },
): Promise<BookingStatus> {
  const to =
    booking.paymentStatus === "paid" && booking.status === "pending"
      ? "confirmed"
      : booking.paymentStatus === "refunded" &&
          (booking.status === "pending" || booking.status === "confirmed")
        ? "cancelled"
        : null;
  if (!to) return booking.status;
  await transition(tx, {
    subject: "booking",
    id: booking.id,
    from: booking.status,
    to,
    actor: context.actor,
    ...(context.data ? { data: context.data } : {}),
  });
  return to;
}
