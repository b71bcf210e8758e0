import { Pagination } from "../../components/lists/pagination.tsx";
import { EsimList } from "../../features/profile/esim-list.tsx";
import { esimProvidersFrom, listProfileEsims } from "../../features/profile/esims.server.ts";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { installDeviceOf } from "../../platform/esim/install-links.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { pageOf } from "../../platform/lists/list-query.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/esims";
import { profileMeta } from "./meta.ts";

/** The signed-in customer's own eSIMs; usage is read from the provider at most every few minutes. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const page = pageOf(new URL(args.request.url).searchParams);
  const source = await esimProvidersFrom(services.db, services.config, services.logger);
  const esims = await listProfileEsims(services.db, user.id, page, locale, source);
  const t = translator(locale);
  return {
    esims,
    device: installDeviceOf(args.request.headers.get("user-agent")),
    meta: { title: t("profile:meta.esims"), description: t("profile:esims.intro") },
  };
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfileEsims({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { esims, device } = loaderData;
  return (
    <div>
      <SectionHeader title={t("esims.heading")} intro={t("esims.intro")} />
      <EsimList esims={esims.items} device={device} />
      <Pagination page={esims.page} totalPages={esims.totalPages} />
    </div>
  );
}
