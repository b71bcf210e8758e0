import { Pagination } from "../../components/lists/pagination.tsx";
import { listApplicantApplications } from "../../features/applications/application-list.server.ts";
import { ApplicationList } from "../../features/applications/application-list.tsx";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { pageOf } from "../../platform/lists/list-query.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/applications";
import { profileMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const page = pageOf(new URL(args.request.url).searchParams);
  const applications = await listApplicantApplications(services.db, user.id, page, locale);
  const t = translator(locale);
  return {
    applications,
    meta: { title: t("profile:meta.applications"), description: t("profile:applications.intro") },
  };
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfileApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { applications } = loaderData;
  return (
    <div>
      <SectionHeader title={t("applications.heading")} intro={t("applications.intro")} />
      <ApplicationList applications={applications.items} heading={false} />
      <Pagination page={applications.page} totalPages={applications.totalPages} />
    </div>
  );
}
