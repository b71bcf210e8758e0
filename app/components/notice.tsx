import type { HTMLAttributes } from "react";
import { cx } from "./ui/cx.ts";

const tones = {
  error: "border-red-200 bg-red-50 text-red-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
} as const;

export type NoticeTone = keyof typeof tones;

export interface NoticeProps extends HTMLAttributes<HTMLElement> {
  tone: NoticeTone;
  as?: "div" | "p" | "section";
}

/** Outside forms. An error is announced (role "alert") unless told otherwise. */
export function Notice({ tone, as: Element = "div", className, ...props }: NoticeProps) {
  return (
    <Element
      role={tone === "error" ? "alert" : undefined}
      {...props}
      className={cx("border", tones[tone], className)}
    />
  );
}
