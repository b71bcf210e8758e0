import type { ComponentProps } from "react";
import { SEARCH_QUERY_MAX_LENGTH } from "../platform/domain/text-input.ts";
import { cx } from "./ui/cx.ts";
import { Search } from "./ui/icons.tsx";
import { inputClasses } from "./ui/input-classes.ts";

const sizes = {
  sm: { input: "h-10 ps-9 text-sm", icon: "start-3 size-4" },
  md: { input: "h-11 ps-9", icon: "start-3 size-4" },
  lg: { input: "h-11 ps-10", icon: "start-3 size-5" },
} as const;

/** Its label is the caller's (`id` ties them). */
export function SearchInput({
  size = "md",
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "name" | "size"> & { size?: keyof typeof sizes }) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className={cx(
          "pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-500",
          sizes[size].icon,
        )}
      />
      <input
        name="q"
        type="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        {...props}
        className={cx(inputClasses, sizes[size].input, className)}
      />
    </div>
  );
}
