/**
 * A vertical timeline of status changes (tracking page, profile, admin): one entry per event, oldest first,
 * each with its label, time and an optional note; the entry that is the current state is marked
 * (`aria-current="step"`). Labels, times and notes arrive as text in the page's language. Logical CSS only,
 * so the line runs on the right in Arabic.
 */
import { Check, X } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "./ui/cx.ts";

export type TimelineTone = "neutral" | "success" | "danger";

export interface TimelineItem {
  /** Unique within the list. */
  id: string;
  label: ReactNode;
  /** ISO 8601, for the <time> element. */
  time: string;
  /** The time as shown ("June 1, 2025 at 14:30 UTC"). */
  timeLabel: string;
  note?: string;
  /** Done: past; current: where the subject stands now (one item). */
  state: "done" | "current";
  /** The marker's colour: success for an approval, danger for a refusal or a failed payment. */
  tone?: TimelineTone;
  /** A small icon inside the marker (a check for done items otherwise). */
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

/** The default marker: a check (a cross for a refusal), a dot for the current item. */
function Marker({ current, danger }: { current: boolean; danger: boolean }) {
  if (current && !danger) return <span className="size-2.5 rounded-full bg-white" />;
  return danger ? <X className="size-4" /> : <Check className="size-4" />;
}

export interface StatusTimelineProps {
  items: readonly TimelineItem[];
  /** The list's accessible name ("Application history"). */
  label: string;
  /** Says which item is the current one to screen readers ("Current status"). */
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
                <time dateTime={item.time}>{item.timeLabel}</time>
              </p>
              {item.note ? (
                <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700 ring-1 ring-slate-200">
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
