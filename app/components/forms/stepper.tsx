import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { cx } from "../ui/cx.ts";
import { Check } from "../ui/icons.tsx";

export type StepState = "done" | "current" | "upcoming";

export interface StepProps {
  number: number;
  label: string;
  state: StepState;
  last?: boolean;
}

export function Step({ number, label, state, last }: StepProps) {
  const { t } = useTranslation();
  return (
    <li
      aria-current={state === "current" ? "step" : undefined}
      data-state={state}
      className={cx("flex items-center gap-2", last ? "shrink-0" : "min-w-0 flex-1")}
    >
      <span
        aria-hidden
        className={cx(
          "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
          state === "done" && "border-brand bg-brand text-white",
          state === "current" && "border-brand bg-white text-brand-strong",
          state === "upcoming" && "border-slate-300 bg-white text-slate-500",
        )}
      >
        {state === "done" ? <Check className="size-4" /> : number}
      </span>
      <span
        className={cx(
          "truncate text-sm",
          state === "current" ? "font-semibold text-slate-900" : "text-slate-600",
          // On narrow screens the names stay for screen readers; the current one shows under the steps.
          "max-sm:sr-only",
        )}
      >
        <span className="sr-only">{`${number}. `}</span>
        {label}
        {state === "done" ? <span className="sr-only">{` (${t("forms.stepDone")})`}</span> : null}
        {state === "current" ? <span className="sr-only">{` (${t("forms.stepCurrent")})`}</span> : null}
      </span>
      {last ? null : (
        <span
          aria-hidden
          className={cx("h-0.5 min-w-4 flex-1 rounded", state === "done" ? "bg-brand" : "bg-slate-200")}
        />
      )}
    </li>
  );
}

export interface StepperProps {
  steps: readonly { id: string; label: string }[];
  current: number;
  label?: string;
  className?: string;
}

/** A display only: moving between steps is the form's business. */
export function Stepper({ steps, current, label, className }: StepperProps) {
  const { t } = useTranslation();
  return (
    <div className={cx("flex flex-col gap-2", className)}>
      <p className="text-sm font-medium text-slate-600">
        {t("forms.stepOf", { current: Math.min(current + 1, steps.length), total: steps.length })}
      </p>
      <ol aria-label={label ?? t("forms.steps")} className="flex items-center gap-2">
        {steps.map((step, index) => (
          <Step
            key={step.id}
            number={index + 1}
            label={step.label}
            state={index < current ? "done" : index === current ? "current" : "upcoming"}
            last={index === steps.length - 1}
          />
        ))}
      </ol>
      {/* Under the steps on narrow screens, where a name beside its number would be cut to a letter or two. */}
      {steps[current] ? (
        <p aria-hidden className="text-sm font-semibold text-slate-900 sm:hidden">
          {steps[current].label}
        </p>
      ) : null}
    </div>
  );
}
