import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Star as LucideStar, TriangleAlert as LucideTriangleAlert } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildIconSprite, declaredIconNames } from "./icon-sprite.ts";
import * as icons from "./icons.tsx";

const folder = import.meta.dirname;
const sprite = readFileSync(path.join(folder, "icons.svg"), "utf8");
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
const components = Object.entries(icons).filter(([, value]) => typeof value === "function") as [
  string,
  icons.IconComponent,
][];

function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("icon sprite", () => {
  it("is what icon-sprite.ts builds from the icons icons.tsx declares (run scripts/icon-sprite.ts)", async () => {
    const names = declaredIconNames(readFileSync(path.join(folder, "icons.tsx"), "utf8"));
    expect(names.length).toBe(components.length);
    expect(sprite).toBe(await buildIconSprite(names));
  });

  it("holds one symbol per icon component, and every icon component is used by the app", () => {
    expect(new Set(symbolIds).size).toBe(symbolIds.length);
    expect(symbolIds.toSorted()).toEqual([...new Set(components.map(([, c]) => c.iconName))].toSorted());
    const imports = appSources(path.join(folder, "../..")).flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /import \{([^}]*)\} from "[./]*(?:components\/)?(?:ui\/)?icons\.tsx"/g,
        ),
      ].flatMap((match) => match[1]!.split(",").map((name) => name.trim().split(" ")[0]!)),
    );
    const unused = components.map(([name]) => name).filter((name) => !imports.includes(name));
    expect(unused).toEqual([]);
  });

  it("draws lucide's shapes (aliases resolved to the icon they stand for)", () => {
    for (const [Lucide, id] of [
      [LucideStar, "star"],
      [LucideTriangleAlert, "triangle-exclamation-point"],
    ] as const) {
      const inline = renderToStaticMarkup(createElement(Lucide));
      const symbol = sprite.match(new RegExp(`<symbol id="${id}"[^>]*>(.*?)</symbol>`))?.[1];
      const paths = (markup: string) => [...markup.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
      expect(paths(symbol ?? "")).toEqual(paths(inline));
      expect(paths(inline).length).toBeGreaterThan(0);
    }
  });
});

describe("icon component", () => {
  it("points at its symbol in the fingerprinted sprite, decorative and styled by the .icon rule", () => {
    const html = renderToStaticMarkup(createElement(icons.ArrowRight, { className: "size-4 flip-rtl" }));
    expect(html).toMatch(
      /^<svg aria-hidden="true" class="icon size-4 flip-rtl"><use href="[^"#]*icons[^"#]*\.svg[^"#]*#arrow-right"><\/use><\/svg>$/,
    );
  });

  it("is not hidden from assistive technology when the caller names it", () => {
    const html = renderToStaticMarkup(createElement(icons.Star, { "aria-label": "4 stars", role: "img" }));
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="4 stars"');
    expect(html).toContain('role="img"');
  });
});
