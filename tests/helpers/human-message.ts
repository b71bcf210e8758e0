/**
 * What "a 4xx with a human message in the request's language" means, in one place, for every abuse test.
 *
 * The message is looked for where a person (or the app's own client code) reads it:
 *  - HTML: the text of <main> (the page's own content; the header and footer around it are in the page's
 *    language whatever the error says), or of <body> when there is no <main>; the <title> too for raw keys.
 *  - JSON: every `message` field at any depth (`{ message }`, `{ error: { message } }`, `{ code, message }`),
 *    and `error` when it is a string.
 *  - React Router single fetch (`.data`, turbo-stream): the values of `message`/`error` keys in the stream,
 *    and the data of an ErrorResponse when it is a string (its statusText is no message).
 *  - A form's reply (Conform's, decision 019), in JSON or single fetch: the lists of messages under `error`
 *    (`{ error: { email: ["…"], "": ["…"] } }`).
 *  - anything else (text/plain…): the whole body.
 *
 * Then, for a request in Arabic, the message must hold Arabic letters; in English, an English sentence-like
 * text (three words or more, or two ending with . ! ?) that is not just an HTTP reason phrase ("Not Found");
 * in neither may a raw i18n key appear (`errors:codes.X`, `errorPage.notFoundTitle`, `codes.API_NOT_FOUND`,
 * any key of app/locales/en/*.json) or a developer's message (a stack trace, a validator's dump, React
 * Router's "You made a POST request…").
 */
import { readdirSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";

export type Lang = "en" | "ar";

export interface Answer {
  status: number;
  /** The content-type header ("" when absent). */
  contentType: string;
  body: string;
  /** The request's URL path (a `.data` path is single fetch whatever its content type says). */
  path?: string;
}

const LOCALES = path.resolve(import.meta.dirname, "../../app/locales");

/** Every message key of the English catalogue, as "ns:a.b" and as "a.b" (nested keys only, so no plain word). */
function catalogueKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (ns: string, node: unknown, prefix: string) => {
    if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) walk(ns, value, prefix ? `${prefix}.${key}` : key);
      return;
    }
    keys.add(`${ns}:${prefix}`);
    if (prefix.includes(".")) keys.add(prefix);
    // i18next plural and context suffixes are looked up without them.
    const bare = prefix.replace(/_(zero|one|two|few|many|other)$/, "");
    keys.add(`${ns}:${bare}`);
    if (bare.includes(".")) keys.add(bare);
  };
  for (const file of readdirSync(path.join(LOCALES, "en")).filter((f) => f.endsWith(".json"))) {
    walk(file.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(LOCALES, "en", file), "utf8")), "");
  }
  return keys;
}

let knownKeys: Set<string> | undefined;

const camel = /[a-z][A-Z]/;
const upperSnake = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;

/** The raw i18n keys in a text: known catalogue keys, `ns:key.path`, and dotted keys with camelCase or CODE parts. */
export function rawKeysIn(text: string): string[] {
  knownKeys ??= catalogueKeys();
  const found = new Set<string>();
  for (const token of text.split(/[\s"'`<>()[\]{},;!?«»،؛]+/)) {
    const word = token.replace(/^[.:]+|[.:]+$/g, "");
    if (!word) continue;
    if (knownKeys.has(word)) {
      found.add(word);
      continue;
    }
    if (
      /^[a-z][A-Za-z0-9]*:[A-Za-z][\w.-]*$/.test(word) &&
      !/^(https?|mailto|tel|data|javascript):/.test(word)
    ) {
      found.add(word);
      continue;
    }
    if (/^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/.test(word)) {
      const parts = word.split(".");
      if (parts.some((part) => camel.test(part) || upperSnake.test(part))) found.add(word);
    }
  }
  return [...found];
}

/** Messages meant for developers, not for the person who made the request. */
const DEVELOPER_MESSAGES: [RegExp, string][] = [
  [/\n\s+at [^\n]+:\d+:\d+/, "a stack trace"],
  [/You made a (POST|PUT|PATCH|DELETE) request to/i, "React Router's developer message"],
  [/did not provide an `?(action|loader)`?/i, "React Router's developer message"],
  [
    /\[body\.[^\]]*\]|Invalid input: expected|received (null|undefined|string|number)\b/,
    "a validator's dump",
  ],
  [
    /Unexpected token|JSON\.parse|is not valid JSON|SyntaxError|TypeError|ReferenceError/,
    "an exception text",
  ],
  [
    /^\s*(Internal Server Error|Bad Request|Not Found|Forbidden|Unauthorized|Method Not Allowed)\s*$/i,
    "a bare status text",
  ],
];

const REASON_PHRASES = new Set(Object.values(STATUS_CODES).map((phrase) => phrase!.toLowerCase()));

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");

/** The visible text of an HTML fragment. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

function jsonMessages(value: unknown, out: string[], depth = 0): void {
  if (depth > 20 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) jsonMessages(item, out, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if ((key === "message" || key === "error") && typeof item === "string") out.push(item);
    else if (key === "error" && item && typeof item === "object" && !Array.isArray(item)) {
      for (const list of Object.values(item))
        if (Array.isArray(list)) out.push(...list.filter((m): m is string => typeof m === "string"));
      jsonMessages(item, out, depth + 1);
    } else jsonMessages(item, out, depth + 1);
  }
}

/** The messages of a turbo-stream (React Router single fetch) body: a flat JSON array with references. */
function turboStreamMessages(body: string): string[] | null {
  const firstLine = body.split("\n")[0] ?? "";
  let flat: unknown;
  try {
    flat = JSON.parse(firstLine);
  } catch {
    return null;
  }
  if (!Array.isArray(flat)) return null;
  const at = (index: unknown) => (typeof index === "number" && index >= 0 ? flat[index] : undefined);
  const out: string[] = [];
  for (const item of flat) {
    // ["ErrorResponse", data, status, statusText], each a reference.
    if (Array.isArray(item) && item[0] === "ErrorResponse") {
      const data = at(item[1]);
      if (typeof data === "string") out.push(data);
      continue;
    }
    if (item && typeof item === "object" && !Array.isArray(item)) {
      for (const [ref, valueRef] of Object.entries(item)) {
        const key = at(Number(ref.replace(/^_/, "")));
        const value = at(valueRef);
        if ((key === "message" || key === "error") && typeof value === "string") out.push(value);
        if (key === "error" && value && typeof value === "object" && !Array.isArray(value)) {
          for (const listRef of Object.values(value)) {
            const list = at(listRef);
            if (Array.isArray(list))
              for (const ref of list) if (typeof at(ref) === "string") out.push(at(ref) as string);
          }
        }
      }
    }
  }
  return out;
}

export interface Extracted {
  kind: "html" | "json" | "turbo-stream" | "text";
  /** The texts that may carry the message. */
  messages: string[];
  /** Where raw keys are looked for (messages plus the HTML title). */
  keyTexts: string[];
}

export function extractMessages(answer: Answer): Extracted {
  const type = answer.contentType.toLowerCase();
  const body = answer.body;
  if (type.includes("text/x-script") || answer.path?.endsWith(".data")) {
    const messages = turboStreamMessages(body);
    if (messages) return { kind: "turbo-stream", messages, keyTexts: messages };
  }
  if (type.includes("json") || /^\s*[[{"]/.test(body)) {
    try {
      const parsed = JSON.parse(body) as unknown;
      const messages: string[] = [];
      if (typeof parsed === "string") messages.push(parsed);
      else jsonMessages(parsed, messages);
      return { kind: "json", messages, keyTexts: messages };
    } catch {
      // not JSON after all: judged as text below
    }
  }
  if (type.includes("html") || /^\s*<(!doctype|html)/i.test(body)) {
    const title = htmlToText(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1] ?? "");
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(body)?.[1];
    const region = main ?? /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(body)?.[1] ?? body;
    const text = htmlToText(region);
    return { kind: "html", messages: text ? [text] : [], keyTexts: [title, text] };
  }
  const text = body.trim();
  return { kind: "text", messages: text ? [text] : [], keyTexts: [text] };
}

const ARABIC_LETTERS = /[\u0621-\u064A\u0671-\u06D3]/g;

function isEnglishSentence(text: string): boolean {
  const normalized = text.trim().replace(/\s+/g, " ");
  if (REASON_PHRASES.has(normalized.toLowerCase().replace(/[.!]$/, ""))) return false;
  const words = normalized.match(/\b[A-Za-z][A-Za-z'’-]*\b/g) ?? [];
  return words.length >= 3 || (words.length >= 2 && /[.!?]\s*$/.test(normalized));
}

/**
 * Why this 4xx answer is not a human message in `lang`, or null when it is. The reason is short and names
 * what was wrong, e.g. "no Arabic text in the message ("Not Found")" or "raw i18n key errorScreen.oopsTitle".
 */
export function messageProblem(answer: Answer, lang: Lang): string | null {
  const { kind, messages, keyTexts } = extractMessages(answer);
  const shown = (text: string) => JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}…` : text);
  const joined = messages.join(" | ");
  if (!messages.some((m) => m.trim() !== "")) {
    return kind === "json" || kind === "turbo-stream"
      ? `no message field in the ${kind} body ${shown(answer.body)}`
      : "empty body";
  }
  for (const [pattern, what] of DEVELOPER_MESSAGES)
    if (messages.some((m) => pattern.test(m))) return `${what} instead of a message: ${shown(joined)}`;
  const keys = keyTexts.flatMap(rawKeysIn);
  if (keys.length > 0) return `raw i18n key ${[...new Set(keys)].slice(0, 3).join(", ")} in ${shown(joined)}`;
  if (lang === "ar") {
    if (!messages.some((m) => (m.match(ARABIC_LETTERS)?.length ?? 0) >= 2))
      return `no Arabic text in the message ${shown(joined)}`;
  } else if (!messages.some(isEnglishSentence)) {
    return `no English sentence in the message ${shown(joined)}`;
  }
  return null;
}

/**
 * Why a redirect's Location is unsafe, or null: it must resolve to this site's origin, and its path must
 * not start with "//" or hold a backslash (a path that a later redirect or `location.assign` would read as
 * another host).
 */
export function locationProblem(location: string | undefined, base: string): string | null {
  if (location === undefined || location === "") return "a redirect without a Location";
  const origin = new URL(base).origin;
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    return `unparseable Location ${JSON.stringify(location)}`;
  }
  if (url.origin !== origin) return `Location leaves the site: ${JSON.stringify(location)} → ${url.origin}`;
  if (url.pathname.startsWith("//") || location.includes("\\"))
    return `Location path reads as another host: ${JSON.stringify(location)}`;
  return null;
}
