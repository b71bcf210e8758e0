/**
 * Formatting of money, dates and digits, identical on the server and in the browser.
 *
 * Decision: Arabic pages use Western (Latin) digits 0-9 everywhere (prices, dates, phone numbers,
 * tracking ids). Money is always "$1,234.50" (USD, dollar sign, two decimals, spec §9) in both
 * languages; in Arabic the UI wraps it in an LTR isolate (`<bdi dir="ltr">` / `dir="ltr"`).
 * Dates are UTC (spec §9: yyyy-MM-dd).
 */
import type { Locale } from "./localized.ts";

const moneyFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Integer cents to "$1,234.50". `locale` is accepted for call-site symmetry: both languages render
 * the same characters (see the decision above). Non-integer cents are rounded to the nearest cent.
 */
export function formatMoney(cents: number, locale: Locale): string {
  if (!Number.isFinite(cents))
    throw new RangeError(`formatMoney: not a finite amount (${cents}) for ${locale}`);
  // `+ 0` turns -0 into 0, so that rounding a tiny negative never prints "-$0.00".
  const whole = Math.round(cents) + 0;
  return moneyFormat.format(whole / 100);
}

const MONEY_PATTERN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * "12.50" → 1250. Accepts an optional leading "$", thousands separators in the right places
 * ("1,234.50"), at most two decimals, surrounding spaces, Arabic-Indic digits and the Arabic decimal
 * separator "٫". Negative, malformed or unsafe amounts give null.
 */
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

/** yyyy-MM-dd of the UTC calendar day (spec §9). Throws a RangeError on an invalid date. */
export function formatDate(date: Date | string | number): string {
  const value = toDate(date);
  const year = value.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
  const month = String(value.getUTCMonth() + 1).padStart(2, "0");
  const day = String(value.getUTCDate()).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${month}-${day}`;
}

const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Human date: "June 1, 2025" / "1 يونيو 2025" (Gregorian calendar, Latin digits). UTC unless a time
 * zone is given: calendar dates stored as yyyy-MM-dd must stay on their day.
 */
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

/**
 * Arabic-Indic (٠-٩) and Extended Arabic-Indic / Persian (۰-۹) digits to 0-9, so that input typed on
 * an Arabic keyboard (phone numbers, amounts, tracking ids) is understood.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
