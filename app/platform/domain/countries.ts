// Shipping countries: ISO 3166-1 alpha-2 codes are stored, names come from Intl.DisplayNames in the page's
// language (so the list needs no translation files and follows the runtime's CLDR data).
import type { Locale } from "../i18n/localized.ts";

/** The 249 officially assigned ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES: readonly string[] = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW " +
  "BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ " +
  "FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ " +
  "IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH " +
  "MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL " +
  "PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD " +
  "TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is string {
  return typeof value === "string" && KNOWN.has(value);
}

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * The country's name in `locale`. Addresses stored before countries were codes hold free text: that text is
 * shown as it was typed.
 */
export function countryName(value: string, locale: Locale): string {
  if (!isCountryCode(value)) return value;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    displayNames.set(locale, names);
  }
  return names.of(value) ?? value;
}

export interface CountryOption {
  code: string;
  name: string;
}

const optionLists = new Map<Locale, readonly CountryOption[]>();

/** Every country, in the alphabetical order of `locale`. */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  let options = optionLists.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    optionLists.set(locale, options);
  }
  return options;
}

/**
 * The code of the country `text` names: its code, or its name in `locale` or in English (ignoring case and
 * accents), so that typed or autofilled names are understood; null for anything else.
 */
export function findCountry(text: string, locale: Locale): string | null {
  const wanted = text.trim();
  if (wanted === "") return null;
  if (isCountryCode(wanted.toUpperCase()) && wanted.length === 2) return wanted.toUpperCase();
  for (const language of new Set<Locale>([locale, "en"])) {
    const collator = new Intl.Collator(language, { sensitivity: "base" });
    const match = countryOptions(language).find((option) => collator.compare(option.name, wanted) === 0);
    if (match) return match.code;
  }
  return null;
}
