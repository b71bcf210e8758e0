import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Runs axe-core on the page and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page) {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { resultTypes: ["violations"] });
    return (
      result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[]
    )
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .map((n) => n.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      );
  });
  expect(violations, violations.join("\n")).toEqual([]);
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  locale: string;
  createdAt: string;
}

/** Messages the server wrote to its outbox (DATA_DIR/mail), oldest first. */
export function outbox(): OutboxMail[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as OutboxMail)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The newest link containing `part` in a message to `email`; waits up to 5 s for the message. */
export async function lastMailLink(email: string, part: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const link = outbox()
      .filter((m) => m.to === email)
      .flatMap((m) => m.links)
      .findLast((l) => l.includes(part));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${part} link for ${email} in the outbox`);
}

/** A unique e-mail address per test. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const STRONG_PASSWORD = "Str0ng!pass";
