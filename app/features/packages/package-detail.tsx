import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Breadcrumbs } from "../../components/page-header.tsx";
import { Price } from "../../components/price.tsx";
import { Rating } from "../../components/rating.tsx";
import { StatusScreen } from "../../components/status-screen.tsx";
import { ArrowLeft, CalendarRange, Check, Clock, MapPin, Star, Wallet } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { BudgetBadge, FeaturedBadge, PackagePrice } from "./package-card.tsx";
import { PackagesErrorScreen } from "./package-list.tsx";
import type { PackageDetail } from "./package-list-query.ts";

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-600">
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-strong"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export function PackageDetailView({ item, booking }: { item: PackageDetail; booking: ReactNode }) {
  const { t } = useTranslation("packages");
  return (
    <article aria-labelledby="package-title">
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-soft/70 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:pt-10 sm:pb-12">
          <Breadcrumbs items={[{ label: t("list.title"), href: "/travel-packages" }, { label: item.name }]} />
          <div className="mt-6 grid items-center gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
            <div>
              <div className="flex flex-wrap items-center gap-2">
                {item.featured ? <FeaturedBadge /> : null}
                <BudgetBadge level={item.budgetLevel} className="px-3 py-1" />
              </div>
              <h1
                id="package-title"
                className="mt-4 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
              >
                {item.name}
              </h1>
              <p className="mt-3 flex items-center gap-2 text-lg text-slate-700">
                <MapPin aria-hidden className="size-5 shrink-0 text-brand-strong" />
                {item.destination}
              </p>
              <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3 text-slate-700">
                <span className="inline-flex items-center gap-2 font-medium">
                  <Clock aria-hidden className="size-5 text-slate-500" />
                  {t("card.days", { count: item.durationDays })}
                </span>
                {item.rating !== null ? <Rating rating={item.rating} /> : null}
              </div>
              <div className="mt-6 flex flex-wrap items-center gap-4">
                <PackagePrice cents={item.priceCents} size="lg" />
                <a
                  href="#book"
                  className="inline-flex h-11 items-center rounded-lg bg-brand px-5 text-sm font-semibold text-white outline-none hover:bg-brand-strong focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 lg:hidden"
                >
                  {t("detail.bookCta")}
                </a>
              </div>
            </div>
            <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-soft to-brand/40 shadow-lg ring-1 ring-slate-900/5">
              {item.imageUrl ? (
                <Picture
                  src={item.imageUrl}
                  alt=""
                  sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
                  width={800}
                  height={600}
                  priority
                  className="aspect-[4/3] size-full object-cover"
                />
              ) : (
                <div className="aspect-[4/3]" />
              )}
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="package-overview">
            <h2 id="package-overview" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("detail.overview")}
            </h2>
            <div className="mt-4 space-y-4">
              {paragraphs(item.description).map((paragraph) => (
                <p key={paragraph} className="text-lg leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>

          {item.highlights.length > 0 ? (
            <section aria-labelledby="package-highlights">
              <h2 id="package-highlights" className="text-2xl font-bold tracking-tight text-slate-900">
                {t("detail.highlights")}
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {item.highlights.map((highlight) => (
                  <li
                    key={highlight}
                    className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <span
                      aria-hidden
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
                    >
                      <Check className="size-4" />
                    </span>
                    <span className="text-slate-800">{highlight}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="package-facts">
            <h2 id="package-facts" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("detail.facts")}
            </h2>
            <dl className="mt-5 grid grid-cols-2 gap-3">
              <Fact icon={<MapPin className="size-4" />} label={t("detail.destination")}>
                {item.destination}
              </Fact>
              <Fact icon={<CalendarRange className="size-4" />} label={t("detail.duration")}>
                {t("card.days", { count: item.durationDays })}
              </Fact>
              {item.rating !== null ? (
                <Fact icon={<Star className="size-4" />} label={t("detail.rating")}>
                  <Rating rating={item.rating} />
                </Fact>
              ) : null}
              <Fact icon={<Wallet className="size-4" />} label={t("detail.pricePerPerson")}>
                <Price cents={item.priceCents} />
                <span className="ms-2 font-normal text-slate-600">· {t(`budget.${item.budgetLevel}`)}</span>
              </Fact>
            </dl>
          </section>

          <Link to="/travel-packages" className="inline-flex items-center gap-1.5 font-medium">
            <ArrowLeft aria-hidden className="size-4 flip-rtl" />
            {t("detail.back")}
          </Link>
        </div>

        <aside
          id="book"
          aria-labelledby="book-title"
          className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start"
        >
          <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="border-b border-slate-100 p-5 sm:p-6">
              <h2 id="book-title" className="text-xl font-semibold text-slate-900">
                {t("booking.title")}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t("booking.intro")}</p>
            </div>
            <div className="p-5 sm:p-6">{booking}</div>
          </div>
        </aside>
      </div>
    </article>
  );
}

export function PackageErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation("packages");
  if (!(isRouteErrorResponse(error) && error.status === 404)) return <PackagesErrorScreen />;
  return (
    <StatusScreen
      icon={MapPin}
      code="404"
      title={t("detail.notFoundTitle")}
      body={t("errors:codes.API_NOT_FOUND")}
    >
      <Link to="/travel-packages" variant="primary">
        {t("detail.back")}
      </Link>
      <Link to="/" variant="secondary">
        {t("errors:errorScreen.goHome")}
      </Link>
    </StatusScreen>
  );
}
