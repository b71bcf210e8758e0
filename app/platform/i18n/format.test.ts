import { describe, expect, it } from "vitest";
import * as constants from "../domain/constants.ts";
import {
  formatDate,
  formatDateLong,
  formatDateTimeCompact,
  formatDateTimeLong,
  formatMoney,
  parseMoneyToCents,
  toLatinDigits,
} from "./format.ts";

describe("formatMoney", () => {
  it("renders USD with a dollar sign and two decimals, the same characters in both languages", () => {
    for (const locale of ["en", "ar"] as const) {
      expect(formatMoney(0, locale)).toBe("$0.00");
      expect(formatMoney(5, locale)).toBe("$0.05");
      expect(formatMoney(1999, locale)).toBe("$19.99");
      expect(formatMoney(123450, locale)).toBe("$1,234.50");
      expect(formatMoney(100_000_000, locale)).toBe("$1,000,000.00");
      expect(formatMoney(-250, locale)).toBe("-$2.50");
    }
  });

  it("uses only ASCII characters (no Arabic-Indic digits, no direction marks)", () => {
    expect(formatMoney(9876543, "ar")).toMatch(/^[$0-9,.]+$/);
  });

  it("rounds fractions of a cent and never prints -$0.00", () => {
    expect(formatMoney(1234.4, "en")).toBe("$12.34");
    expect(formatMoney(1234.5, "en")).toBe("$12.35");
    expect(formatMoney(-0.4, "en")).toBe("$0.00");
    expect(formatMoney(-0, "ar")).toBe("$0.00");
  });

  it("refuses non-finite amounts", () => {
    expect(() => formatMoney(Number.NaN, "en")).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, "en")).toThrow(RangeError);
  });
});

describe("parseMoneyToCents", () => {
  it("reads amounts without floating-point errors", () => {
    expect(parseMoneyToCents("12.50")).toBe(1250);
    expect(parseMoneyToCents("12.5")).toBe(1250);
    expect(parseMoneyToCents("12")).toBe(1200);
    expect(parseMoneyToCents("0.07")).toBe(7);
    expect(parseMoneyToCents("0.29")).toBe(29);
    expect(parseMoneyToCents(" $1,234.56 ")).toBe(123456);
    expect(parseMoneyToCents("1234567.89")).toBe(123456789);
  });

  it("reads Arabic-Indic digits and separators", () => {
    expect(parseMoneyToCents("١٢٫٥٠")).toBe(1250);
    expect(parseMoneyToCents("١٬٢٣٤")).toBe(123400);
  });

  it("refuses malformed, negative and over-precise amounts", () => {
    for (const text of [
      "",
      " ",
      "abc",
      "-1",
      "1.234",
      "1,23",
      "12,34.00",
      "1..2",
      ".5",
      "5.",
      "1e3",
      "$",
      "12$",
    ]) {
      expect(parseMoneyToCents(text), text).toBeNull();
    }
    expect(parseMoneyToCents("9".repeat(20))).toBeNull();
  });

  it("round-trips with formatMoney", () => {
    for (const cents of [0, 1, 99, 100, 123450, 99999999]) {
      expect(parseMoneyToCents(formatMoney(cents, "en"))).toBe(cents);
    }
  });
});

describe("formatDate", () => {
  it("gives yyyy-MM-dd of the UTC day", () => {
    expect(formatDate(new Date("2025-01-05T00:00:00Z"))).toBe("2025-01-05");
    expect(formatDate(new Date("2025-01-05T23:59:59.999Z"))).toBe("2025-01-05");
    expect(formatDate(new Date("2025-01-05T23:30:00-05:00"))).toBe("2025-01-06");
    expect(formatDate("2024-02-29")).toBe("2024-02-29");
    expect(formatDate(0)).toBe("1970-01-01");
  });

  it("refuses invalid dates", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("formatDateLong", () => {
  it("writes English dates", () => {
    expect(formatDateLong("2025-06-01", "en")).toBe("June 1, 2025");
    expect(formatDateLong(new Date("2025-12-31T23:00:00Z"), "en")).toBe("December 31, 2025");
  });

  it("writes Arabic dates with Latin digits and the Gregorian calendar", () => {
    const text = formatDateLong("2025-06-01", "ar");
    expect(text).toBe("1 يونيو 2025");
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it("accepts a time zone for timestamps", () => {
    expect(formatDateLong("2025-06-01T22:00:00Z", "en", "Asia/Riyadh")).toBe("June 2, 2025");
    expect(formatDateLong("2025-06-01T22:00:00Z", "en")).toBe("June 1, 2025");
    expect(formatDateLong("2025-06-01T22:00:00Z", "ar", "Asia/Riyadh")).toBe("2 يونيو 2025");
  });

  it("keeps a calendar day on its day in every time zone", () => {
    expect(formatDateLong("2025-06-01", "en", "America/Los_Angeles")).toBe("June 1, 2025");
    expect(formatDateLong("2025-06-01", "ar", "Pacific/Kiritimati")).toBe("1 يونيو 2025");
    expect(formatDate("2025-06-01", "America/Los_Angeles")).toBe("2025-06-01");
  });
});

describe("the compact back-office style", () => {
  const moment = "2025-06-01T22:05:00Z";

  it("is yyyy-MM-dd in the reader's zone", () => {
    expect(formatDate(moment)).toBe("2025-06-01");
    expect(formatDate(moment, "Asia/Riyadh")).toBe("2025-06-02");
    expect(formatDate(moment, "America/New_York")).toBe("2025-06-01");
  });

  it("names the zone of a moment, UTC included", () => {
    expect(formatDateTimeCompact(moment)).toBe("2025-06-01 22:05 UTC");
    expect(formatDateTimeCompact(moment, "Asia/Riyadh")).toBe("2025-06-02 01:05 GMT+3");
    expect(formatDateTimeCompact("2025-01-15T00:00:00Z", "America/New_York")).toBe("2025-01-14 19:00 EST");
  });
});

describe("formatDateTimeLong (customers' moments)", () => {
  const moment = "2025-06-01T22:05:00Z";

  it("writes the date and time in English with the zone named", () => {
    expect(formatDateTimeLong(moment, "en")).toBe("June 1, 2025 at 22:05 UTC");
    expect(formatDateTimeLong(moment, "en", "Asia/Riyadh")).toBe("June 2, 2025 at 01:05 GMT+3");
  });

  it("writes it in Arabic with Latin digits and the zone named", () => {
    const utc = formatDateTimeLong(moment, "ar");
    expect(utc).toBe("1 يونيو 2025 في 22:05 UTC");
    const riyadh = formatDateTimeLong(moment, "ar", "Asia/Riyadh");
    expect(riyadh).toBe("2 يونيو 2025 في 01:05 غرينتش+3");
    expect(riyadh).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe("toLatinDigits", () => {
  it("converts Arabic-Indic and Persian digits only", () => {
    expect(toLatinDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toLatinDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(toLatinDigits("VISA-١٢ ab")).toBe("VISA-12 ab");
  });
});

describe("constants (spec §9)", () => {
  it("hold the spec's values", () => {
    expect(constants.API_TIMEOUT_MS).toBe(30_000);
    expect(constants.API_RETRIES).toBe(3);
    expect(constants.API_RETRY_DELAY_MS).toBe(1_000);
    expect(constants.MAX_FILE_SIZE_BYTES).toBe(10_485_760);
    expect(constants.SESSION_TIMEOUT_MS).toBe(86_400_000);
    expect(constants.TOKEN_REFRESH_THRESHOLD_MS).toBe(300_000);
    expect(constants.PAGE_SIZE).toBe(20);
    expect(constants.TOAST_DURATION_MS).toBe(5_000);
    expect(constants.TOAST_VISIBLE_MAX).toBe(3);
    expect(constants.TOAST_GAP_PX).toBe(14);
    expect(constants.CART_NOTIFICATION_MS).toBe(3_000);
    expect(constants.CART_STARTUP_OVERLAY_MS).toBe(500);
    expect(constants.CART_REMOVAL_ANIMATION_MS).toBe(400);
    expect(constants.MOBILE_BREAKPOINT).toBe(768);
    expect(constants.HEADER_SOLID_AFTER_PX).toBe(10);
    expect(constants.SANITIZED_FILE_NAME_MAX_LENGTH).toBe(100);
    expect(constants.FILE_CACHE_SECONDS).toBe(3_600);
    expect(constants.ACTIVE_USERS_WINDOW_MINUTES).toBe(30);
    expect(constants.POST_LOGIN_RELOAD_MS).toBe(100);
    expect(constants.MIN_APPLICANT_AGE).toBe(18);
    expect(constants.MONEY_BACK_GUARANTEE_DAYS).toBe(30);
    expect(constants.PRICE_FILTERS).toEqual({ underCents: 20_000, overCents: 100_000 });
    expect(constants.usersCsvFileName("2025-06-01")).toBe("users-export-2025-06-01.csv");
    expect(constants.USERS_CSV_COLUMNS).toEqual([
      "ID",
      "Email",
      "Full Name",
      "Role",
      "Active",
      "Joined Date",
      "Last Login",
    ]);
  });
});
