import { useMemo, useSyncExternalStore } from "react";
import {
  type DateInput,
  formatDate,
  formatDateLong,
  formatDateTimeCompact,
  formatDateTimeLong,
} from "./format.ts";
import { useLocale } from "./use-locale.ts";

const never = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * The reader's time zone: UTC in the server's HTML (one page for everyone, the page cache) and while
 * hydrating, then the browser's. Every format names its zone, so UTC is never shown unlabelled.
 */
export function useTimeZone(): string {
  return useSyncExternalStore(never, browserZone, () => "UTC");
}

/** The one way screens write dates: `long`/`dateTime` for customers, `compact`/`compactDateTime` for staff. */
export function useDates() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return useMemo(
    () => ({
      timeZone,
      long: (date: DateInput) => formatDateLong(date, locale, timeZone),
      dateTime: (date: DateInput) => formatDateTimeLong(date, locale, timeZone),
      compact: (date: DateInput) => formatDate(date, timeZone),
      compactDateTime: (date: DateInput) => formatDateTimeCompact(date, timeZone),
    }),
    [locale, timeZone],
  );
}
