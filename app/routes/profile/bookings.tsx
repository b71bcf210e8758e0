import { Pagination } from "../../components/lists/pagination.tsx";
import { listCustomerBookings } from "../../features/packages/booking-views.server.ts";
import { BookingList } from "../../features/profile/booking-list.tsx";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { pageOf } from "../../platform/lists/list-query.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/bookings";
import { profileMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const page = pageOf(new URL(args.request.url).searchParams);
  const bookings = await listCustomerBookings(services.db, user.id, page, locale);
  const t = translator(locale);
  return {
    bookings,
    meta: { title: t("profile:meta.bookings"), description: t("profile:bookings.intro") },
  };
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfileBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { bookings } = loaderData;
  return (
    <div>
      <SectionHeader title={t("bookings.heading")} intro={t("bookings.intro")} />
      <BookingList bookings={bookings.items} />
      <Pagination page={bookings.page} totalPages={bookings.totalPages} />
    </div>
  );
}
