import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkLayers } from "./check-layers.ts";

/** A throwaway app/ with the given files. */
function fixture(files: Record<string, string>): string {
  const appDir = path.join(mkdtempSync(path.join(os.tmpdir(), "layers-")), "app");
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(appDir, name)), { recursive: true });
    writeFileSync(path.join(appDir, name), text);
  }
  return appDir;
}

describe("the layering check", () => {
  it("finds nothing wrong in the app itself", () => {
    const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app");
    expect(checkLayers(appDir)).toEqual([]);
  });

  it("refuses a feature importing another feature, and platform importing a feature", () => {
    const appDir = fixture({
      "features/visa/offers.ts":
        'import { price } from "../checkout/price.ts";\nexport const offers = price;\n',
      "features/checkout/price.ts": "export const price = 1;\n",
      "platform/jobs.ts":
        'import { price } from "../features/checkout/price.ts";\nexport const jobs = [price];\n',
      "components/card.tsx": 'import type { Route } from "../routes/home.tsx";\nexport type Card = Route;\n',
      "routes/home.tsx":
        'import { offers } from "../features/visa/offers.ts";\nexport type Route = typeof offers;\n',
    });
    const rules = checkLayers(appDir).map((v) => `${v.file.replace(/^app\//, "")}: ${v.rule}`);
    expect(rules).toEqual([
      "components/card.tsx: components imports routes (arrows go down only)",
      'features/visa/offers.ts: feature "visa" imports feature "checkout" (compose features in routes/)',
      'platform/jobs.ts: platform imports feature "checkout" (arrows go down only)',
    ]);
  });

  it("finds import cycles, but not through type-only imports", () => {
    const appDir = fixture({
      "platform/a.ts": 'import { b } from "./b.ts";\nexport const a = b;\n',
      "platform/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
      "platform/c.ts": 'import type { D } from "./d.ts";\nexport type C = D;\n',
      "platform/d.ts":
        'import { c } from "./e.ts";\nimport type { C } from "./c.ts";\nexport type D = C | typeof c;\n',
      "platform/e.ts": "export const c = 1;\n",
    });
    const rules = checkLayers(appDir).map((v) => v.rule);
    expect(rules).toEqual(["import cycle: app/platform/a.ts → app/platform/b.ts → app/platform/a.ts"]);
  });

  it("allows what goes down: routes → features → components → platform", () => {
    const appDir = fixture({
      "routes/esim.tsx": 'import { Card } from "../features/esim/card.tsx";\nexport default Card;\n',
      "features/esim/card.tsx":
        'import { Price } from "../../components/price.tsx";\nexport const Card = Price;\n',
      "components/price.tsx":
        'import { format } from "../platform/format.ts";\nexport const Price = format;\n',
      "platform/format.ts": "export const format = (n: number) => String(n);\n",
    });
    expect(checkLayers(appDir)).toEqual([]);
  });
});
