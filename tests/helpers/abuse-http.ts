/**
 * Sending abuse requests and judging the answers, shared by the specs under tests/e2e/abuse: a bounded pool
 * (the machine has two cores and the server is one process), the failure rule (5xx; a 4xx without a human
 * message in the request's language; a redirect leaving the site; no answer), and a readable report.
 */
import type { APIRequestContext } from "@playwright/test";
import type { FuzzCase } from "./fuzz-cases.ts";
import { type Lang, locationProblem, messageProblem } from "./human-message.ts";

export interface Outcome {
  /** null when no answer came (timeout, reset). */
  status: number | null;
  contentType: string;
  location?: string;
  body: string;
  error?: string;
  ms: number;
}

export type FailureKind = "5xx" | "untranslated 4xx" | "unsafe redirect" | "no answer" | "leak";

export interface Failure {
  kind: FailureKind;
  reason: string;
}

/** Sends one case without following redirects; never throws. */
export async function send(request: APIRequestContext, c: FuzzCase, timeout = 20_000): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await request.fetch(c.path, {
      method: c.method,
      headers: c.headers,
      data: c.body,
      maxRedirects: 0,
      // One retry of a reset connection: a keep-alive socket the server closed after an earlier answer.
      // A server that resets every time is still caught (the retry fails the same way).
      maxRetries: 1,
      timeout,
      failOnStatusCode: false,
    });
    let body = "";
    try {
      body = await response.text();
    } catch (error) {
      body = `<body unreadable: ${(error as Error).message.split("\n")[0]}>`;
    }
    const headers = response.headers();
    const outcome: Outcome = {
      status: response.status(),
      contentType: headers["content-type"] ?? "",
      location: headers.location,
      body,
      ms: performance.now() - started,
    };
    await response.dispose();
    return outcome;
  } catch (error) {
    return {
      status: null,
      contentType: "",
      body: "",
      error: (error as Error).message.split("\n")[0],
      ms: performance.now() - started,
    };
  }
}

/** The failure rule of the abuse suite, or null when the answer is acceptable. */
export function judge(
  answer: { status: number | null; contentType: string; location?: string; body: string; error?: string },
  lang: Lang,
  base: string,
  path?: string,
): Failure | null {
  if (answer.status === null) return { kind: "no answer", reason: answer.error ?? "no answer" };
  if (answer.status >= 500) {
    const detail = messageProblem({ ...answer, status: answer.status, path }, lang);
    return { kind: "5xx", reason: `${answer.status}${detail ? ` (and ${detail})` : ""}` };
  }
  if (answer.status >= 300 && answer.status < 400) {
    const problem = locationProblem(answer.location, base);
    return problem ? { kind: "unsafe redirect", reason: problem } : null;
  }
  if (answer.status >= 400) {
    const problem = messageProblem({ ...answer, status: answer.status, path }, lang);
    return problem ? { kind: "untranslated 4xx", reason: problem } : null;
  }
  return null;
}

/** Runs `work` over `items` with at most `concurrency` in flight; results in input order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Shows control and invisible characters of a body preview as escapes, so that the printed request is exact. */
export function visible(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: showing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, (c) =>
    c === "\n" ? "\\n" : c === "\r" ? "\\r" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The exact request of a case, as a few lines (long bodies cut, with their full length). */
export function describeRequest(c: FuzzCase): string {
  const headers = Object.entries(c.headers)
    .map(([k, v]) => `${k}: ${clip(visible(v), 80)}`)
    .join("; ");
  const lines = [
    `#${c.id} ${c.method} ${clip(c.path, 160)}  [${c.lang}${c.signedIn ? ", signed in" : ""}] ${c.input}`,
  ];
  lines.push(`      headers: ${headers}`);
  if (c.body !== undefined) {
    const text = typeof c.body === "string" ? c.body : c.body.toString("latin1");
    const bytes = typeof c.body === "string" ? Buffer.byteLength(c.body) : c.body.length;
    lines.push(`      body (${bytes} bytes): ${clip(visible(text), 200)}`);
  }
  return lines.join("\n");
}

export interface Judged {
  c: FuzzCase;
  outcome: Outcome;
  failure: Failure;
}

/**
 * Failures grouped by route, then status, then reason: one line per group with its count and the exact
 * request of its first case, so that a long run stays readable.
 */
export function groupedReport(failures: readonly Judged[], examplesPerGroup = 1): string {
  const byTarget = new Map<string, Judged[]>();
  for (const f of failures) byTarget.set(f.c.target, [...(byTarget.get(f.c.target) ?? []), f]);
  const out: string[] = [];
  for (const [target, list] of [...byTarget].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`\n── ${target} (${list.length})`);
    const byStatus = new Map<string, Judged[]>();
    for (const f of list) {
      const key = f.outcome.status === null ? "no answer" : String(f.outcome.status);
      byStatus.set(key, [...(byStatus.get(key) ?? []), f]);
    }
    for (const [status, group] of [...byStatus].sort(([a], [b]) => a.localeCompare(b))) {
      const byReason = new Map<string, Judged[]>();
      for (const f of group) {
        const reason = `${f.failure.kind}: ${f.failure.reason.replace(/".*$/s, "").trim()}`;
        byReason.set(reason, [...(byReason.get(reason) ?? []), f]);
      }
      for (const [reason, same] of byReason) {
        const ids = same.map((f) => f.c.id);
        out.push(
          `  ${status} × ${same.length} — ${reason} (cases ${clip(ids.join(","), 120)})`,
          ...same
            .slice(0, examplesPerGroup)
            .map((f) => `    ${describeRequest(f.c)}\n      → ${clip(visible(f.failure.reason), 240)}`),
        );
      }
    }
  }
  return out.join("\n");
}
