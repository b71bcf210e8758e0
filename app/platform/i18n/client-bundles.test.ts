import { afterEach, describe, expect, it, vi } from "vitest";
import { clientBundle, loadTranslations } from "./client-bundles.ts";
import type { Namespace } from "./route-namespaces.ts";
import { translationFile } from "./translation-files.ts";

afterEach(() => vi.unstubAllGlobals());

/** The addresses the root loader gives the browser with the page's namespaces. */
const files = (locale: "en" | "ar", namespaces: readonly Namespace[]) =>
  namespaces.map((ns) => translationFile(locale, ns));

function answering(status: (url: string) => number) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ from: url }), { status: status(url) });
  });
  return calls;
}

describe("the browser's translation files", () => {
  it("fetches each file once and gives the same bundle object for the same namespaces", async () => {
    const calls = answering(() => 200);
    await loadTranslations("ar", ["common", "cart"], files("ar", ["common", "cart"]));
    await loadTranslations("ar", ["cart", "home"], files("ar", ["cart", "home"]));
    expect(calls).toEqual([
      translationFile("ar", "common"),
      translationFile("ar", "cart"),
      translationFile("ar", "home"),
    ]);
    const bundle = clientBundle("ar", ["common", "home"]);
    expect(bundle).toEqual({
      common: { from: translationFile("ar", "common") },
      home: { from: translationFile("ar", "home") },
    });
    expect(clientBundle("ar", ["common", "home"])).toBe(bundle);
    expect(clientBundle("en", ["common"])).toEqual({});
  });

  it("a file that failed is fetched again by the next page that needs it", async () => {
    let failing = true;
    const calls = answering(() => (failing ? 503 : 200));
    await expect(loadTranslations("en", ["tracking"], files("en", ["tracking"]))).rejects.toThrow(/503/);
    failing = false;
    await loadTranslations("en", ["tracking"], files("en", ["tracking"]));
    expect(calls).toEqual([translationFile("en", "tracking"), translationFile("en", "tracking")]);
    expect(clientBundle("en", ["tracking"])).toEqual({
      tracking: { from: translationFile("en", "tracking") },
    });
  });

  it("has a file for every namespace the browser uses, and none for the mail strings", () => {
    expect(translationFile("en", "common")).toMatch(/common/);
    expect(() => translationFile("en", "mail" as never)).toThrow(/no translation file/);
  });
});
