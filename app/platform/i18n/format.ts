// Identical on the server and in the browser. Arabic pages use Latin digits everywhere and money is
// "$1,234.50" in both languages (docs/decisions/007, spec §9); dates are UTC.
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

/** Spec §9. Throws a RangeError on an invalid date. */
export function formatDate(date: Date | string | number): string {
  const value = toDate(date);
  const year = value.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  const month = String(value.getUTCMonth() + 1).padStart(2, "0");
  const day = String(value.getUTCDate()).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${month}-${day}`;
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/** UTC by default: calendar dates stored as yyyy-MM-dd must stay on their day. */
export function formatDateLong(date: Date | string | number, locale: Locale, timeZone = "UTC"): string {
  const cacheKey = `${locale}|${timeZone}`;
  let format = longDateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "ar" ? "ar" : "en-US", {
      dateStyle: "long",
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
    });
    longDateFormats.set(cacheKey, format);
  }
  return format.format(toDate(date));
}

/** So that input typed on an Arabic or Persian keyboard is understood. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
