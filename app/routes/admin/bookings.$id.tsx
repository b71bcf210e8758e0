import { data } from "react-router";
import { bookingAction, loadBookingDetail } from "../../features/admin/requests/bookings.server.ts";
import { BookingScreen } from "../../features/admin/requests/bookings-screen.tsx";
import { adminRequest, isId, listSearchOf } from "../../features/admin/requests/shared.server.ts";
import { changeBookingStatus } from "../../features/packages/packages.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/bookings.$id";

/** One booking; after its deletion (or for an unknown id) the page says so with a 404. */
export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const listSearch = listSearchOf(new URL(args.request.url));
  const booking = isId(args.params.id)
    ? await loadBookingDetail(services.db, args.params.id.toLowerCase(), locale)
    : null;
  return data({ booking, listSearch }, booking ? undefined : { status: 404 });
}

/** Status and payment status (the packages' changeBookingStatus), or deletion; each with its audit entry. */
export function action(args: Route.ActionArgs) {
  return bookingAction(args, changeBookingStatus);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = loaderData?.booking
    ? t("adminRequests:booking.title", { name: loaderData.booking.customerName })
    : t("adminRequests:bookings.title");
  return [{ title: `${title} · ${t("admin:title")}` }];
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BookingScreen booking={loaderData.booking} actionData={actionData} listSearch={loaderData.listSearch} />
  );
}
