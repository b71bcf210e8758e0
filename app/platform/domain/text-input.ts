// Rules for text input that list pages apply in the browser too, kept apart from validation.ts so those pages
// do not load zod with their first JavaScript.

/** Not in the spec: a bound so that a search never carries a page of text. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** Spec §2/§5: a blank search is ignored. */
export function normalizeSearchQuery(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  return trimmed === "" ? null : trimmed.slice(0, SEARCH_QUERY_MAX_LENGTH);
}

// Dates are yyyy-MM-dd UTC calendar days.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}
