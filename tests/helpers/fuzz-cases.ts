/**
 * The malformed requests of the abuse fuzzer (tests/e2e/abuse/fuzz.spec.ts), generated from the route table
 * and a seed: the same seed, table and samples give the same list, so any case can be sent again by its id.
 * Nothing here talks to the server.
 */
import type { Lang } from "./human-message.ts";
import type { Prng } from "./prng.ts";
import { BETTER_AUTH_ENDPOINTS, fillPath, isApiRoute, type RouteInfo } from "./route-table.ts";

export interface FuzzCase {
  id: number;
  /** What the failure list groups by: the route pattern ("/packages/:slug"), or "/api/auth/…", "/_root.data". */
  target: string;
  method: string;
  /** Path and query, already percent-encoded as they go on the wire. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  lang: Lang;
  /** Sent with the fuzz customer's session cookie. */
  signedIn: boolean;
  /** A short description of the input ("form: NUL in customerName"). */
  input: string;
}

/** Real parameter values per route pattern, found in the site's own links (already encoded). */
export type Samples = Map<string, Record<string, string>[]>;

export interface BuildOptions {
  routes: RouteInfo[];
  samples: Samples;
  rng: Prng;
  origin: string;
  /** The fuzz customer's cookie ("name=value"), sent on about half of the action and API cases. */
  sessionCookie?: string;
}

// ---------------------------------------------------------------------------------------------------
// Values

const KB100 = 100 * 1024;

/** Hostile text values (not encoded): wrong types written as text, control characters, unicode, huge. */
export const HOSTILE_TEXT: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u0003",
  "x\u007f",
  "\u001b[31mred",
  "\u202eevil\u202c.exe",
  "\u2066\u2067isolate\u2069",
  "\ufeffbom",
  "مرحبا بالعالم",
  "العربية\u200f\u200e",
  "🧳✈️🌍👨‍👩‍👧",
  "e\u0301\u0301\u0301\u0301",
  "Z̷̢̛͓̈a̸͖̓l̵̰̈́g̶̣͝o̴̮͑",
  "<script>alert(1)</script>",
  "\"'><img src=x onerror=alert(1)>",
  "' OR '1'='1' --",
  "../../../../etc/passwd",
  "%00",
  "%ff",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as typed
  "{{7*7}}${7*7}",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "-0.0000001",
  "99999999999999999999999999",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "a@b",
  "a@b.c\u0000@evil.example",
  "\ud800",
  "x".repeat(5000),
];

const huge = (rng: Prng): { value: string; label: string } =>
  rng.pick([
    { value: "A".repeat(KB100), label: "100 KB of ASCII" },
    { value: "ب".repeat(KB100 / 2), label: "100 KB of Arabic" },
    { value: "😀".repeat(KB100 / 4), label: "100 KB of emoji" },
    { value: "e\u0301".repeat(KB100 / 3), label: "100 KB of combining marks" },
  ]);

/** Control characters the brief names, each with a label. */
const CONTROLS: readonly [string, string][] = [
  ["\u0000", "NUL"],
  ["\u0001", "U+0001"],
  ["\u007f", "DEL"],
  ["\u202e", "bidi override U+202E"],
  ["\u001b", "ESC"],
  ["\u0008", "backspace"],
];

/** Hostile path segments, already encoded. */
const HOSTILE_SEGMENTS: readonly string[] = [
  "%00",
  "%01",
  "%7F",
  "%E2%80%AE",
  "%ff",
  "%",
  "%zz",
  "%C0%80",
  "%2500",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "..%5c..%5cwindows",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201=1--",
  encodeURIComponent("مرحبا"),
  encodeURIComponent("🧳✈️"),
  encodeURIComponent("e\u0301\u0301\u0301"),
  "a".repeat(5000),
  "1e309",
  "-1",
  "0",
  "null",
  "undefined",
  "%20",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "__proto__",
];

const HOSTILE_SPLATS: readonly string[] = [
  "x.png",
  "a/b/c.pdf",
  "%2e%2e/%2e%2e/%2e%2e/etc/passwd",
  "%2e%2e%2f%2e%2e%2fdb%2fPG_VERSION",
  ".meta/applications/x.json",
  "applications/..%2f..%2fdb",
  "%00.png",
  "a%00/b",
  `${"d/".repeat(300)}x`,
  encodeURIComponent("صورة.png"),
];

const HOSTILE_BUCKETS: readonly string[] = [
  "uploads",
  "applications",
  "visa-covers",
  "..",
  "%2e%2e",
  "%00",
  "nope",
  "storage",
];

/** Hostile query values, already encoded. */
const QUERY_VALUES: Record<string, readonly string[]> = {
  page: ["-1", "0", "1e309", "NaN", "99999999999999999999999", "1.5", "0x10", "%00", "Infinity", "-0"],
  sort: [
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "price_asc%00",
    "__proto__",
    "constructor",
    "%27%3BDROP%20TABLE%20orders%3B--",
  ],
  q: [
    "%00",
    "a%00b",
    "%ff",
    "%E2%80%AE",
    "x".repeat(5000),
    encodeURIComponent("إسطنبول"),
    encodeURIComponent("🧳"),
    encodeURIComponent("e\u0301\u0301"),
    "%25",
    "%",
    "%2B",
    "*",
    "%5C",
    "%28",
    "%27",
    "%22%3E%3Cimg%20src%3Dx%3E",
    encodeURIComponent("ـــّ"),
  ],
};
const GENERIC_QUERY_VALUES: readonly string[] = [
  "%00",
  "%01",
  "%7F",
  "%E2%80%AE",
  "%ff",
  "-1",
  "1e309",
  "%3Cscript%3E",
  "x".repeat(5000),
  encodeURIComponent("عربي"),
  "true",
  "[]",
];

// ---------------------------------------------------------------------------------------------------
// Bodies

/** encodeURIComponent, except that a lone surrogate goes out as its raw (invalid UTF-8) bytes %ED%A0%80. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (c) => {
      const code = c.charCodeAt(0);
      if (c.length === 1 && code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      return encodeURIComponent(c);
    }).join("");
  }
}

const form = (fields: [string, string][]) => fields.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");

function multipart(
  fields: [string, string][],
  boundary: string,
  file?: { name: string; bytes: string },
): string {
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n${file.bytes}\r\n`,
    );
  return `${parts.join("")}--${boundary}--\r\n`;
}

const MALFORMED_JSON: readonly [string, string][] = [
  ["{", "unterminated object"],
  ['{"a":', "unterminated value"],
  ["[", "unterminated array"],
  ["nul", "bare word"],
  ['{"a":1,}', "trailing comma"],
  ["{'a':1}", "single quotes"],
  ["\ufeff{}", "byte order mark"],
  ['{"a":"\u0000"}', "raw NUL inside a string"],
  ['{"a":1}{"b":2}', "two documents"],
  ["NaN", "NaN"],
  ['{"__proto__":{"admin":true}}', "prototype key"],
  [`${"[".repeat(10000)}${"]".repeat(10000)}`, "10,000 nested arrays"],
];

/** JSON values of the wrong type for any field. */
const WRONG_TYPES: readonly unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  [[]],
  { $gt: "" },
  "",
  "\u0000",
  "x".repeat(5000),
  "مرحبا",
  "🧳",
  ["a", "b"],
];

const AUTH_FIELDS: Record<(typeof BETTER_AUTH_ENDPOINTS)[number], string[]> = {
  "sign-in/email": ["email", "password", "rememberMe", "callbackURL"],
  "sign-up/email": ["email", "password", "name", "firstName", "lastName", "phone", "callbackURL"],
  "update-user": ["name", "firstName", "lastName", "image", "phone", "locale", "role"],
  "reset-password": ["token", "newPassword"],
  "request-password-reset": ["email", "redirectTo"],
  "change-password": ["currentPassword", "newPassword", "revokeOtherSessions"],
};

const API_FIELDS = ["intent", "lines", "provider", "address", "idempotencyKey", "id", "type", "data"];

const ODD_METHODS = ["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"] as const;

// ---------------------------------------------------------------------------------------------------
// Builder

const LANG_HEADERS: Record<Lang, { acceptLanguage: string; cookie?: string }[]> = {
  en: [{ acceptLanguage: "en" }, { acceptLanguage: "en-GB,en;q=0.9", cookie: "lng=en" }],
  ar: [
    { acceptLanguage: "ar" },
    { acceptLanguage: "ar-SA,ar;q=0.9,en;q=0.5", cookie: "lng=ar" },
    { acceptLanguage: "en-US,en;q=0.9", cookie: "lng=ar" },
  ],
};

interface Draft {
  target: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string | Buffer;
  input: string;
  /** Extra headers (accept, hostile cookies…). */
  headers?: Record<string, string>;
  /** May be sent signed in (actions and APIs). */
  canSignIn?: boolean;
}

export function buildCases(options: BuildOptions): FuzzCase[] {
  const { routes, samples, rng, origin, sessionCookie } = options;
  const drafts: Draft[] = [];
  const add = (draft: Draft) => drafts.push(draft);
  const label = (route: RouteInfo) => `/${route.path}`;
  const real = (route: RouteInfo) => samples.get(route.path) ?? [];

  /** A plausible filling of a route's parameters: a real sample, else harmless made-up values. */
  const plausible = (route: RouteInfo): string => {
    const found = real(route);
    if (found.length > 0) return fillPath(route, rng.pick(found));
    const values: Record<string, string> = {};
    for (const param of route.params)
      values[param] = param === "*" ? "no-such-page" : param === "bucket" ? "uploads" : "no-such-thing";
    if (route.path.includes(":id") || route.path.includes(":orderId"))
      for (const param of route.params) if (/id$/i.test(param)) values[param] = uuid(rng);
    return fillPath(route, values);
  };

  const fieldsOf = (route: RouteInfo) =>
    route.fieldNames.length > 0 ? route.fieldNames : ["email", "name", "intent", "id"];
  // "sign-out" would end the fuzz customer's session half-way through.
  const tokenOr = (route: RouteInfo, fallback: string) => {
    const tokens = route.tokens.filter((t) => t !== "sign-out");
    return tokens.length > 0 && rng.chance(0.4) ? rng.pick(tokens) : fallback;
  };
  const hostileFields = (route: RouteInfo): [string, string][] =>
    fieldsOf(route).map((name) => [name, rng.chance(0.3) ? tokenOr(route, "x") : rng.pick(HOSTILE_TEXT)]);

  for (const route of routes) {
    const page = plausible(route);
    const api = isApiRoute(route);

    // Odd methods on every route.
    for (const method of ODD_METHODS) {
      add({
        target: label(route),
        method,
        path: page,
        contentType: method === "PUT" || method === "PATCH" ? "application/x-www-form-urlencoded" : undefined,
        body: method === "PUT" || method === "PATCH" ? form(hostileFields(route)) : undefined,
        input: `${method} on the route`,
      });
    }

    // Path parameters: real values, then hostile ones.
    if (route.params.length > 0) {
      for (const sample of real(route).slice(0, 2))
        add({
          target: label(route),
          method: "GET",
          path: fillPath(route, sample),
          input: "a real parameter value",
        });
      for (const segment of rng.sample(HOSTILE_SEGMENTS, 10)) {
        const values: Record<string, string> = {};
        for (const param of route.params)
          values[param] =
            param === "*"
              ? rng.pick(HOSTILE_SPLATS)
              : param === "bucket"
                ? rng.pick(HOSTILE_BUCKETS)
                : segment;
        if (route.params.includes("*") && route.params.length === 1) values["*"] = segment;
        add({
          target: label(route),
          method: "GET",
          path: fillPath(route, values),
          input: `hostile parameter ${decodeForLabel(segment)}`,
        });
      }
      if (route.params.includes("*"))
        for (const splat of rng.sample(HOSTILE_SPLATS, 4))
          add({
            target: label(route),
            method: "GET",
            path: fillPath(route, {
              ...Object.fromEntries(
                route.params.map((p) => [p, p === "bucket" ? rng.pick(HOSTILE_BUCKETS) : "x"]),
              ),
              "*": splat,
            }),
            input: `hostile path ${decodeForLabel(splat)}`,
          });
    }

    // Odd query strings on pages with a loader.
    if (route.hasLoader && !api) {
      const names = [...new Set(["page", "sort", "q", ...route.fieldNames])];
      const fixed: [string, string][] = [
        ["page=-1", "page=-1"],
        ["page=1e309", "page=1e309"],
        ["sort=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "sort=<script>"],
        ["q=%00", "q=NUL"],
        ["q=a&q=b&page=1&page=2&sort=x&sort=y", "repeated parameters"],
        [`q=${"q".repeat(5000)}`, "5,000-character q"],
      ];
      for (const [query, what] of fixed)
        add({ target: label(route), method: "GET", path: `${page}?${query}`, input: `query ${what}` });
      for (let i = 0; i < 4; i++) {
        const name = rng.pick(names);
        const value = rng.pick(QUERY_VALUES[name] ?? GENERIC_QUERY_VALUES);
        const extra = rng.pick([
          "",
          `&${name}=${rng.pick(GENERIC_QUERY_VALUES)}`,
          "&q[]=1&q[a]=2",
          "&__proto__[x]=1",
          "&&&==&",
          "&lng=xx",
        ]);
        add({
          target: label(route),
          method: "GET",
          path: `${page}?${encodeURIComponent(name)}=${value}${extra}`,
          input: `query ${name}=${decodeForLabel(value).slice(0, 40)}${extra ? ` ${extra.slice(0, 30)}` : ""}`,
        });
      }
    }

    // A post to a page without an action.
    if (!route.hasAction) {
      add({
        target: label(route),
        method: "POST",
        path: page,
        contentType: "application/x-www-form-urlencoded",
        body: form(hostileFields(route)),
        input: "form post to a route without an action",
      });
    }

    // Single fetch: /path.data (/_.data for the index in React Router 8).
    if (route.hasLoader && !api && !route.params.includes("*")) {
      const data = route.path === "" ? "/_.data" : `${page}.data`;
      const target = route.path === "" ? "/_.data" : `${label(route)}.data`;
      add({ target, method: "GET", path: data, input: "single-fetch GET" });
      add({ target, method: "POST", path: data, input: "single-fetch empty POST" });
      add({
        target,
        method: "POST",
        path: data,
        contentType: "application/x-www-form-urlencoded",
        body: form(hostileFields(route)),
        input: "single-fetch junk form POST",
        canSignIn: true,
      });
      add({
        target,
        method: "GET",
        path: `${data}?_routes=${rng.pick(["%00", "routes%2Fnope", "root,root,root", "x".repeat(3000), "%ff"])}`,
        input: "single-fetch GET with a junk _routes",
      });
      if (route.hasAction)
        add({
          target,
          method: "POST",
          path: data,
          contentType: "text/plain",
          body: rng.pick(HOSTILE_TEXT),
          input: "single-fetch text/plain POST",
          canSignIn: true,
        });
    }

    if (route.hasAction && !api) formActionCases(route, page);
    if (route.hasAction && api) jsonApiCases(route, page);
  }

  function formActionCases(route: RouteInfo, page: string) {
    const target = label(route);
    const post = (input: string, contentType: string | undefined, body: string | Buffer | undefined) =>
      add({ target, method: "POST", path: page, contentType, body, input, canSignIn: true });
    const fields = fieldsOf(route);
    post("empty form", "application/x-www-form-urlencoded", "");
    post("empty body without a content type", undefined, undefined);
    for (let i = 0; i < 8; i++)
      post("form of hostile values", "application/x-www-form-urlencoded", form(hostileFields(route)));
    for (let i = 0; i < 2; i++) {
      const { value, label: what } = huge(rng);
      const field = rng.pick(fields);
      post(
        `form: ${what} in ${field}`,
        "application/x-www-form-urlencoded",
        form([...hostileFields(route), [field, value]]),
      );
    }
    for (const [control, what] of CONTROLS) {
      const field = rng.pick(fields);
      const filled = hostileFields(route).map(([k, v]): [string, string] =>
        k === field ? [k, `a${control}b`] : [k, v],
      );
      post(`form: ${what} in ${field}`, "application/x-www-form-urlencoded", form(filled));
    }
    post(
      "form: control character in a field name",
      "application/x-www-form-urlencoded",
      form([["na\u0000me", "x"], ...hostileFields(route)]),
    );
    post(
      "form: duplicate fields and prototype names",
      "application/x-www-form-urlencoded",
      `${form(hostileFields(route))}&${form(hostileFields(route))}&__proto__=x&constructor=y&a[b]=c`,
    );
    post(
      "form: 2,000 fields",
      "application/x-www-form-urlencoded",
      Array.from({ length: 2000 }, (_, i) => `f${i}=${i}`).join("&"),
    );
    for (const broken of ["%", "%zz=1", "email=%ff%fe", "=&=&", "&&&", "a=%E2%80"])
      post(`form: broken encoding ${broken}`, "application/x-www-form-urlencoded", broken);
    post(
      "JSON to a form route",
      "application/json",
      JSON.stringify(Object.fromEntries(hostileFields(route))),
    );
    post("malformed JSON to a form route", "application/json", rng.pick(MALFORMED_JSON)[0]);
    post("text/plain body", "text/plain", form(hostileFields(route)));
    post(
      "application/xml body",
      "application/xml",
      "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
    );
    post(
      "form claiming utf-16",
      "application/x-www-form-urlencoded; charset=utf-16",
      Buffer.from(form(hostileFields(route)), "utf16le"),
    );
    const boundary = `----abuse${rng.int(1000, 9999)}`;
    post(
      "multipart form",
      `multipart/form-data; boundary=${boundary}`,
      multipart(hostileFields(route), boundary),
    );
    post(
      "multipart with a file",
      `multipart/form-data; boundary=${boundary}`,
      multipart(hostileFields(route), boundary, {
        name: rng.pick(fields),
        bytes: "\u0089PNG\r\n\u001a\n\u0000\u0000",
      }),
    );
    post("multipart without a boundary", "multipart/form-data", multipart(hostileFields(route), boundary));
    post(
      "truncated multipart",
      `multipart/form-data; boundary=${boundary}`,
      multipart(hostileFields(route), boundary).slice(0, 60),
    );
    post("octet-stream body", "application/octet-stream", Buffer.from([0, 1, 2, 255, 254, 0x7f]));
  }

  function jsonApiCases(route: RouteInfo, page: string) {
    const target = label(route);
    const post = (
      input: string,
      contentType: string | undefined,
      body: string | Buffer | undefined,
      accept = "application/json",
    ) =>
      add({
        target,
        method: "POST",
        path: page,
        contentType,
        body,
        input,
        canSignIn: true,
        headers: { accept },
      });
    for (const [text, what] of MALFORMED_JSON) post(`malformed JSON: ${what}`, "application/json", text);
    for (let i = 0; i < 8; i++) {
      const value = rng.pick(WRONG_TYPES);
      post(`JSON body ${shortJson(value)}`, "application/json", JSON.stringify(value));
    }
    for (let i = 0; i < 6; i++) {
      const body = Object.fromEntries(
        rng.sample(API_FIELDS, rng.int(1, 5)).map((k) => [k, rng.pick(WRONG_TYPES)]),
      );
      post(`JSON fields of the wrong type ${shortJson(body)}`, "application/json", JSON.stringify(body));
    }
    post(
      "JSON: lines with null items",
      "application/json",
      JSON.stringify({
        intent: "pay",
        lines: [null, { id: null, productType: "esim", quantity: -1 }],
        provider: "sandbox",
        idempotencyKey: "k".repeat(20),
      }),
    );
    post(
      "JSON: price with 5,000 lines",
      "application/json",
      JSON.stringify({
        intent: "price",
        lines: Array.from({ length: 5000 }, (_, i) => ({ id: `x${i}`, productType: "esim", quantity: 1 })),
      }),
    );
    for (const [control, what] of CONTROLS)
      post(
        `JSON: ${what} in a string`,
        "application/json",
        JSON.stringify({ intent: `price${control}`, lines: [], provider: `sandbox${control}` }),
      );
    const { value, label: what } = huge(rng);
    post(`JSON: ${what}`, "application/json", JSON.stringify({ intent: "price", lines: [], note: value }));
    post(
      "form to a JSON API",
      "application/x-www-form-urlencoded",
      form(API_FIELDS.map((k) => [k, rng.pick(HOSTILE_TEXT)])),
    );
    post("text/plain to a JSON API", "text/plain", JSON.stringify({ intent: "price", lines: [] }));
    post("multipart to a JSON API", "multipart/form-data; boundary=x", multipart([["intent", "price"]], "x"));
    post("empty body", "application/json", "");
    post("empty body without a content type", undefined, undefined);
    post("JSON with accept: text/html", "application/json", "{", "text/html");
  }

  // React Router 7's name for the index's data (no route of ours; a 404 like any other).
  add({
    target: "/_root.data",
    method: "GET",
    path: "/_root.data",
    input: "single-fetch GET of /_root.data",
  });
  add({ target: "/_root.data", method: "POST", path: "/_root.data", input: "empty POST to /_root.data" });
  add({
    target: "/_root.data",
    method: "POST",
    path: "/_root.data?_routes=root",
    contentType: "application/x-www-form-urlencoded",
    body: form([
      ["intent", "x"],
      ["email", rng.pick(HOSTILE_TEXT)],
    ]),
    input: "junk POST to /_root.data",
  });

  // Better Auth's API.
  for (const endpoint of BETTER_AUTH_ENDPOINTS) {
    const target = `/api/auth/${endpoint}`;
    const fields = AUTH_FIELDS[endpoint];
    const post = (input: string, contentType: string | undefined, body: string | undefined) =>
      add({
        target,
        method: "POST",
        path: target,
        contentType,
        body,
        input,
        canSignIn: true,
        headers: { accept: "application/json" },
      });
    for (const [text, what] of MALFORMED_JSON.slice(0, 6))
      post(`malformed JSON: ${what}`, "application/json", text);
    for (const value of [null, [], "x", 0])
      post(`JSON body ${shortJson(value)}`, "application/json", JSON.stringify(value));
    post(
      "every field null",
      "application/json",
      JSON.stringify(Object.fromEntries(fields.map((f) => [f, null]))),
    );
    for (let i = 0; i < 5; i++) {
      const body = Object.fromEntries(fields.map((f) => [f, rng.pick([...WRONG_TYPES, ...HOSTILE_TEXT])]));
      post(`fields of the wrong type ${shortJson(body)}`, "application/json", JSON.stringify(body));
    }
    const { value, label: what } = huge(rng);
    post(`JSON: ${what} in ${fields[0]}`, "application/json", JSON.stringify({ [fields[0]!]: value }));
    post(
      "JSON: NUL in every string",
      "application/json",
      JSON.stringify(Object.fromEntries(fields.map((f) => [f, "a\u0000b"]))),
    );
    post(
      "JSON: redirect to another site",
      "application/json",
      JSON.stringify({
        ...Object.fromEntries(fields.map((f) => [f, "x"])),
        callbackURL: "//evil.example",
        redirectTo: "https://evil.example/phish",
      }),
    );
    post(
      "form body",
      "application/x-www-form-urlencoded",
      form(fields.map((f) => [f, rng.pick(HOSTILE_TEXT)])),
    );
    post("text/plain body", "text/plain", JSON.stringify(Object.fromEntries(fields.map((f) => [f, "x"]))));
    post("empty body", "application/json", "");
    for (const method of ["GET", ...ODD_METHODS])
      add({
        target,
        method,
        path: target,
        input: `${method} on the endpoint`,
        headers: { accept: "application/json" },
      });
  }

  // Hostile cookies and language headers on a few pages and actions.
  const anyRoutes = routes.filter((r) => r.hasLoader || r.hasAction);
  for (let i = 0; i < 16; i++) {
    const route = rng.pick(anyRoutes);
    const cookie = rng.pick([
      "lng=%ff",
      "lng=%00",
      "lng=ar%",
      "better-auth.session_token=%00garbage",
      "better-auth.session_token=x.y.z; better-auth.session_token=a",
      `lng=${"a".repeat(4000)}`,
      "=; ; ;=;lng",
    ]);
    const post = route.hasAction && rng.chance(0.5);
    add({
      target: label(route),
      method: post ? "POST" : "GET",
      path: plausible(route),
      contentType: post ? "application/x-www-form-urlencoded" : undefined,
      body: post ? form(hostileFields(route)) : undefined,
      input: `hostile cookie ${cookie.slice(0, 40)}`,
      headers: { cookie },
    });
  }

  // Languages alternate (half English, half Arabic); actions and APIs alternate signed in and not.
  let signedToggle = false;
  return drafts.map((draft, id): FuzzCase => {
    const lang: Lang = id % 2 === 0 ? "en" : "ar";
    const variant = rng.pick(LANG_HEADERS[lang]);
    let signedIn = false;
    if (sessionCookie && draft.canSignIn) {
      signedToggle = !signedToggle;
      signedIn = signedToggle;
    }
    const cookies = [variant.cookie, draft.headers?.cookie, signedIn ? sessionCookie : undefined].filter(
      Boolean,
    );
    const headers: Record<string, string> = {
      "accept-language": variant.acceptLanguage,
      accept: rng.pick([
        "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "*/*",
        "application/json",
      ]),
      ...draft.headers,
      // Always explicit: a request context would otherwise add the cookies that other answers set.
      cookie: cookies.length > 0 ? cookies.join("; ") : "abuse=1",
    };
    if (draft.method !== "GET") headers.origin = origin;
    if (draft.contentType !== undefined) headers["content-type"] = draft.contentType;
    return {
      id,
      target: draft.target,
      method: draft.method,
      path: draft.path,
      headers,
      body: draft.body,
      lang,
      signedIn,
      input: draft.input,
    };
  });
}

/** A version-4-shaped UUID from the seeded generator. */
function uuid(rng: Prng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function decodeForLabel(encoded: string): string {
  let text: string;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    text = encoded;
  }
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}…` : text);
}

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
