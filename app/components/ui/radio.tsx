import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Label,
  type RadioProps,
} from "react-aria-components";
import { cx } from "./cx.ts";

export function RadioGroup({
  label,
  children,
  className,
  ...props
}: AriaRadioGroupProps & { label: string; children: React.ReactNode }) {
  return (
    <AriaRadioGroup {...props} className={cx("flex flex-col gap-2", className as string)}>
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      {children}
    </AriaRadioGroup>
  );
}

export function Radio({ children, className, ...props }: RadioProps & { children: React.ReactNode }) {
  return (
    <AriaRadio
      {...props}
      className={cx("group flex cursor-pointer items-center gap-2 text-sm", className as string)}
    >
      <span
        aria-hidden
        className="size-5 rounded-full border border-slate-400 group-data-[selected]:border-[6px] group-data-[selected]:border-brand group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand"
      />
      {children}
    </AriaRadio>
  );
}
