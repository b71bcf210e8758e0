import type { HTMLAttributes } from "react";
import { cx } from "./cx.ts";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={cx("overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm", className)}
    />
  );
}
