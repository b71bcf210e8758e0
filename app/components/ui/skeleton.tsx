import { cx } from "./cx.ts";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx("animate-pulse rounded-lg bg-slate-200", className)} />;
}
