/**
 * The edge's smaller answers, over the wire:
 *
 *  - A body over the limit, sent whole on a keep-alive connection, gets 413 with `Connection: close`, and the
 *    server then ends the connection cleanly (no reset): no client sends another request on it (raw socket).
 *  - GET and HEAD on every route that only takes a POST (an action, no screen; from app/routes.ts) answer a
 *    translated 405 with `Allow: POST`, in English and Arabic, for a browser and for a JSON client; a page with
 *    an action and no loader shows its page.
 *  - A single-fetch 404 (and a refused resource route) carries the status's own text, not "Internal Server Error".
 *  - `X-Content-Type-Options` arrives exactly once on /files and /profile/data.
 */

import { cookieHeader, customer } from "../../helpers/abuse-identities.ts";
import { type Lang, messageProblem } from "../../helpers/human-message.ts";
import { rawExchange } from "../../helpers/raw-http.ts";
import { routeTable } from "../../helpers/route-table.ts";
import { expect, test } from "../test.ts";

const MB = 1024 * 1024;

const languageHeaders = (lang: Lang): Record<string, string> => ({
  "accept-language": lang,
  cookie: `lng=${lang}`,
});

test("a fully sent body over the limit: 413 with Connection: close, then a clean end of the connection", async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const problems: string[] = [];
  const targets = [
    { path: "/newsletter", type: "application/x-www-form-urlencoded", prefix: "email=" },
    { path: "/api/checkout", type: "application/json", prefix: '{"items":"' },
    { path: "/api/auth/sign-in/email", type: "application/json", prefix: '{"email":"' },
    { path: "/applications/upload?kind=visa&document=passport", type: "multipart/form-data; boundary=x" },
  ];
  for (const [i, { path, type, prefix }] of targets.entries()) {
    const lang: Lang = i % 2 === 0 ? "en" : "ar";
    // 9 MB for the form and JSON routes (limits of 16 and 64 KB); over 5 × 10 MB for the upload route.
    const bodyBytes = path.startsWith("/applications/upload") ? 60 * MB : 9 * MB;
    const answer = await rawExchange(baseURL!, {
      method: "POST",
      path,
      headers: { origin, "content-type": type, accept: "application/json", ...languageHeaders(lang) },
      bodyBytes,
      prefix,
      timeoutMs: 20_000,
    });
    const label = `${path} [${lang}]`;
    if (answer.status !== 413) problems.push(`${label}: ${answer.status ?? "no answer"} instead of 413`);
    const connection = answer.headers.connection?.join(", ");
    if (connection !== "close") problems.push(`${label}: Connection: ${connection} instead of close`);
    if (answer.error) problems.push(`${label}: the connection ended with ${answer.error}, not cleanly`);
    else if (!answer.endedByServer) problems.push(`${label}: the server did not end the connection`);
    const problem =
      answer.status === null
        ? null
        : messageProblem(
            {
              status: answer.status,
              contentType: answer.headers["content-type"]?.[0] ?? "",
              body: answer.body,
              path,
            },
            lang,
          );
    if (problem) problems.push(`${label}: ${problem}`);
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("GET and HEAD on every route that only takes a POST: a translated 405 with Allow: POST", async ({
  baseURL,
}) => {
  const routes = routeTable().filter((route) => route.hasAction && !route.hasComponent);
  // Known members, so that a broken route table cannot make this test pass with nothing to check.
  const paths = routes.map((route) => route.path);
  for (const known of ["applications/upload", "api/checkout", "api/webhooks/stripe", "api/webhooks/paddle"])
    expect(paths).toContain(known);
  // `/auth` has no page of its own: a visit opens the sign-in dialog on the home page.
  const REDIRECTS: Record<string, string> = { auth: "/?login=1" };
  const problems: string[] = [];
  const accepts = { browser: "text/html,application/xhtml+xml", "JSON client": "application/json" };
  for (const route of routes) {
    const path = `/${route.path}`;
    for (const method of ["GET", "HEAD"]) {
      for (const lang of ["en", "ar"] as const) {
        for (const [client, accept] of Object.entries(accepts)) {
          const answer = await rawExchange(baseURL!, {
            method,
            path,
            headers: { accept, connection: "close", ...languageHeaders(lang) },
          });
          const label = `${method} ${path} [${lang}, ${client}]`;
          const redirect = REDIRECTS[route.path];
          if (redirect) {
            const location = answer.headers.location?.[0];
            if (answer.status !== 302 || location !== redirect)
              problems.push(`${label}: ${answer.status} to ${location} instead of 302 to ${redirect}`);
            continue;
          }
          if (answer.status !== 405) {
            problems.push(`${label}: ${answer.status ?? `no answer (${answer.error})`} instead of 405`);
            continue;
          }
          const allow = answer.headers.allow?.join(", ");
          if (allow !== "POST") problems.push(`${label}: Allow: ${allow} instead of POST`);
          if (method === "HEAD") {
            if (answer.body !== "") problems.push(`${label}: a body on a HEAD answer`);
            continue;
          }
          const problem = messageProblem(
            { status: 405, contentType: answer.headers["content-type"]?.[0] ?? "", body: answer.body, path },
            lang,
          );
          if (problem) problems.push(`${label}: ${problem}`);
        }
      }
    }
  }
  // A page with an action and no loader shows its page.
  for (const route of routeTable().filter((r) => r.hasAction && r.hasComponent && !r.hasLoader)) {
    for (const method of ["GET", "HEAD"]) {
      const answer = await rawExchange(baseURL!, {
        method,
        path: `/${route.path}`,
        headers: { accept: "text/html", connection: "close" },
      });
      if (answer.status !== 200)
        problems.push(`${method} /${route.path}: ${answer.status} instead of the page`);
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

test("single-fetch and resource-route refusals carry their status's own text", async ({ baseURL }) => {
  const problems: string[] = [];
  const check = async (path: string, status: number, text: string, cookie?: string) => {
    const answer = await rawExchange(baseURL!, {
      path,
      headers: { connection: "close", accept: "*/*", ...(cookie ? { cookie } : {}) },
    });
    if (answer.status !== status || answer.statusText !== text)
      problems.push(`${path}: "${answer.status} ${answer.statusText}" instead of "${status} ${text}"`);
    if (answer.body.includes("Internal Server Error"))
      problems.push(`${path}: "Internal Server Error" in the body of a ${answer.status}`);
  };
  await check("/post/no-such-post.data", 404, "Not Found");
  await check("/packages/no-such-package.data", 404, "Not Found");
  await check("/orders/no-such-order.data", 202, "Accepted");
  await check("/post/no-such-post", 404, "Not Found");
  const person = await customer(baseURL!, "customer A", { firstName: "Salma", lastName: "Statustext" });
  const cookie = await cookieHeader(person);
  await check("/orders/no-such-order.data", 404, "Not Found", cookie);
  await check("/admin/users/export", 403, "Forbidden", cookie);
  await check("/admin.data", 403, "Forbidden", cookie);
  await person.request.dispose();
  expect(problems, problems.join("\n")).toEqual([]);
});

test("X-Content-Type-Options arrives exactly once on /files and /profile/data", async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const person = await customer(baseURL!, "customer A", { firstName: "Nadia", lastName: "Nosniff" });
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n" +
      "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
  );
  const upload = await person.request.post("/applications/upload?kind=visa&document=additional", {
    headers: { origin, accept: "application/json" },
    multipart: { additional: { name: "statement.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  const uploadBody = await upload.text();
  expect(upload.status(), uploadBody).toBe(200);
  const key = (JSON.parse(uploadBody) as { files: { key: string }[] }).files[0]!.key;
  const cookie = await cookieHeader(person);
  const problems: string[] = [];
  for (const [path, status] of [
    [`/files/applications/${key}`, 200],
    ["/files/applications/no/such/file.pdf", 404],
    ["/profile/data", 200],
  ] as const) {
    for (const method of ["GET", "HEAD"]) {
      const answer = await rawExchange(baseURL!, {
        method,
        path,
        headers: { cookie, connection: "close" },
      });
      const label = `${method} ${path}`;
      if (answer.status !== status) problems.push(`${label}: ${answer.status} instead of ${status}`);
      const values = answer.headers["x-content-type-options"] ?? [];
      if (values.length !== 1 || values[0] !== "nosniff")
        problems.push(`${label}: X-Content-Type-Options ${JSON.stringify(values)} instead of once "nosniff"`);
    }
  }
  await person.request.dispose();
  expect(problems, problems.join("\n")).toEqual([]);
});
