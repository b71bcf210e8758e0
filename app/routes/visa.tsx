import { PageHeader } from "../components/page-header.tsx";
import { Link } from "../components/ui/link.tsx";
import { listPublishedPages } from "../features/cms/cms.server.ts";
import { PageCards } from "../features/cms/page-list.tsx";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/visa";

export const handle = cachedPage("cms_pages");

/** The footer's "Visa guide": every published guide of the visa section (one per offer, written in the CMS). */
export const loader = sharedLoader("visa", handle, async ({ context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  return { guides: await listPublishedPages(services.db, locale, ["visa"]) };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, {
    title: t("cms:visaGuides.metaTitle"),
    description: t("cms:visaGuides.metaDescription"),
  });
}

export default function VisaGuides({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cms");
  return (
    <>
      <PageHeader
        eyebrow={t("visaGuides.eyebrow")}
        title={t("visaGuides.title")}
        intro={t("visaGuides.intro")}
        breadcrumbs={[{ label: t("visaGuides.title") }]}
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:py-16">
        {loaderData.guides.length > 0 ? (
          <PageCards pages={loaderData.guides} readLabel={t("visaGuides.read")} />
        ) : (
          <p className="text-slate-600">{t("visaGuides.empty")}</p>
        )}
        <Link to="/visa-services" variant="secondary">
          {t("visaGuides.offers")}
        </Link>
      </div>
    </>
  );
}
