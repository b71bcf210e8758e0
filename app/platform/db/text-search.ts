/**
 * Text search of the catalogue: `ILIKE '%…%'` patterns, Arabic-aware. People type the same Arabic word in several spellings, so both
 * the column and the search text are folded before they are compared: hamza forms of alef → alef, alef
 * maqsura → ya, ta marbuta → ha; harakat, tanween, superscript alef and tatweel are dropped. Folding leaves
 * Latin text as it is, so one folded comparison serves every query.
 *
 * The folded column is written with the fold strings as literals, exactly as the trigram expression indexes of
 * the schema are (catalogue.ts), so that the planner can use them; a bound parameter would not match.
 */
import { type SQL, sql } from "drizzle-orm";

/** Harakat, tanween, superscript alef and tatweel: ignored when searching. */
const ARABIC_MARKS = "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640";
/** The letters folded, then the marks, which `translate` deletes because they have no counterpart. */
const ARABIC_FOLD_FROM = `\u0623\u0625\u0622\u0671\u0649\u0629${ARABIC_MARKS}`;
const ARABIC_FOLD_TO = "\u0627\u0627\u0627\u0627\u064A\u0647";

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

/** `translate(column, from, to)`: the column folded like `foldArabic`, in SQL (the strings hold no quote). */
export function foldedArabic(column: SQL): SQL {
  return sql`translate(${column}, ${sql.raw(`'${ARABIC_FOLD_FROM}'`)}, ${sql.raw(`'${ARABIC_FOLD_TO}'`)})`;
}

/** `%` and `_` are literal in a user's search text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The folded `column` contains the folded `query`, case-insensitively. A query of nothing but marks (a lone
 * tatweel or shadda) folds to nothing and matches nothing, rather than every row.
 */
export function containsArabicAware(column: SQL, query: string): SQL {
  const folded = foldArabic(query);
  if (folded.trim() === "") return sql`false`;
  return sql`${foldedArabic(column)} ilike ${likePattern(folded)}`;
}
