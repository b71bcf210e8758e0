// Status changes, oldest first. Logical CSS only, so that the line runs on the right in Arabic.

import type { ReactNode } from "react";
import { cx } from "./ui/cx.ts";
import { Check, X } from "./ui/icons.tsx";

export type TimelineTone = "neutral" | "success" | "danger";

export interface TimelineItem {
  id: string;
  label: ReactNode;
  /** ISO 8601, for the <time> element. */
  time: string;
  timeLabel: string;
  note?: string;
  state: "done" | "current";
  tone?: TimelineTone;
  icon?: ReactNode;
}

const markerTones: Record<TimelineTone, { done: string; current: string }> = {
  neutral: { done: "bg-brand text-white", current: "bg-brand text-white ring-4 ring-brand-soft" },
  success: {
    done: "bg-emerald-600 text-white",
    current: "bg-emerald-600 text-white ring-4 ring-emerald-100",
  },
  danger: { done: "bg-red-600 text-white", current: "bg-red-600 text-white ring-4 ring-red-100" },
};

function Marker({ current, danger }: { current: boolean; danger: boolean }) {
  if (current && !danger) return <span className="size-2.5 rounded-full bg-white" />;
  return danger ? <X className="size-4" /> : <Check className="size-4" />;
}

export interface StatusTimelineProps {
  items: readonly TimelineItem[];
  label: string;
  /** Tells screen readers which item is the current one. */
  currentLabel?: string;
  className?: string;
}

export function StatusTimeline({ items, label, currentLabel, className }: StatusTimelineProps) {
  return (
    <ol aria-label={label} className={cx("relative", className)}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        const current = item.state === "current";
        const tone = markerTones[item.tone ?? "neutral"];
        return (
          <li
            key={item.id}
            aria-current={current ? "step" : undefined}
            className="relative flex gap-4 pb-6 last:pb-0"
          >
            {last ? null : (
              <span aria-hidden className="absolute start-[13px] top-8 bottom-0 w-0.5 bg-slate-200" />
            )}
            <span
              aria-hidden
              className={cx(
                "relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full",
                current ? tone.current : tone.done,
              )}
            >
              {item.icon ?? <Marker current={current} danger={item.tone === "danger"} />}
            </span>
            <div className="min-w-0 flex-1 pt-0.5">
              <p
                className={cx(
                  "text-sm",
                  current ? "font-semibold text-slate-900" : "font-medium text-slate-800",
                )}
              >
                {item.label}
                {current && currentLabel ? <span className="sr-only"> ({currentLabel})</span> : null}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {/* auto: the back office's compact times read left to right, customers' long dates in their language. */}
                <time dateTime={item.time} dir="auto">
                  {item.timeLabel}
                </time>
              </p>
              {item.note ? (
                // Staff write notes in either language: the note takes its own direction, punctuation included.
                <p
                  dir="auto"
                  className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700 ring-1 ring-slate-200"
                >
                  {item.note}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
