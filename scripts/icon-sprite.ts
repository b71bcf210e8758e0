// `node scripts/icon-sprite.ts`: rewrites app/components/ui/icons.svg after an icon was added to icons.tsx.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIconSprite, declaredIconNames } from "../app/components/ui/icon-sprite.ts";

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app/components/ui");
const names = declaredIconNames(readFileSync(path.join(folder, "icons.tsx"), "utf8"));
writeFileSync(path.join(folder, "icons.svg"), await buildIconSprite(names));
console.log(`icons.svg: ${new Set(names).size} icons`);
