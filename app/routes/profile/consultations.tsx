import { ConsultationList } from "../../features/profile/consultation-list.tsx";
import { listProfileConsultations } from "../../features/profile/consultations.server.ts";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/consultations";
import { profileMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const consultations = await listProfileConsultations(services.db, user.id);
  const t = translator(locale);
  return {
    consultations,
    meta: { title: t("profile:meta.consultations"), description: t("profile:consultations.intro") },
  };
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfileConsultations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  return (
    <div>
      <SectionHeader title={t("consultations.heading")} intro={t("consultations.intro")} />
      <ConsultationList consultations={loaderData.consultations} />
    </div>
  );
}
