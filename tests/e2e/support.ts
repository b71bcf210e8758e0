import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type APIRequestContext, type APIResponse, expect, type Page } from "@playwright/test";

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
  /** The template's name ("application-status"). */
  template: string;
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

/** The newest message that matches; waits up to 5 s for it (a job delivers mail just after the request that sent it). */
export async function deliveredMail(match: (mail: OutboxMail) => boolean): Promise<OutboxMail | undefined> {
  for (let i = 0; i < 50; i++) {
    const mail = outbox().findLast(match);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
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

/**
 * Confirms the address through the e-mailed link, which signs nobody in, then signs in with the password. A
 * page signs its browser context in and lands where the link leads, as a person signing in there would.
 */
export async function confirmAndSignIn(
  target: Page | APIRequestContext,
  email: string,
  password = STRONG_PASSWORD,
): Promise<void> {
  const page = "goto" in target ? target : null;
  const request = page ? page.request : (target as APIRequestContext);
  const link = await lastMailLink(email, "/verify-email");
  const confirm = await request.get(link, { maxRedirects: 0 });
  expect(confirm.status(), `confirmation of ${email}`).toBe(302);
  const signIn = await request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(link).origin },
    data: { email, password },
  });
  expect(signIn.status(), `sign-in of ${email}: ${await signIn.text()}`).toBe(200);
  if (page) await page.goto(confirm.headers().location ?? "/");
}

/** A unique e-mail address per test. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const STRONG_PASSWORD = "Str0ng!pass";

/**
 * With E2E_SCREENSHOTS=1, full-page screenshots of the page as it is, at 375 and 1280 px, into `dir` as
 * `<name>-<width>.png`: what a developer looks at to check a screen in both languages (the viewport is restored
 * afterwards). Nobody looks at them in CI, where they cost about a minute.
 */
export async function screenshots(page: Page, dir: string, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A namespace's messages as stored (app/locales/<locale>/<ns>.json), for specs that read them raw. */
export type Messages = Record<string, unknown>;
const localesDir = path.resolve(import.meta.dirname, "../../app/locales");

export function loadMessages(locale: string, ns: string): Messages {
  return JSON.parse(readFileSync(path.join(localesDir, locale, `${ns}.json`), "utf8")) as Messages;
}

/** The message at a dotted `key` of `messages`, with its {{placeholders}} filled from `values`. */
export function text(messages: Messages, key: string, values: Record<string, string | number> = {}): string {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  if (typeof value !== "string") throw new Error(`no message ${key}`);
  return Object.entries(values).reduce(
    (message, [name, v]) => message.replaceAll(`{{${name}}}`, String(v)),
    value,
  );
}

/** Requests `url` until the page cache answers it (a page is stored just after its first render is sent). */
export async function untilHit(request: APIRequestContext, url: string): Promise<APIResponse> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    if (response.headers()["x-cache"] === "HIT") return response;
    expect(response.headers()["x-cache"]).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was never served from the cache`);
}
