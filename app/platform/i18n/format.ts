// Identical on the server and in the browser. Arabic pages use Latin digits everywhere and money is
// "$1,234.50" in both languages (docs/decisions/007, spec §9). The one date helper: customers read long dates
// in their language, the back office one compact style (spec §9's yyyy-MM-dd); an instant is shown in a time
// zone that is always named, a yyyy-MM-dd calendar day (a travel date, a birth date) is the same day
// everywhere. Screens take the reader's zone from useDates() (use-dates.ts).
import type { Locale } from "./localized.ts";

const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** `locale` is for call-site symmetry: both languages render the same characters. */
export function formatMoney(cents: number, locale: Locale): string {
  if (!Number.isFinite(cents))
    throw new RangeError(`formatMoney: not a finite amount (${cents}) for ${locale}`);
  // `+ 0` turns -0 into 0, so that rounding a tiny negative never prints "-$0.00".
  const whole = Math.round(cents) + 0;
  return moneyFormat.format(whole / 100);
}

const MONEY_PATTERN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** "12.50" → 1250; accepts Arabic-Indic digits and "٫". Negative, malformed or unsafe amounts give null. */
export function parseMoneyToCents(text: string): number | null {
  const cleaned = toLatinDigits(text)
    .replace(/\s+/g, "")
    .replace(/٫/g, ".")
    .replace(/٬/g, ",")
    .replace(/^\$/, "");
  const match = MONEY_PATTERN.exec(cleaned);
  if (!match) return null;
  const [wholePart = "0", fraction = ""] = cleaned.replace(/,/g, "").split(".");
  const cents = Number(wholePart) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

function toDate(date: Date | string | number): Date {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return value;
}

export type DateInput = Date | string | number;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day is not moved by a time zone. */
function zoneOf(date: DateInput, timeZone: string): string {
  return typeof date === "string" && CALENDAR_DAY.test(date) ? "UTC" : timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const numericParts = (timeZone: string) =>
  cachedFormat(
    `parts|${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
        timeZoneName: "short",
      }),
  );

function partsOf(value: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    numericParts(timeZone)
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
}

/** Spec §9's yyyy-MM-dd (file names, order numbers, compact table cells). Throws a RangeError on an invalid date. */
export function formatDate(date: DateInput, timeZone = "UTC"): string {
  const value = toDate(date);
  const year = value.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  const zone = zoneOf(date, timeZone);
  if (zone !== "UTC") {
    const parts = partsOf(value, zone);
    return `${parts.year}-${parts.month}-${parts.day}`;
  }
  const month = String(value.getUTCMonth() + 1).padStart(2, "0");
  const day = String(value.getUTCDate()).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${month}-${day}`;
}

/** The back office's one style for a moment: "2026-11-27 18:52 GMT+3", the same in both languages. */
export function formatDateTimeCompact(date: DateInput, timeZone = "UTC"): string {
  const parts = partsOf(toDate(date), timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

const dateLocale = (locale: Locale) => (locale === "ar" ? "ar" : "en-US");

/** Customers' dates: "November 27, 2026", "27 نوفمبر 2026". */
export function formatDateLong(date: DateInput, locale: Locale, timeZone = "UTC"): string {
  const zone = zoneOf(date, timeZone);
  const format = cachedFormat(
    `long|${locale}|${zone}`,
    () =>
      new Intl.DateTimeFormat(dateLocale(locale), {
        dateStyle: "long",
        timeZone: zone,
        calendar: "gregory",
        numberingSystem: "latn",
      }),
  );
  return format.format(toDate(date));
}

/** Customers' moments, the zone named: "November 27, 2026 at 18:52 GMT+3", "27 نوفمبر 2026 في 18:52 غرينتش+3". */
export function formatDateTimeLong(date: DateInput, locale: Locale, timeZone = "UTC"): string {
  const format = cachedFormat(
    `longTime|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(dateLocale(locale), {
        year: "numeric",
        month: "long",
        day: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
        timeZoneName: "short",
        calendar: "gregory",
        numberingSystem: "latn",
      }),
  );
  return format.format(toDate(date));
}

/** So that input typed on an Arabic or Persian keyboard is understood. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
