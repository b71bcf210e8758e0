/**
 * Arabic-aware text search of the catalogue. People type the same Arabic word in several spellings, so both
 * the column and the search text are folded before they are compared: hamza forms of alef → alef, alef
 * maqsura → ya, ta marbuta → ha; harakat, tanween, superscript alef and tatweel are dropped.
 */
import { type SQL, sql } from "drizzle-orm";
import { likePattern } from "./list-params.ts";

/** Harakat, tanween, superscript alef and tatweel: ignored when searching. */
const ARABIC_MARKS = "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640";
/** The letters folded, then the marks, which `translate` deletes because they have no counterpart. */
const ARABIC_FOLD_FROM = `\u0623\u0625\u0622\u0671\u0649\u0629${ARABIC_MARKS}`;
const ARABIC_FOLD_TO = "\u0627\u0627\u0627\u0627\u064A\u0647";
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The search text as the Arabic columns are compared: without marks, with letter variants folded. */
export function foldArabic(text: string): string {
  let folded = "";
  for (const char of text) {
    const index = ARABIC_FOLD_FROM.indexOf(char);
    if (index === -1) folded += char;
    else if (index < ARABIC_FOLD_TO.length) folded += ARABIC_FOLD_TO[index];
  }
  return folded;
}

/**
 * `column` contains `query`, case-insensitively; when the query has Arabic letters both sides are folded (one
 * `translate`, cheap), otherwise the column is compared as it is.
 */
export function containsArabicAware(column: SQL, query: string): SQL {
  return ARABIC_LETTER.test(query)
    ? sql`translate(${column}, ${ARABIC_FOLD_FROM}, ${ARABIC_FOLD_TO}) ilike ${likePattern(foldArabic(query))}`
    : sql`${column} ilike ${likePattern(query)}`;
}
