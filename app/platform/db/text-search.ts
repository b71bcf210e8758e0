// People type one Arabic word in several spellings, so column and query are both folded (letter variants
// unified, marks dropped). The fold strings are SQL literals, exactly as in the trigram indexes of
// catalogue.ts, so that the planner can use them: a bound parameter would not match.
import { type SQL, sql } from "drizzle-orm";

/** Harakat, tanween, superscript alef and tatweel. */
const ARABIC_MARKS = "\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652\u0670\u0640";
/** The letters folded, then the marks, which `translate` deletes because they have no counterpart. */
const ARABIC_FOLD_FROM = `\u0623\u0625\u0622\u0671\u0649\u0629${ARABIC_MARKS}`;
const ARABIC_FOLD_TO = "\u0627\u0627\u0627\u0627\u064A\u0647";

export function foldArabic(text: string): string {
  let folded = "";
  for (const char of text) {
    const index = ARABIC_FOLD_FROM.indexOf(char);
    if (index === -1) folded += char;
    else if (index < ARABIC_FOLD_TO.length) folded += ARABIC_FOLD_TO[index];
  }
  return folded;
}

/** The fold strings hold no quote, so they are safe as literals. */
export function foldedArabic(column: SQL): SQL {
  return sql`translate(${column}, ${sql.raw(`'${ARABIC_FOLD_FROM}'`)}, ${sql.raw(`'${ARABIC_FOLD_TO}'`)})`;
}

/** `%` and `_` are literal in a user's search text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A query of nothing but marks folds to nothing and matches nothing, rather than every row. */
export function containsArabicAware(column: SQL, query: string): SQL {
  const folded = foldArabic(query);
  if (folded.trim() === "") return sql`false`;
  return sql`${foldedArabic(column)} ilike ${likePattern(folded)}`;
}
