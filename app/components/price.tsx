import type { ComponentPropsWithoutRef } from "react";
import { formatMoney } from "../platform/i18n/format.ts";
import { useLocale } from "../platform/i18n/use-locale.ts";

export type PriceProps = { cents: number } & Omit<ComponentPropsWithoutRef<"bdi">, "children" | "dir">;

/** Its own left-to-right isolate, so that it reads the same inside Arabic text. */
export function Price({ cents, ...props }: PriceProps) {
  const locale = useLocale();
  return (
    <bdi dir="ltr" {...props}>
      {formatMoney(cents, locale)}
    </bdi>
  );
}
