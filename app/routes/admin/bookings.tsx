import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { listBookings } from "../../features/packages/admin/bookings.server.ts";
import { BookingsScreen } from "../../features/packages/admin/bookings-screen.tsx";
import { bookingList } from "../../features/packages/admin/lists.ts";
import type { Route } from "./+types/bookings";
import { adminMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const query = bookingList.parse(new URL(args.request.url).searchParams);
  return { result: await listBookings(services.db, query, locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (t) => t("adminRequests:bookings.title"));
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return <BookingsScreen result={loaderData.result} />;
}
