import { useEffect, useId, useRef } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { useCart } from "../../components/cart/cart-context.tsx";
import { useDataAmount } from "../../components/esim/data-amount.ts";
import { Price } from "../../components/price.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import {
  CalendarDays,
  Check,
  MessageSquareText,
  Phone,
  Search as SearchIcon,
  ShoppingCart,
  Wifi,
} from "../../components/ui/icons.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { destinationImage } from "../../platform/domain/destination-image.ts";
import { stockTone } from "../../platform/domain/stock-levels.ts";
import { SEARCH_QUERY_MAX_LENGTH } from "../../platform/domain/text-input.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { withParams } from "../../platform/lists/list-query.ts";
import type { EsimDestinationDetail, EsimPlan } from "./esim-views.ts";
import { DATA_FILTERS, PLAN_SORTS, type PlanParamPrefix, type PlanQuery } from "./params.ts";

const LIVE_SEARCH_DELAY_MS = 350;

/** On the destination page, or inside the grid's dialog. */
export interface PlanNavigation {
  prefix: PlanParamPrefix;
  pathname: string;
  /** The dialog replaces the history entry, the page adds one. */
  replace: boolean;
  /** The dialog remembers that it was opened from the grid. */
  state?: unknown;
}

const chip =
  "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-1";
const chipOn = "border-brand bg-brand text-white";
const chipOff = "border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand-strong";

/** Links and a GET form, so that no JavaScript is needed. */
export function PlanControls({ query, nav }: { query: PlanQuery; nav: PlanNavigation }) {
  const { t } = useTranslation("esim");
  const { search } = useLocation();
  const submit = useSubmit();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const name = (key: "sort" | "data" | "q") => `${nav.prefix}${key}`;

  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement !== input) input.value = query.q;
  }, [query.q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const href = (key: "sort" | "data", value: string | null) => ({
    pathname: nav.pathname,
    search: withParams(search, { [name(key)]: value }),
  });
  const linkProps = { replace: nav.replace, preventScrollReset: true, state: nav.state };
  // The search form carries every other parameter of the URL along.
  const hidden = [...new URLSearchParams(search)].filter(([key]) => key !== name("q"));

  return (
    <div className="flex flex-col gap-4">
      <Form
        ref={formRef}
        method="get"
        action={nav.pathname}
        role="search"
        aria-label={t("plans.searchLabel")}
        replace={nav.replace}
        preventScrollReset
        state={nav.state}
        className="flex gap-2"
        onSubmit={() => window.clearTimeout(timer.current)}
      >
        {hidden.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <label htmlFor={`${id}-q`} className="sr-only">
          {t("plans.searchLabel")}
        </label>
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            ref={inputRef}
            id={`${id}-q`}
            name={name("q")}
            type="search"
            defaultValue={query.q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t("plans.searchPlaceholder")}
            autoComplete="off"
            onChange={() => {
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(() => {
                if (formRef.current)
                  submit(formRef.current, { replace: true, preventScrollReset: true, state: nav.state });
              }, LIVE_SEARCH_DELAY_MS);
            }}
            className={cx(inputClasses, "h-10 ps-9 text-sm")}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t("plans.searchSubmit")}
        </Button>
      </Form>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not of form controls */}
        <div role="group" aria-labelledby={`${id}-sort`} className="flex flex-wrap items-center gap-2">
          <span id={`${id}-sort`} className="w-full text-sm font-medium text-slate-700 sm:w-auto">
            {t("plans.sortLabel")}
          </span>
          {PLAN_SORTS.map((sort) => (
            <Link
              key={sort}
              to={href("sort", sort === "price" ? null : sort)}
              {...linkProps}
              aria-current={query.sort === sort ? "true" : undefined}
              className={cx(chip, query.sort === sort ? chipOn : chipOff)}
            >
              {t(`plans.sort.${sort}`)}
            </Link>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not of form controls */}
        <div role="group" aria-labelledby={`${id}-data`} className="flex flex-wrap items-center gap-2">
          <span id={`${id}-data`} className="w-full text-sm font-medium text-slate-700 sm:w-auto">
            {t("plans.dataLabel")}
          </span>
          {DATA_FILTERS.map((data) => (
            <Link
              key={data}
              to={href("data", data === "all" ? null : data)}
              {...linkProps}
              aria-current={query.data === data ? "true" : undefined}
              className={cx(chip, query.data === data ? chipOn : chipOff)}
            >
              {t(`plans.data.${data}`)}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}

function PlanCard({
  plan,
  destination,
  detailed,
}: {
  plan: EsimPlan;
  destination: EsimDestinationDetail;
  detailed: boolean;
}) {
  const { t } = useTranslation("esim");
  const { add } = useCart();
  const dataAmount = useDataAmount();
  const id = useId();
  const soldOut = plan.stock === "out_of_stock";
  const voice = plan.minutes !== null || plan.sms !== null;
  return (
    <li
      data-plan-id={plan.id}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-data`} className="text-xl font-bold text-slate-900">
            {dataAmount(plan.dataMb)}
          </h3>
          <p id={`${id}-validity`} className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarDays aria-hidden className="size-4 shrink-0" />
            {t("plans.validity", { count: plan.validityDays })}
          </p>
        </div>
        <Badge tone={stockTone[plan.stock]} className="shrink-0">
          {t(`catalog:stock.${plan.stock}`)}
        </Badge>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        {voice ? (
          <>
            {plan.minutes !== null ? (
              <li className="flex items-center gap-1.5">
                <Phone aria-hidden className="size-4 shrink-0 text-brand flip-rtl" />
                {t("plans.minutes", { count: plan.minutes })}
              </li>
            ) : null}
            {plan.sms !== null ? (
              <li className="flex items-center gap-1.5">
                <MessageSquareText aria-hidden className="size-4 shrink-0 text-brand" />
                {t("plans.sms", { count: plan.sms })}
              </li>
            ) : null}
          </>
        ) : (
          <li className="flex items-center gap-1.5">
            <Wifi aria-hidden className="size-4 shrink-0 text-brand" />
            {t("plans.dataOnly")}
          </li>
        )}
      </ul>
      {detailed && plan.features.length > 0 ? (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <h4 className="sr-only">{t("plans.features")}</h4>
          <ul className="space-y-1.5 text-sm text-slate-600">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <p>
          <span className="sr-only">{t("plans.price")} </span>
          <Price cents={plan.priceCents} className="text-xl font-bold text-slate-900" />
        </p>
        <Button
          size="sm"
          isDisabled={soldOut}
          aria-describedby={`${id}-data ${id}-validity`}
          onPress={() =>
            add({
              id: plan.id,
              name: `${destination.name} · ${plan.name}`,
              price: plan.priceCents / 100,
              image_url: plan.imageUrl ?? destinationImage(destination),
              product_type: "esim",
              max_quantity: plan.maxQuantity,
            })
          }
        >
          <ShoppingCart aria-hidden className="size-4 flip-rtl" />
          {t("catalog:addToCart")}
        </Button>
      </div>
    </li>
  );
}

/** Shared by the grid's dialog and the destination page. */
export function PlanList({
  destination,
  query,
  pending,
  detailed = false,
  resetHref,
}: {
  destination: EsimDestinationDetail;
  query: PlanQuery;
  pending: boolean;
  detailed?: boolean;
  resetHref: { pathname: string; search: string };
}) {
  const { t } = useTranslation("esim");
  const filtered = query.data !== "all" || query.q !== "";
  const { plans } = destination;
  if (destination.planCount === 0) {
    return (
      <p
        role="status"
        className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600"
      >
        {t("errors:screens.noEsimProducts")}
      </p>
    );
  }
  return (
    <div aria-busy={pending || undefined} className={cx("transition-opacity", pending && "opacity-50")}>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {filtered
          ? t("plans.countOf", { count: plans.length, total: destination.planCount })
          : t("plans.count", { count: plans.length })}
      </p>
      {plans.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="text-slate-700">{t("plans.none")}</p>
          <Link
            to={resetHref}
            preventScrollReset
            className="mt-3 inline-flex rounded text-sm font-semibold text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
          >
            {t("plans.reset")}
          </Link>
        </div>
      ) : (
        <ul
          aria-label={t("plans.listLabel")}
          className={cx("grid gap-3 sm:grid-cols-2", detailed && "lg:grid-cols-3 lg:gap-4")}
        >
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} destination={destination} detailed={detailed} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function PlanListSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation("esim");
  return (
    <div>
      <p role="status" className="sr-only">
        {t("plans.loading")}
      </p>
      <ul aria-hidden className="grid gap-3 sm:grid-cols-2" data-testid="esim-plans-skeleton">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <div className="flex justify-between">
              <Skeleton className="h-6 w-20" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="mt-2 h-4 w-24" />
            <Skeleton className="mt-4 h-4 w-32" />
            <div className="mt-5 flex items-center justify-between">
              <Skeleton className="h-6 w-16" />
              <Skeleton className="h-8 w-28" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
