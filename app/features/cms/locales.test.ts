import { describe, expect, it } from "vitest";
import arCms from "../../locales/ar/cms.json" with { type: "json" };
import arHome from "../../locales/ar/home.json" with { type: "json" };
import enCms from "../../locales/en/cms.json" with { type: "json" };
import enHome from "../../locales/en/home.json" with { type: "json" };

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

describe.each([
  ["home", enHome, arHome],
  ["cms", enCms, arCms],
])("the %s namespace", (_name, en, ar) => {
  it("has the same keys in English and Arabic", () => {
    expect([...keys(ar)].sort()).toEqual([...keys(en)].sort());
  });

  it("has Arabic text for every key", () => {
    const latinOnly = [...keys(ar)].filter((key) => {
      const value = key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], ar);
      return typeof value === "string" && !/[\u0600-\u06FF]/.test(value) && !/^[\w@.{}\s]*$/.test(value);
    });
    expect(latinOnly).toEqual([]);
  });
});
