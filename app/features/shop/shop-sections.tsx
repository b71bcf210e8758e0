import type { ReactNode } from "react";
import { Link } from "react-router";
import { Price } from "../../components/price.tsx";
import { Section, SectionHeading } from "../../components/section.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { cx } from "../../components/ui/cx.ts";
import {
  ArrowRight,
  Backpack,
  CreditCard,
  type IconComponent,
  Palmtree,
  ShoppingBag,
  Smartphone,
  Truck,
  Undo2,
} from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { MONEY_BACK_GUARANTEE_DAYS } from "../../platform/domain/constants.ts";
import { stockLevel, stockTone } from "../../platform/domain/stock-levels.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ShopAccessory, ShopCategory, ShopCategoryStats } from "./shop.server.ts";

const container = "mx-auto max-w-7xl px-4";

export function ShopHero() {
  const { t } = useTranslation("shop");
  const perks: { key: string; icon: IconComponent; text: string }[] = [
    { key: "shipping", icon: Truck, text: t("hero.perks.shipping") },
    { key: "moneyBack", icon: Undo2, text: t("hero.perks.moneyBack", { count: MONEY_BACK_GUARANTEE_DAYS }) },
    { key: "secure", icon: CreditCard, text: t("hero.perks.secure") },
  ];
  return (
    <section aria-labelledby="shop-title" className="relative isolate overflow-hidden bg-brand text-white">
      <div aria-hidden className="absolute inset-0 -z-10">
        <div className="absolute -top-24 -end-24 size-96 rounded-full bg-white/10 blur-3xl" />
        <div className="absolute -bottom-32 -start-16 size-80 rounded-full bg-black/10 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.12)_1px,transparent_0)] [background-size:24px_24px]" />
      </div>
      <div className={`${container} py-14 sm:py-20`}>
        <nav aria-label={t("common:breadcrumb.label")} className="text-sm">
          <ol className="flex items-center gap-1.5 text-white/80">
            <li>
              <Link
                to="/"
                className="rounded underline-offset-4 outline-none hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-white"
              >
                {t("common:breadcrumb.home")}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li aria-current="page" className="font-medium text-white">
              {t("hero.eyebrow")}
            </li>
          </ol>
        </nav>
        <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
          <ShoppingBag aria-hidden className="size-4" />
          {t("hero.eyebrow")}
        </p>
        <h1
          id="shop-title"
          className="mt-5 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {t("hero.title")}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90">{t("hero.intro")}</p>
        <ul className="mt-8 flex flex-wrap gap-3">
          {perks.map((perk) => (
            <li
              key={perk.key}
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-medium ring-1 ring-white/20"
            >
              <perk.icon aria-hidden className="size-4" />
              {perk.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const CATEGORY_STYLE = {
  esim: { icon: Smartphone, href: "/esim-shop", tint: "from-teal-50 to-white", badge: "bg-teal-600" },
  accessories: {
    icon: Backpack,
    href: "/travel-accessories",
    tint: "from-amber-50 to-white",
    badge: "bg-amber-600",
  },
  packages: {
    icon: Palmtree,
    href: "/travel-packages",
    tint: "from-indigo-50 to-white",
    badge: "bg-indigo-600",
  },
} as const satisfies Record<ShopCategory, unknown>;

type CategoryKey = keyof typeof CATEGORY_STYLE;

function CategoryCard({ category, stats }: { category: CategoryKey; stats: ShopCategoryStats }) {
  const { t } = useTranslation("shop");
  const style = CATEGORY_STYLE[category];
  return (
    <article
      data-category={category}
      className={cx(
        "group relative flex h-full flex-col rounded-3xl border border-slate-200 bg-gradient-to-b p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand focus-within:ring-offset-2 sm:p-7",
        style.tint,
      )}
    >
      <span
        aria-hidden
        className={cx(
          "flex size-12 items-center justify-center rounded-2xl text-white shadow-sm",
          style.badge,
        )}
      >
        <style.icon className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-slate-900">
        <Link to={style.href} className="outline-none after:absolute after:inset-0 after:content-['']">
          {t(`categories.${category}.title`)}
        </Link>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{t(`categories.${category}.body`)}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-600">
        <span className="font-semibold text-slate-900">
          {t(`categories.${category}.count`, { count: stats.count })}
        </span>
        {stats.fromPriceCents !== null ? (
          <>
            <span aria-hidden>·</span>
            <span>
              {t("categories.from")}{" "}
              <Price cents={stats.fromPriceCents} className="font-semibold text-slate-900" />
            </span>
          </>
        ) : null}
      </p>
      <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-strong group-hover:underline">
        {t(`categories.${category}.cta`)}
        <ArrowRight aria-hidden className="size-4 flip-rtl" />
      </span>
    </article>
  );
}

export function CategoriesSection({ categories }: { categories: Record<ShopCategory, ShopCategoryStats> }) {
  const { t } = useTranslation("shop");
  return (
    <section aria-labelledby="shop-categories" className={`${container} -mt-8 sm:-mt-10`}>
      <h2 id="shop-categories" className="sr-only">
        {t("categories.heading")}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {(Object.keys(CATEGORY_STYLE) as CategoryKey[]).map((category) => (
          <li key={category}>
            <CategoryCard category={category} stats={categories[category]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ShopSection({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Section id={id} className={cx("py-14 sm:py-20", className)}>
      {children}
    </Section>
  );
}

/** The cards come from the eSIM feature, composed by the route. */
export function DestinationsSection<T extends { slug: string }>({
  destinations,
  renderCard,
}: {
  destinations: readonly T[];
  renderCard: (destination: T) => ReactNode;
}) {
  const { t } = useTranslation("shop");
  if (destinations.length === 0) return null;
  return (
    <ShopSection id="shop-destinations">
      <SectionHeading
        id="shop-destinations"
        title={t("destinations.heading")}
        intro={t("destinations.intro")}
        action={{ href: "/esim-shop", label: t("destinations.viewAll") }}
        compact
      />
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {destinations.map((destination) => (
          <li key={destination.slug} data-destination={destination.slug}>
            {renderCard(destination)}
          </li>
        ))}
      </ul>
    </ShopSection>
  );
}

function AccessoryCard({ accessory }: { accessory: ShopAccessory }) {
  const { t } = useTranslation("shop");
  const level = stockLevel(accessory.stock);
  return (
    <Link
      to={`/accessories/${encodeURIComponent(accessory.slug)}`}
      className="card-link group overflow-hidden"
    >
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        {accessory.imageUrl ? (
          <Picture
            src={accessory.imageUrl}
            alt=""
            sizes="(min-width: 1024px) 300px, 50vw"
            width={400}
            height={300}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <bdi>{accessory.brand}</bdi>
        </p>
        <h3 className="mt-1 font-semibold leading-snug text-slate-900 group-hover:text-brand-strong">
          {accessory.name}
        </h3>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
          <Price cents={accessory.priceCents} className="text-lg font-bold text-slate-900" />
          <Badge tone={stockTone[level]}>{t(`catalog:stock.${level}`)}</Badge>
        </div>
      </div>
    </Link>
  );
}

export function AccessoriesSection({ accessories }: { accessories: readonly ShopAccessory[] }) {
  const { t } = useTranslation("shop");
  if (accessories.length === 0) return null;
  return (
    <ShopSection id="shop-accessories" className="bg-white">
      <SectionHeading
        id="shop-accessories"
        title={t("accessories.heading")}
        intro={t("accessories.intro")}
        action={{ href: "/travel-accessories", label: t("accessories.viewAll") }}
        compact
      />
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {accessories.map((accessory) => (
          <li key={accessory.id} data-accessory={accessory.slug}>
            <AccessoryCard accessory={accessory} />
          </li>
        ))}
      </ul>
    </ShopSection>
  );
}

/** The cards come from the packages feature, composed by the route. */
export function PackagesSection<T extends { id: string }>({
  packages,
  renderCard,
}: {
  packages: readonly T[];
  renderCard: (item: T) => ReactNode;
}) {
  const { t } = useTranslation("shop");
  if (packages.length === 0) return null;
  return (
    <ShopSection id="shop-packages">
      <SectionHeading
        id="shop-packages"
        title={t("packages.heading")}
        intro={t("packages.intro")}
        action={{ href: "/travel-packages", label: t("packages.viewAll") }}
        compact
      />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {packages.map((item) => (
          <li key={item.id}>{renderCard(item)}</li>
        ))}
      </ul>
    </ShopSection>
  );
}
