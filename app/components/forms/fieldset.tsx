import type { ReactNode } from "react";
import { cx } from "../ui/cx.ts";
import { ErrorList } from "./error-list.tsx";

export interface FieldsetProps {
  legend: ReactNode;
  description?: ReactNode;
  /** Errors of the group as a whole (e.g. "choose at least one"). */
  errors?: string[] | null;
  errorId?: string;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A group of fields under a legend; `disabled` turns every control inside off while the form is busy. */
export function Fieldset({
  legend,
  description,
  errors,
  errorId,
  disabled,
  className,
  children,
}: FieldsetProps) {
  return (
    <fieldset disabled={disabled} className={cx("min-w-0", className)}>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <ErrorList id={errorId} errors={errors} />
      <div className="mt-4">{children}</div>
    </fieldset>
  );
}
