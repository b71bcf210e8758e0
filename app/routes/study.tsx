import { PageHeader } from "../components/page-header.tsx";
import { listPublishedPages } from "../features/cms/cms.server.ts";
import { PageCards } from "../features/cms/page-list.tsx";
import { ServiceDetailCard } from "../features/home/service-cards.tsx";
import { SERVICES } from "../features/home/services.ts";
import { CONSULTANT_REPLY_HOURS } from "../platform/domain/constants.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/study";

export const handle = cachedPage("cms_pages");

export const loader = sharedLoader("study", handle, async ({ context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  return { guides: await listPublishedPages(services.db, locale, ["study", "education"]) };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, { title: t("cms:study.metaTitle"), description: t("cms:study.metaDescription") });
}

const consultations = SERVICES.filter(
  (service) => service.id === "educationMalaysia" || service.id === "educationTarim",
);

export default function Study({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cms");
  return (
    <>
      <PageHeader
        eyebrow={t("study.eyebrow")}
        title={t("study.title")}
        intro={t("study.intro")}
        breadcrumbs={[{ label: t("study.title") }]}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:py-16">
        <section aria-labelledby="study-guides">
          <h2 id="study-guides" className="text-2xl font-bold tracking-tight text-slate-900">
            {t("study.guidesHeading")}
          </h2>
          <div className="mt-6">
            {loaderData.guides.length > 0 ? (
              <PageCards pages={loaderData.guides} readLabel={t("study.readGuide")} />
            ) : (
              <p className="text-slate-600">{t("study.noGuides")}</p>
            )}
          </div>
        </section>
        <section aria-labelledby="study-consult">
          <h2 id="study-consult" className="text-2xl font-bold tracking-tight text-slate-900">
            {t("study.consultHeading")}
          </h2>
          <p className="mt-2 text-slate-600">{t("study.consultIntro", { hours: CONSULTANT_REPLY_HOURS })}</p>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {consultations.map((service) => (
              <li key={service.id}>
                <ServiceDetailCard service={service} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
