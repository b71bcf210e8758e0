import { data } from "react-router";
import {
  adminAction,
  adminDetail,
  deleteSchema,
  explainStaleMove,
  intent,
} from "../../components/admin/admin-request.server.ts";
import {
  bookingStatusSchema,
  changeBookingStatusAsAdmin,
  deleteBooking,
  loadBookingDetail,
} from "../../features/packages/admin/bookings.server.ts";
import { BookingScreen } from "../../features/packages/admin/bookings-screen.tsx";
import type { Route } from "./+types/bookings.$id";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { found: booking, listSearch } = await adminDetail(args, ({ services, locale }, id) =>
    loadBookingDetail(services.db, id, locale),
  );
  return data({ booking, listSearch }, booking ? undefined : { status: 404 });
}

export function action(args: Route.ActionArgs) {
  return adminAction(
    args,
    {
      status: intent(bookingStatusSchema, changeBookingStatusAsAdmin),
      delete: intent(deleteSchema, deleteBooking),
    },
    { explain: explainStaleMove },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const booking = loaderData?.booking;
  return adminMeta(matches, (t) =>
    booking
      ? t("adminRequests:booking.title", { name: booking.customerName })
      : t("adminRequests:bookings.title"),
  );
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingScreen booking={loaderData.booking} actionData={actionData} listSearch={loaderData.listSearch} />
  );
}
