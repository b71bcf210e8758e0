import { listActivity } from "../../features/profile/activity.server.ts";
import { ProfileOverview } from "../../features/profile/overview.tsx";
import { getProfileAccount, getProfileTotals } from "../../features/profile/profile.server.ts";
import { requireUser, statusError } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/overview";
import { profileMeta } from "./meta.ts";

const RECENT_ACTIVITY = 5;

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const account = await getProfileAccount(services.db, user.id);
  if (!account) throw statusError(args, 404);
  const [totals, recent] = await Promise.all([
    getProfileTotals(services.db, user.id),
    listActivity(services.db, user.id, { pageSize: RECENT_ACTIVITY, withTotal: false, locale }),
  ]);
  const t = translator(locale);
  return {
    overview: {
      account: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.phone,
        memberSince: new Date(account.createdAt).toISOString(),
      },
      totals,
      recent: recent.items,
    },
    meta: { title: t("profile:meta.overview"), description: t("profile:description") },
  };
}

export const meta: Route.MetaFunction = profileMeta;

export default function Overview({ loaderData }: Route.ComponentProps) {
  return <ProfileOverview data={loaderData.overview} />;
}
