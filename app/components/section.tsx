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
    // The heading's classes are app.css's (.section-head…): a page of sections repeated them for each.
    <div className={cx("section-head", compact ? "gap-3" : "gap-4")}>
      <div className="max-w-2xl">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {intro ? <p className="section-intro">{intro}</p> : null}
      </div>
      {action ? (
        <Link to={action.href} className="section-link">
          {action.label}
          <ArrowRight aria-hidden className="size-4 flip-rtl" />
        </Link>
      ) : null}
    </div>
  );
}
