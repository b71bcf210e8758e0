import { PageHeader } from "../components/page-header.tsx";
import { VisaOfferCard } from "../features/visa/visa-offer-card.tsx";
import { listVisaOffers } from "../features/visa/visa-offers.server.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/visa-services";

// cms_pages: each offer links to its guide while one is published.
export const handle = cachedPage("visa_offers", "cms_pages");

export const loader = sharedLoader("visa-services", handle, async ({ context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  return { offers: await listVisaOffers(services.db, locale) };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, {
    title: t("cms:visaServices.metaTitle"),
    description: t("cms:visaServices.metaDescription"),
  });
}

/** Spec §2: the visa application steps, in order. */
const STEPS = ["upload", "review", "payment", "receive"] as const;

export default function VisaServices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cms");
  const { offers } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={t("visaServices.eyebrow")}
        title={t("visaServices.title")}
        intro={t("visaServices.intro")}
        breadcrumbs={[{ label: t("visaServices.metaTitle") }]}
      >
        <section aria-labelledby="visa-steps" className="mt-8">
          <h2 id="visa-steps" className="text-sm font-semibold text-slate-900">
            {t("visaServices.stepsHeading")}
          </h2>
          <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {STEPS.map((step, index) => (
              <li
                key={step}
                className="flex items-center gap-2.5 rounded-xl bg-white px-3 py-2.5 text-sm font-medium shadow-sm ring-1 ring-slate-200"
              >
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-white"
                >
                  {index + 1}
                </span>
                {t(`visaServices.steps.${step}`)}
              </li>
            ))}
          </ol>
        </section>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        {offers.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            {t("visaServices.empty")}
          </p>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-600">
              {t("visaServices.count", { count: offers.length })}
            </p>
            <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {offers.map((offer) => (
                <li key={offer.slug}>
                  <VisaOfferCard offer={offer} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
