import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from "react-aria-components";
import { cx } from "./cx.ts";
import { Check } from "./icons.tsx";

export function Checkbox({
  children,
  className,
  ...props
}: AriaCheckboxProps & { children: React.ReactNode }) {
  return (
    <AriaCheckbox
      {...props}
      className={cx("group flex cursor-pointer items-center gap-2 text-sm", className as string)}
    >
      {({ isSelected }) => (
        <>
          <span
            aria-hidden
            className="flex size-5 items-center justify-center rounded border border-slate-400 group-data-[selected]:border-brand group-data-[selected]:bg-brand group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand"
          >
            {isSelected ? <Check className="size-3.5 text-white" /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
