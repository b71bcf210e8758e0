import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryName, countryOptions, findCountry, isCountryCode } from "./countries.ts";

describe("country codes", () => {
  it("holds the 249 assigned ISO 3166-1 alpha-2 codes, once each", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("accepts only assigned codes, in capitals", () => {
    for (const code of ["SA", "AE", "EG", "GB", "US", "PS"]) expect(isCountryCode(code)).toBe(true);
    for (const value of ["sa", "XX", "EU", "UK", "ZZ", "XK", "SAU", "", " SA", "Saudi Arabia", 682, null])
      expect(isCountryCode(value)).toBe(false);
  });
});

describe("country names", () => {
  it("names a code in the page's language and shows older free text as it was typed", () => {
    expect(countryName("SA", "en")).toBe("Saudi Arabia");
    expect(countryName("SA", "ar")).toBe("المملكة العربية السعودية");
    expect(countryName("EG", "ar")).toBe("مصر");
    expect(countryName("Kingdom of Saudi Arabia", "ar")).toBe("Kingdom of Saudi Arabia");
  });

  it("lists every country in the language's alphabetical order", () => {
    for (const locale of ["en", "ar"] as const) {
      const options = countryOptions(locale);
      expect(options).toHaveLength(249);
      const names = options.map((option) => option.name);
      expect([...names].sort(new Intl.Collator(locale).compare)).toEqual(names);
    }
    expect(countryOptions("en")[0]!.name).toBe("Afghanistan");
  });

  it("understands a name typed in full in either language, or a code", () => {
    expect(findCountry("saudi arabia", "en")).toBe("SA");
    expect(findCountry("Saudi Arabia", "ar")).toBe("SA");
    expect(findCountry("مصر", "ar")).toBe("EG");
    expect(findCountry("ae", "ar")).toBe("AE");
    expect(findCountry("Saud", "en")).toBeNull();
    expect(findCountry("", "en")).toBeNull();
  });
});
