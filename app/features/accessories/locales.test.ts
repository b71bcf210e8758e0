import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/accessories.json" with { type: "json" };
import en from "../../locales/en/accessories.json" with { type: "json" };

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

function leaves(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

describe("the accessories namespace", () => {
  it("has the same keys in English and Arabic", () => {
    expect([...keys(ar)].sort()).toEqual([...keys(en)].sort());
  });

  it("has Arabic text for every Arabic value", () => {
    expect(leaves(ar).filter((text) => !/[\u0600-\u06FF]/.test(text))).toEqual([]);
  });

  it("has all six Arabic plural forms wherever English has a plural", () => {
    const pluralKeys = (value: unknown, prefix = ""): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, child]) =>
            typeof child === "string"
              ? key.endsWith("_other")
                ? [`${prefix}${key.replace(/_other$/, "")}`]
                : []
              : pluralKeys(child, `${prefix}${key}.`),
          )
        : [];
    const lookup = (path: string) =>
      path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], ar);
    const missing = pluralKeys(en).flatMap((key) =>
      ["zero", "one", "two", "few", "many", "other"]
        .map((form) => `${key}_${form}`)
        .filter((path) => typeof lookup(path) !== "string"),
    );
    expect(pluralKeys(en).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
