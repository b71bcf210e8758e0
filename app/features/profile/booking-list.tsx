import { Link, useNavigate } from "react-router";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Price } from "../../components/price.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CalendarCheck, CreditCard } from "../../components/ui/icons.tsx";
import type { BookingStatus, PaymentStatus } from "../../platform/db/schema/index.ts";
import { bookingReference } from "../../platform/domain/references.ts";
import { bookingShownAs } from "../../platform/domain/status-labels.ts";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

/** The packages' read model, handed in by the route. */
export interface ProfileBooking {
  id: string;
  packageName: string;
  packageSlug: string | null;
  travelDate: string;
  travellers: number;
  totalCents: number;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  payable: boolean;
  createdAt: Date;
}

/** Puts the booking into the cart (once), as the package page does, then goes to the checkout. */
function PayButton({ booking }: { booking: ProfileBooking }) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  const cart = useCart();
  const navigate = useNavigate();
  const pay = () => {
    if (!cart.items.some((item) => item.id === booking.id)) {
      cart.add({
        id: booking.id,
        name: t("bookings.cartName", {
          name: booking.packageName,
          date: dates.long(booking.travelDate),
        }),
        price: booking.totalCents / 100,
        image_url: null,
        product_type: "package_booking",
        // One booking is paid once.
        max_quantity: 1,
      });
    }
    navigate("/checkout");
  };
  return (
    <Button size="sm" onPress={pay} aria-label={t("bookings.payLabel", { name: booking.packageName })}>
      <CreditCard aria-hidden className="size-4" />
      {t("bookings.pay")}
    </Button>
  );
}

export function BookingList({ bookings }: { bookings: readonly ProfileBooking[] }) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  if (bookings.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-slate-600">
        <p>{t("bookings.empty")}</p>
        <Link
          to="/travel-packages"
          className="mt-2 inline-block font-medium text-brand-strong hover:underline"
        >
          {t("bookings.browse")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {bookings.map((booking) => {
        const shown = bookingShownAs(booking.status, booking.paymentStatus);
        return (
          <li
            key={booking.id}
            id={`booking-${booking.id}`}
            data-booking={booking.id}
            data-booking-status={shown}
            className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                <CalendarCheck aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-slate-900">
                  {booking.packageSlug ? (
                    <Link to={`/packages/${booking.packageSlug}`} className="hover:underline">
                      {booking.packageName}
                    </Link>
                  ) : (
                    booking.packageName
                  )}
                </h2>
                <p className="mt-0.5 text-sm text-slate-500">
                  {t("bookings.reference")}:{" "}
                  <bdi dir="ltr" className="font-mono text-slate-800" data-booking-reference>
                    {bookingReference(booking.id)}
                  </bdi>
                  {" · "}
                  {t("bookings.bookedOn", { date: dates.long(booking.createdAt) })}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <StatusBadge subject="booking" status={shown} />
                  {shown === "refunded" ? null : (
                    <StatusBadge subject="payment" status={booking.paymentStatus} />
                  )}
                </div>
              </div>
              <Price cents={booking.totalCents} className="text-lg font-semibold text-slate-900" />
            </div>
            <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-500">{t("bookings.travelDate")}</dt>
                <dd className="font-medium text-slate-900">{dates.long(booking.travelDate)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t("bookings.travellers")}</dt>
                <dd className="font-medium text-slate-900">
                  <bdi dir="ltr">{booking.travellers}</bdi>
                </dd>
              </div>
              {booking.payable ? (
                <div className="col-span-2 flex items-end sm:col-span-1 sm:justify-end">
                  <PayButton booking={booking} />
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
