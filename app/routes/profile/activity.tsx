import { Pagination } from "../../components/lists/pagination.tsx";
import { listActivity } from "../../features/profile/activity.server.ts";
import { ActivityList } from "../../features/profile/activity-list.tsx";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { pageOf } from "../../platform/lists/list-query.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/activity";
import { profileMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const page = pageOf(new URL(args.request.url).searchParams);
  const activity = await listActivity(services.db, user.id, { page, locale });
  const t = translator(locale);
  return {
    activity,
    meta: { title: t("profile:meta.activity"), description: t("profile:activity.intro") },
  };
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfileActivity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { activity } = loaderData;
  return (
    <div>
      <SectionHeader title={t("activity.heading")} intro={t("activity.intro")} />
      <ActivityList items={activity.items} />
      <Pagination page={activity.page} totalPages={activity.totalPages} />
    </div>
  );
}
