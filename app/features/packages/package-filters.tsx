import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigation, useSubmit } from "react-router";
import { SearchInput } from "../../components/search-input.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ChevronDown, Search, SlidersHorizontal } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  BUDGET_FILTERS,
  PACKAGE_SORTS,
  type PackageListParams,
  PRICE_BANDS,
  packageListSearch,
  parsePackageListParams,
} from "./package-list-query.ts";

/** Typing pauses this long before the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 400;

const selectClasses =
  "h-11 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white ps-3 pe-9 text-sm " +
  "text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30";

function NativeSelect({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select id={id} name={name} value={value} onChange={onChange} className={selectClasses}>
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}

function useFollowing<T>(source: T): [T, (value: T) => void] {
  const [value, setValue] = useState(source);
  useEffect(() => setValue(source), [source]);
  return [value, setValue];
}

/** A GET form: it works without JavaScript. Controls show the state being loaded, so they never jump back. */
export function PackageFilters({ params }: { params: PackageListParams }) {
  const { t } = useTranslation("packages");
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchId = useId();

  const pending =
    navigation.location && navigation.location.pathname === location.pathname
      ? parsePackageListParams(new URLSearchParams(navigation.location.search))
      : params;
  const [sort, setSort] = useFollowing(pending.sort);
  const [price, setPrice] = useFollowing(pending.price);
  const [budget, setBudget] = useFollowing(pending.budget);
  const [featuredOnly, setFeaturedOnly] = useFollowing(pending.featuredOnly);

  // The search box follows the URL (back button, "clear filters"), except while someone types in it.
  useEffect(() => {
    const box = searchRef.current;
    if (box && document.activeElement !== box && box.value !== params.q) box.value = params.q;
  }, [params.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (changes: Partial<PackageListParams>, replace = false) => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const state: PackageListParams = {
      ...parsePackageListParams(new URLSearchParams(data as unknown as Record<string, string>)),
      featuredOnly: data.get("featured") === "1",
      ...changes,
      page: 1,
    };
    submit(packageListSearch(state) || "?", {
      method: "get",
      action: location.pathname,
      replace,
      preventScrollReset: true,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({});
  };

  const onSearchInput = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({}, true), SEARCH_DEBOUNCE_MS);
  };

  const filtersId = `${searchId}-title`;
  return (
    <form
      ref={formRef}
      method="get"
      action={location.pathname}
      onSubmit={onSubmit}
      aria-labelledby={filtersId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={filtersId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <SlidersHorizontal aria-hidden className="size-4 text-brand-strong" />
        {t("filters.label")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
            {t("filters.search")}
          </label>
          <SearchInput
            ref={searchRef}
            id={searchId}
            defaultValue={params.q}
            placeholder={t("filters.searchPlaceholder")}
            onInput={onSearchInput}
          />
        </div>
        <NativeSelect
          label={t("filters.sort")}
          name="sort"
          value={sort}
          onChange={(event) => {
            const value = event.target.value as PackageListParams["sort"];
            setSort(value);
            go({ sort: value });
          }}
        >
          {PACKAGE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t("filters.price")}
          name="price"
          value={price}
          onChange={(event) => {
            const value = event.target.value as PackageListParams["price"];
            setPrice(value);
            go({ price: value });
          }}
        >
          {PRICE_BANDS.map((band) => (
            <option key={band} value={band}>
              {t(`filters.prices.${band}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t("filters.budget")}
          name="budget"
          value={budget}
          onChange={(event) => {
            const value = event.target.value as PackageListParams["budget"];
            setBudget(value);
            go({ budget: value });
          }}
        >
          {BUDGET_FILTERS.map((budget) => (
            <option key={budget} value={budget}>
              {budget === "all" ? t("filters.allBudgets") : t(`budget.${budget}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="featured"
            value="1"
            checked={featuredOnly}
            onChange={(event) => {
              setFeaturedOnly(event.target.checked);
              go({ featuredOnly: event.target.checked });
            }}
            className="size-5 cursor-pointer rounded border-slate-400 accent-[var(--color-brand)] outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2"
          />
          {t("filters.featuredOnly")}
        </label>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" />
          {t("filters.apply")}
        </Button>
      </div>
    </form>
  );
}
