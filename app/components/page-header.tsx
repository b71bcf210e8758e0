import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../platform/i18n/use-translation.ts";

export interface Crumb {
  label: string;
  href?: string;
}

/** "Home › Section › Page": the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t("breadcrumb.home"), href: "/" }, ...items];
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${crumb.href ?? ""}|${crumb.label}`} className="flex items-center gap-1.5">
              {index > 0 ? (
                <ChevronRight aria-hidden className="size-3.5 shrink-0 text-slate-400 flip-rtl" />
              ) : null}
              {crumb.href && !last ? (
                <Link
                  to={crumb.href}
                  className="rounded underline-offset-4 outline-none hover:text-brand hover:underline focus-visible:ring-2 focus-visible:ring-brand"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-medium text-slate-900" : undefined}
                >
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  intro?: string;
  breadcrumbs?: readonly Crumb[];
  /** Extra content under the intro (a search form, a count…). */
  children?: ReactNode;
}

/** The top band of a content page: breadcrumbs, a small label, the h1 and an introduction. */
export function PageHeader({ title, eyebrow, intro, breadcrumbs, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-10 sm:pt-10 sm:pb-14">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        <div className="mt-6 max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-strong uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
