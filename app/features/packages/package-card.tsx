import { Link } from "react-router";
import { Price } from "../../components/price.tsx";
import { Rating } from "../../components/rating.tsx";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { cx } from "../../components/ui/cx.ts";
import { Clock, MapPin, Sparkles } from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { type BudgetLevel, type PackageSummary, packageHref } from "./package-list-query.ts";

/** The booking form still reads the page's language under this name. */
export { useLocale as usePageLocale } from "../../platform/i18n/use-locale.ts";

const budgetTone: Record<BudgetLevel, BadgeTone> = {
  budget: "success",
  mid_range: "brand",
  premium: "warning",
  luxury: "neutral",
};

export function BudgetBadge({ level, className }: { level: BudgetLevel; className?: string }) {
  const { t } = useTranslation("packages");
  return (
    <Badge
      tone={budgetTone[level]}
      className={cx(level === "luxury" && "bg-slate-900 text-white", className)}
    >
      {t(`budget.${level}`)}
    </Badge>
  );
}

export function FeaturedBadge({ className }: { className?: string }) {
  const { t } = useTranslation("packages");
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950 shadow-sm",
        className,
      )}
    >
      <Sparkles aria-hidden className="size-3.5" />
      {t("card.featured")}
    </span>
  );
}

export function PackagePrice({ cents, size = "md" }: { cents: number; size?: "md" | "lg" }) {
  const { t } = useTranslation("packages");
  return (
    <p className="package-price">
      {t("card.from")}
      <Price cents={cents} className={cx("price-amount", size === "lg" ? "text-3xl" : "text-xl")} />
      {t("card.perPerson")}
    </p>
  );
}

/** The list's grid: one column, two from 640 px, three from 1024 px, four from 1280 px (max 1280 px wide). */
const PACKAGE_CARD_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** `priority`: the first card of a list, whose image is the page's largest at first paint (see Picture). */
export function PackageCard({
  item,
  headingLevel = 2,
  priority,
}: {
  item: PackageSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t } = useTranslation("packages");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-package={item.slug}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand focus-within:ring-offset-2"
    >
      <div className="package-media">
        {item.imageUrl ? (
          <Picture
            src={item.imageUrl}
            alt=""
            sizes={PACKAGE_CARD_SIZES}
            width={640}
            height={360}
            priority={priority}
            className="package-image"
          />
        ) : null}
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          <span className="package-duration">
            <Clock aria-hidden className="size-3.5" />
            {t("card.days", { count: item.durationDays })}
          </span>
          {item.featured ? <FeaturedBadge /> : null}
        </div>
      </div>
      <div className="package-body">
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{item.destination}</span>
        </p>
        <Heading className="package-name">
          <Link
            to={packageHref(item.slug)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-strong"
          >
            {item.name}
          </Link>
        </Heading>
        <div className="mt-2.5 flex flex-wrap items-center justify-between gap-2">
          {item.rating !== null ? <Rating rating={item.rating} /> : <span />}
          <BudgetBadge level={item.budgetLevel} />
        </div>
        <div className="mt-auto pt-4">
          <PackagePrice cents={item.priceCents} />
        </div>
      </div>
    </article>
  );
}

export function PackageCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-6 w-4/5" />
        <div className="flex justify-between gap-3">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="mt-4 h-7 w-40" />
      </div>
    </div>
  );
}
