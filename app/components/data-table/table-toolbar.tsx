import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { Form, Link, useLocation, useSubmit } from "react-router";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ListDefinition, ListQuery } from "../../platform/lists/list-query.ts";
import { SearchInput } from "../search-input.tsx";
import { Button } from "../ui/button.tsx";

const SEARCH_DEBOUNCE_MS = 400;

/** A GET form, so that it works without JavaScript; the parameters the list does not own travel in hidden fields. */
export function TableToolbar<C extends string>({
  list,
  query,
  filters,
  searchLabel,
}: {
  list: ListDefinition<C>;
  query: ListQuery<C>;
  filters?: ReactNode;
  searchLabel?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const owned = new Set(list.keys.filter((key) => key !== "sort"));
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => !owned.has(key));

  // The box follows the URL (back button, clear filters), except while someone types in it.
  useEffect(() => {
    const box = searchRef.current;
    if (box && document.activeElement !== box && box.value !== query.q) box.value = query.q;
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (form: HTMLFormElement, replace = false) => {
    clearTimeout(timer.current);
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "") params.append(key, value);
    }
    submit(params, { method: "get", action: location.pathname, replace, preventScrollReset: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(event.currentTarget);
  };

  return (
    <Form
      method="get"
      action={location.pathname}
      role="search"
      aria-label={t("table.searchAndFilters")}
      onSubmit={onSubmit}
      onChange={(event) => {
        if ((event.target as EventTarget) !== searchRef.current) go(event.currentTarget);
      }}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:min-w-60">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {searchLabel ?? t("table.search")}
        </label>
        <SearchInput
          ref={searchRef}
          id={searchId}
          size="sm"
          defaultValue={query.q}
          placeholder={t("table.searchPlaceholder")}
          onInput={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            if (form) timer.current = setTimeout(() => go(form, true), SEARCH_DEBOUNCE_MS);
          }}
        />
      </div>
      {filters}
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary">
          {t("table.apply")}
        </Button>
        {list.isFiltered(query) ? (
          <Link
            to={`${location.pathname}${list.clearHref(location.search)}`}
            preventScrollReset
            className="rounded text-sm font-medium text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
          >
            {t("table.clearFilters")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
