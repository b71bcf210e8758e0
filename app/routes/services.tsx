import { PageHeader } from "../components/page-header.tsx";
import { CircleHelp, Search } from "../components/ui/icons.tsx";
import { Link } from "../components/ui/link.tsx";
import { ServiceDetailCard } from "../features/home/service-cards.tsx";
import { SERVICE_GROUPS, servicesOf } from "../features/home/services.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import type { Route } from "./+types/services";

export const handle = cachedPage();

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, {
    title: t("home:servicesPage.metaTitle"),
    description: t("home:servicesPage.metaDescription"),
  });
}

export default function Services() {
  const { t } = useTranslation("home");
  return (
    <>
      <PageHeader
        eyebrow={t("servicesPage.eyebrow")}
        title={t("servicesPage.title")}
        intro={t("servicesPage.intro")}
        breadcrumbs={[{ label: t("servicesPage.metaTitle") }]}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:py-16">
        {SERVICE_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`group-${group}`}>
            <div className="flex flex-col gap-1 border-b border-slate-200 pb-4 sm:flex-row sm:items-baseline sm:gap-4">
              <h2 id={`group-${group}`} className="text-2xl font-bold tracking-tight text-slate-900">
                {t(`servicesPage.groups.${group}.title`)}
              </h2>
              <p className="text-slate-600">{t(`servicesPage.groups.${group}.summary`)}</p>
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {servicesOf(group).map((service) => (
                <li key={service.id}>
                  <ServiceDetailCard service={service} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <aside className="flex flex-col gap-6 rounded-3xl bg-brand-soft px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div>
            <h2 className="text-xl font-bold text-slate-900">{t("servicesPage.helpTitle")}</h2>
            <p className="mt-1 text-slate-700">{t("servicesPage.helpBody")}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/faq" variant="primary" size="lg">
              <CircleHelp aria-hidden className="size-4" />
              {t("servicesPage.faqLink")}
            </Link>
            <Link to="/search" variant="secondary" size="lg">
              <Search aria-hidden className="size-4" />
              {t("servicesPage.searchLink")}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
