import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "./ui/cx.ts";
import { ArrowRight } from "./ui/icons.tsx";

export function Section({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  intro,
  action,
  compact,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: { href: string; label: string };
  compact?: boolean;
}) {
  return (
    <div
      className={cx("flex flex-col sm:flex-row sm:items-end sm:justify-between", compact ? "gap-3" : "gap-4")}
    >
      <div className="max-w-2xl">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 text-lg text-slate-600">{intro}</p> : null}
      </div>
      {action ? (
        <Link
          to={action.href}
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded font-semibold text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand sm:self-auto"
        >
          {action.label}
          <ArrowRight aria-hidden className="size-4 flip-rtl" />
        </Link>
      ) : null}
    </div>
  );
}
