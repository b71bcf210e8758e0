import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from "react-aria-components";
import { cx } from "./cx.ts";
import { ChevronDown } from "./icons.tsx";

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, "children"> {
  label: string;
  options: SelectOption[];
  errorMessage?: string;
  onChange?: (key: Key | null) => void;
}

export function Select({ label, options, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={cx("flex flex-col gap-1.5", className as string)}>
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <Button className="flex h-10 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-start outline-none focus-visible:ring-2 focus-visible:ring-brand">
        <SelectValue className="truncate" />
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </Button>
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
      <Popover className="min-w-(--trigger-width) rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <ListBox items={options} className="max-h-72 overflow-auto outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              className="cursor-pointer rounded-md px-3 py-2 text-sm outline-none focus:bg-slate-100 selected:font-semibold selected:text-brand"
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
