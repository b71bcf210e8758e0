import { describe, expect, it } from "vitest";
import { resources } from "./i18n.ts";
import { namespaces } from "./instance.ts";

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_FORMS = ["zero", "one", "two", "few", "many", "other"];

function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** One check for every namespace: the same keys in both languages, real Arabic, the same placeholders. */
describe.each([...namespaces])("the %s namespace", (ns) => {
  const en = leaves(resources.en[ns]);
  const ar = leaves(resources.ar[ns]);
  const arByKey = new Map(ar);

  it("has the same keys in English and Arabic (plural forms folded)", () => {
    const fold = (list: [string, string][]) => [...new Set(list.map(([k]) => k.replace(PLURAL, "")))].sort();
    expect(fold(ar)).toEqual(fold(en));
  });

  it("writes every Arabic value in Arabic, except Latin-only labels such as brand names", () => {
    const notArabic = ar.filter(
      ([, text]) => !/[\u0600-\u06FF]/.test(text) && !/^[\w@.{}\s·–+/:-]*$/.test(text),
    );
    expect(notArabic).toEqual([]);
  });

  it("keeps the English placeholders in Arabic", () => {
    for (const [key, text] of en) {
      if (PLURAL.test(key)) continue;
      const arabic = arByKey.get(key);
      if (arabic !== undefined) expect(placeholders(arabic), key).toEqual(placeholders(text));
    }
  });

  it("gives every Arabic plural all six forms", () => {
    const bases = new Set(ar.filter(([k]) => PLURAL.test(k)).map(([k]) => k.replace(PLURAL, "")));
    for (const base of bases) {
      for (const form of ARABIC_FORMS) expect(arByKey.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
    }
  });
});
