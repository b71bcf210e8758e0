import { listBookings } from "../../features/admin/requests/bookings.server.ts";
import { BookingsScreen } from "../../features/admin/requests/bookings-screen.tsx";
import { bookingList } from "../../features/admin/requests/lists.ts";
import { adminRequest } from "../../features/admin/requests/shared.server.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import type { Route } from "./+types/bookings";

/** Issue 14 item 5: the travel package bookings (admins only: the layout's middleware). */
export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const query = bookingList.parse(new URL(args.request.url).searchParams);
  return { result: await listBookings(services.db, query, locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: `${t("adminRequests:bookings.title")} · ${t("admin:title")}` }];
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return <BookingsScreen result={loaderData.result} />;
}
