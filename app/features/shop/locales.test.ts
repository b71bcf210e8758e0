import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/shop.json" with { type: "json" };
import en from "../../locales/en/shop.json" with { type: "json" };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, plural forms folded into their base key. */
function keys(value: unknown, prefix = ""): Set<string> {
  const out = new Set<string>();
  if (typeof value === "string") out.add(prefix.replace(PLURAL, ""));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const leaf of keys(child, prefix ? `${prefix}.${key}` : key)) out.add(leaf);
    }
  }
  return out;
}

function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe("the shop namespace", () => {
  it("has the same keys in English and Arabic", () => {
    expect([...keys(ar)].sort()).toEqual([...keys(en)].sort());
  });

  it("has Arabic text for every key and every Arabic plural form", () => {
    const latinOnly = leaves(ar).filter(
      ([, text]) => !/[\u0600-\u06FF]/.test(text) && !/^[\w@.{}\s·–-]*$/.test(text),
    );
    expect(latinOnly).toEqual([]);
    const plurals = new Set(
      leaves(ar)
        .filter(([key]) => PLURAL.test(key))
        .map(([key]) => key.replace(PLURAL, "")),
    );
    for (const base of plurals) {
      for (const form of ["zero", "one", "two", "few", "many", "other"]) {
        expect(
          leaves(ar).some(([key]) => key === `${base}_${form}`),
          `${base}_${form}`,
        ).toBe(true);
      }
    }
  });
});
