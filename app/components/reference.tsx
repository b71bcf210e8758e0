import { Fragment } from "react";
import { cx } from "./ui/cx.ts";

/** Where a long reference may wrap: before "@" and ".", after "-", "_", "/", "$" and ":". */
export function referenceParts(value: string): string[] {
  return value.split(/(?=[@.])|(?<=[-_/$:])/).filter(Boolean);
}

/**
 * An order number, tracking number, e-mail address or code: left to right in Arabic too, and wider than a phone it
 * wraps at its separators instead of running off the page or breaking inside a group (only a group wider than the
 * line itself is broken, as a last resort).
 */
export function Reference({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" className={cx("break-words", className)}>
      {referenceParts(value).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
