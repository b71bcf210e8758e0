import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { cx } from "./ui/cx.ts";
import { ChevronRight } from "./ui/icons.tsx";

export interface Crumb {
  label: string;
  href?: string;
}

const CRUMB_STYLES = {
  site: {
    nav: "text-sm",
    item: "flex items-center gap-1.5",
    link: "hover:text-brand",
    text: (last: boolean) => (last ? "font-medium text-slate-900" : undefined),
  },
  admin: {
    nav: "mb-3 text-sm",
    item: "flex min-w-0 items-center gap-1.5",
    link: "hover:text-brand-strong",
    text: (last: boolean) => cx("truncate", last && "font-medium text-slate-900"),
  },
};

/** The trail from `root` (the home page by default) to the current page, which is not a link. */
export function Breadcrumbs({
  items,
  root,
  label,
  variant = "site",
}: {
  items: readonly Crumb[];
  root?: Crumb;
  label?: string;
  variant?: keyof typeof CRUMB_STYLES;
}) {
  const { t } = useTranslation();
  const all: Crumb[] = [root ?? { label: t("breadcrumb.home"), href: "/" }, ...items];
  const style = CRUMB_STYLES[variant];
  return (
    <nav aria-label={label ?? t("breadcrumb.label")} className={style.nav}>
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${crumb.href ?? ""}|${crumb.label}`} className={style.item}>
              {index > 0 ? (
                <ChevronRight aria-hidden className="size-3.5 shrink-0 text-slate-400 flip-rtl" />
              ) : null}
              {crumb.href && !last ? (
                <Link
                  to={crumb.href}
                  className={`rounded underline-offset-4 outline-none ${style.link} hover:underline focus-visible:ring-2 focus-visible:ring-brand`}
                >
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={style.text(last)}>
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
  children?: ReactNode;
}

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
