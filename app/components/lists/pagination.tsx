import { Link, useLocation } from "react-router";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { pageHref } from "../../platform/lists/list-query.ts";
import { cx } from "../ui/cx.ts";
import { ChevronLeft, ChevronRight } from "../ui/icons.tsx";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand";
// Apart: with both bg-white and bg-brand on one element, the stylesheet's order would pick bg-white.
const idle = cx(item, "border-slate-300 bg-white hover:bg-slate-50");
const current = cx(item, "border-brand bg-brand text-white");

/** Previous / numbered / next page links that keep the list's filters (spec §9: 20 items a page). */
export function Pagination({
  page,
  totalPages,
  className = "mt-8 justify-center",
}: {
  page: number;
  totalPages: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  const numbers = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t("pagination.label")} className={cx("flex flex-wrap items-center gap-2", className)}>
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} className={idle} rel="prev">
          <ChevronLeft aria-hidden className="size-4 flip-rtl" />
          {t("pagination.previous")}
        </Link>
      ) : null}
      {numbers.map((n, i) => (
        <span key={n} className="contents">
          {i > 0 && n - numbers[i - 1]! > 1 ? <span aria-hidden>…</span> : null}
          <Link
            to={pageHref(search, n)}
            aria-current={n === page ? "page" : undefined}
            aria-label={t("pagination.page", { page: n })}
            className={n === page ? current : idle}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < totalPages ? (
        <Link to={pageHref(search, page + 1)} className={idle} rel="next">
          {t("pagination.next")}
          <ChevronRight aria-hidden className="size-4 flip-rtl" />
        </Link>
      ) : null}
    </nav>
  );
}
