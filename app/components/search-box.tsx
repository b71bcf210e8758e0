import { Form, useNavigate } from "react-router";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { cx } from "./ui/cx.ts";
import { Search } from "./ui/icons.tsx";

/** Spec §2: a blank search goes nowhere. */
export function SearchBox({ className, id = "site-search" }: { className?: string; id?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className={cx("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
        if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("header.searchLabel")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={t("header.searchPlaceholder")}
        className="h-10 w-full rounded-full border border-slate-300 bg-white/90 ps-10 pe-4 text-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
      />
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
      />
    </Form>
  );
}
