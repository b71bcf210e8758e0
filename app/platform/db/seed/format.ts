import type { Localized } from "../../i18n/localized.ts";

/** Whole US dollars (or dollars and cents) to integer cents. */
export function usd(amount: number): number {
  return Math.round(amount * 100);
}

/** The Arabic forms a counted noun takes after a number. */
export interface ArabicNoun {
  /** 1: "يوم واحد" */
  one: string;
  /** 2: "يومان" */
  two: string;
  /** 3–10: plural, "أيام" */
  few: string;
  /** 11–99: singular accusative, "يومًا" */
  many: string;
  /** 100, 200…: singular genitive, "يوم" */
  hundreds: string;
}

/** A number followed by the noun in the form Arabic grammar requires ("7 أيام", "30 يومًا"). */
export function arabicCount(n: number, noun: ArabicNoun): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} ${noun.few}`;
  if (rest >= 11) return `${n} ${noun.many}`;
  return `${n} ${noun.hundreds}`;
}

export const DAYS: ArabicNoun = { one: "يوم واحد", two: "يومان", few: "أيام", many: "يومًا", hundreds: "يوم" };
export const DESTINATIONS: ArabicNoun = {
  one: "وجهة واحدة",
  two: "وجهتان",
  few: "وجهات",
  many: "وجهة",
  hundreds: "وجهة",
};
export const MINUTES: ArabicNoun = {
  one: "دقيقة واحدة",
  two: "دقيقتان",
  few: "دقائق",
  many: "دقيقة",
  hundreds: "دقيقة",
};
export const MESSAGES: ArabicNoun = {
  one: "رسالة نصية واحدة",
  two: "رسالتان نصيتان",
  few: "رسائل نصية",
  many: "رسالة نصية",
  hundreds: "رسالة نصية",
};

/** "7 days" / "7 أيام". */
export function days(n: number): Localized {
  return { en: n === 1 ? "1 day" : `${n} days`, ar: arabicCount(n, DAYS) };
}

/** "20 destinations" / "20 وجهة". */
export function destinations(n: number): Localized {
  return { en: n === 1 ? "1 destination" : `${n} destinations`, ar: arabicCount(n, DESTINATIONS) };
}
