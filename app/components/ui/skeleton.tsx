import { cx } from "./cx.ts";

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx("animate-pulse rounded-lg bg-slate-200", className)} />;
}
