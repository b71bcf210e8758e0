// Native controls (no react-aria), so a form on the first page load stays light and works before hydration.
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cx } from "../ui/cx.ts";
import { inputClasses } from "../ui/input-classes.ts";
import { ErrorList } from "./error-list.tsx";

export { ErrorList } from "./error-list.tsx";

type Meta = FieldMetadata<unknown>;

const controlClasses = cx(inputClasses, "aria-invalid:border-red-500");

interface FrameProps {
  meta: Meta;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

function Frame({ meta, label, description, className, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <label htmlFor={meta.id} className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {description ? (
        <p id={meta.descriptionId} className="text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

const described = (meta: Meta, description: ReactNode) => ({
  ariaDescribedBy: description ? meta.descriptionId : undefined,
});

export interface FieldProps
  extends FrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue" | "className"> {
  end?: ReactNode;
  inputClassName?: string;
}

// Mark required fields with `aria-required`, not `required`: the browser must not judge (or colour red) a
// field nobody has touched yet.
export function Field({
  meta,
  label,
  description,
  className,
  end,
  inputClassName,
  type,
  ...input
}: FieldProps) {
  return (
    <Frame meta={meta} label={label} description={description} className={className}>
      <div className="relative">
        <input
          {...getInputProps(meta, { type: (type ?? "text") as "text", ...described(meta, description) })}
          key={meta.key}
          {...input}
          className={cx(controlClasses, end ? "pe-11" : undefined, inputClassName)}
        />
        {end ? <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div> : null}
      </div>
    </Frame>
  );
}

export interface TextareaFieldProps
  extends FrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue" | "className"> {}

export function TextareaField({ meta, label, description, className, ...textarea }: TextareaFieldProps) {
  return (
    <Frame meta={meta} label={label} description={description} className={className}>
      <textarea
        {...getTextareaProps(meta, described(meta, description))}
        key={meta.key}
        {...textarea}
        className={cx(controlClasses, "min-h-24")}
      />
    </Frame>
  );
}

export interface SelectFieldProps
  extends FrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "defaultValue" | "className"> {
  options: { value: string; label: string }[];
  /** The first, empty choice ("Choose…"); absent when a value is always chosen. */
  placeholder?: string;
}

export function SelectField({
  meta,
  label,
  description,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <Frame meta={meta} label={label} description={description} className={className}>
      <select
        {...getSelectProps(meta, described(meta, description))}
        key={meta.key}
        {...select}
        className={cx(controlClasses, "h-11")}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function FileField({
  meta,
  label,
  description,
  className,
  ...input
}: Omit<FieldProps, "end" | "type">) {
  return (
    <Frame meta={meta} label={label} description={description} className={className}>
      <input
        {...getInputProps(meta, { type: "file", ...described(meta, description) })}
        key={meta.key}
        {...input}
        className={cx(
          controlClasses,
          "cursor-pointer file:me-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-strong",
        )}
      />
    </Frame>
  );
}

export interface CheckboxFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "id" | "name" | "defaultChecked" | "className" | "type"
  > {
  meta: Meta;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** Sent as "on" when ticked (zod: `z.literal("on")` or Conform's boolean coercion). */
export function CheckboxField({ meta, label, description, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <div className="flex items-start gap-2.5">
        <input
          {...getInputProps(meta, { type: "checkbox", ...described(meta, description) })}
          key={meta.key}
          {...input}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand aria-invalid:outline-2 aria-invalid:outline-red-500"
        />
        <label htmlFor={meta.id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      {description ? (
        <p id={meta.descriptionId} className="ms-7.5 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      <div className="ms-7.5">
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
    </div>
  );
}
