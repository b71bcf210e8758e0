import { Link, useLocation, useNavigation } from "react-router";
import { JsonLd } from "../../components/json-ld.tsx";
import { Breadcrumbs } from "../../components/page-header.tsx";
import { Price } from "../../components/price.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { ArrowLeft, MapPin } from "../../components/ui/icons.tsx";
import { localizedUrl } from "../../platform/http/seo.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { DestinationImage } from "./destination-image.tsx";
import type { EsimDestinationDetail } from "./esim-views.ts";
import { esimProductJsonLd } from "./json-ld.ts";
import type { PlanQuery } from "./params.ts";
import { PlanControls, PlanList } from "./plan-list.tsx";

/** The same list as the grid's dialog, as a page for links and search engines. */
export function EsimDestinationPage({
  destination,
  query,
  origin,
  siteName,
}: {
  destination: EsimDestinationDetail;
  query: PlanQuery;
  origin: string;
  siteName: string;
}) {
  const { t } = useTranslation("esim");
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const pathname = `/esim/${destination.slug}`;
  const pending =
    navigation.state !== "idle" &&
    navigation.location?.pathname === location.pathname &&
    navigation.location.search !== location.search;
  const title = t("destination.title", { name: destination.name });

  return (
    <article>
      <JsonLd
        data={esimProductJsonLd({
          destination,
          title,
          url: localizedUrl(origin, pathname, locale),
          origin,
          brand: siteName,
        })}
      />
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-soft/70 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:pt-10 sm:pb-12">
          <Breadcrumbs
            items={[
              { label: t("shop.breadcrumbShop"), href: "/shop" },
              { label: t("common:nav.esim"), href: "/esim-shop" },
              { label: destination.name },
            ]}
          />
          <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-6">
            <DestinationImage destination={destination} className="w-24 sm:w-32" eager />
            <div className="max-w-3xl">
              {destination.category !== "country" ? (
                <Badge tone="brand" className="mb-2">
                  {t(`card.${destination.category}`)}
                </Badge>
              ) : null}
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
              <p className="mt-3 text-lg leading-relaxed text-slate-600">{destination.description}</p>
              {destination.planCount > 0 ? (
                <p className="mt-3 text-slate-700">
                  {t("destination.summary", { plans: t("card.plans", { count: destination.planCount }) })}{" "}
                  <Price cents={destination.fromPriceCents} className="text-lg font-bold text-slate-900" />
                </p>
              ) : null}
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t("destination.plansTitle")}
          </h2>
          {destination.planCount > 0 ? (
            <div className="mt-5">
              <PlanControls query={query} nav={{ prefix: "", pathname, replace: false }} />
            </div>
          ) : null}
          <div className="mt-5">
            <PlanList
              destination={destination}
              query={query}
              pending={pending}
              detailed
              resetHref={{ pathname, search: "" }}
            />
          </div>
        </section>

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {destination.coverage.length > 0 ? (
            <section aria-labelledby="coverage-heading" className="lg:order-2">
              <h2 id="coverage-heading" className="text-xl font-bold text-slate-900">
                {t("destination.coverageTitle")}
              </h2>
              <p className="mt-1 text-slate-600">
                {t("destination.coverageCount", { count: destination.coverage.length })}
              </p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {destination.coverage.map((country) => (
                  <li
                    key={country}
                    className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200"
                  >
                    <MapPin aria-hidden className="size-3.5 text-slate-400" />
                    {country}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="how-heading">
            <h2 id="how-heading" className="text-xl font-bold text-slate-900">
              {t("destination.howTitle")}
            </h2>
            <ol className="mt-4 space-y-3">
              {(["1", "2", "3"] as const).map((step) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong"
                  >
                    {step}
                  </span>
                  <span className="pt-0.5 text-slate-700">{t(`destination.steps.${step}`)}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <Link
          to="/esim-shop"
          className="mt-12 inline-flex items-center gap-1.5 rounded font-semibold text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
        >
          <ArrowLeft aria-hidden className="size-4 flip-rtl" />
          {t("destination.backToShop")}
        </Link>
      </div>
    </article>
  );
}
