import type { ReactNode } from "react";
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps,
  MenuTrigger,
  Popover,
} from "react-aria-components";
import { cx } from "./cx.ts";

export interface MenuProps {
  /** The trigger: a react-aria Button (from ./button.tsx). */
  trigger: ReactNode;
  label: string;
  children: ReactNode;
}

/** A dropdown menu, opened and navigated with the keyboard (arrows, Enter, Escape). */
export function Menu({ trigger, label, children }: MenuProps) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover
        placement="bottom start"
        className="min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <AriaMenu aria-label={label} className="outline-none">
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export function MenuItem({ className, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      className={cx(
        "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none focus:bg-slate-100",
        className as string,
      )}
    />
  );
}
