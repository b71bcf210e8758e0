// Builds icons.svg, the sprite icons.tsx draws from: one <symbol> per icon it names, from lucide's own data.
// Run by scripts/icon-sprite.ts; icons.test.ts fails when the committed sprite differs from what this builds.

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The sprite names icons.tsx declares, in order of appearance: `icon("arrow-right")`. */
export function declaredIconNames(iconsSource: string): string[] {
  return [...iconsSource.matchAll(/\bicon\("([a-z0-9-]+)"\)/g)].map((match) => match[1] as string);
}

export async function buildIconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    [...new Set(names)].sort().map(async (name) => {
      const { __iconData } = (await import(`lucide-react/icons/${name}`)) as {
        __iconData: { node: IconNode };
      };
      const shapes = __iconData.node.map(([tag, attributes]) => {
        const drawn = Object.entries(attributes).filter(([attribute]) => attribute !== "key");
        return `<${tag} ${drawn.map(([attribute, value]) => `${attribute}="${value}"`).join(" ")}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}
