import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../../../tests/helpers/raw-http.ts";
import { toFetchRequest } from "../../request-handler.ts";
import { CLIENT_IP_HEADER } from "../auth/auth.server.ts";
import { MAX_FILE_SIZE_BYTES } from "../domain/constants.ts";
import { translator } from "../i18n/i18n.ts";
import { loadConfig } from "../server/config.server.ts";
import { createLocalStorage } from "../storage/local-storage.server.ts";
import { parseUploadForm, type UploadRules } from "../storage/uploads.server.ts";
import {
  allowedMethods,
  BODY_RULES,
  boundedBodies,
  checkedUrl,
  clientIpHeader,
  edgeErrors,
  notFound,
  sameOriginActions,
  streamedLimit,
  streamedRuleFor,
} from "./edge.server.ts";
import { toErrorPayload } from "./errors.ts";

const ARABIC = /[\u0600-\u06ff]/;
let server: http.Server;
let base: string;
let received: { path: string; body: string; type: string | undefined }[] = [];
/** A test-only upload route (the application routes come with their forms), with one 2 MB file field. */
const UPLOAD_ROUTE = { pattern: /^\/upload-test$/, files: 1 };
const uploads = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), "edge-uploads-")));
const UPLOAD_RULES: UploadRules = {
  doc: {
    rule: { maxBytes: 2 * 1024 * 1024, extensions: ["pdf"] },
    bucket: "uploads",
    key: (name) => `u/${randomUUID()}-${name}`,
  },
};
let streamedBody = false;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "edge-")) }).TRUST_PROXY);
  app.use((req, res, next) => {
    res.locals.locale = req.headers["accept-language"]?.startsWith("ar") ? "ar" : "en";
    next();
  });
  app.use(clientIpHeader());
  app.get("/whoami", (req, res) => {
    res.json({ ip: req.headers[CLIENT_IP_HEADER] });
  });
  app.use(allowedMethods());
  app.use(checkedUrl());
  app.use("/flags", notFound());
  app.use(sameOriginActions("http://shop.test"));
  app.use(boundedBodies([UPLOAD_ROUTE]));
  app.post(["/upload-test", "/upload-test.data"], async (req, res) => {
    streamedBody = res.locals.bodyStream !== undefined;
    try {
      const form = await parseUploadForm(toFetchRequest(req, res), UPLOAD_RULES, uploads);
      res.json({ ok: true, fields: form.fields, files: form.files });
    } catch (error) {
      const payload = toErrorPayload(error, translator(res.locals.locale));
      if (!res.headersSent) res.status(payload.status).json({ ok: false, error: payload });
    }
  });
  app.use((req, res) => {
    received.push({
      path: req.path,
      body: (res.locals.body as Buffer | undefined)?.toString("utf8") ?? "",
      type: req.headers["content-type"],
    });
    res.json({ ok: true });
  });
  app.use(edgeErrors({ error() {} }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  body: string;
  /** Bytes of the body the client had written when the answer arrived. */
  writtenWhenAnswered: number;
}

/** Streams `total` bytes in 64 KB chunks without Content-Length (chunked), as a client that keeps sending. */
function streamPost(path: string, total: number, type = "application/x-www-form-urlencoded") {
  return new Promise<Answer>((resolve, reject) => {
    let written = 0;
    const request = http.request(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": type, "transfer-encoding": "chunked", accept: "application/json" },
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (written < total) {
        written += chunk.length;
        if (!request.write(chunk)) return request.once("drain", pump);
      }
      request.end();
    };
    request.on("response", (response) => {
      const answeredAt = written;
      let body = "";
      response.on("data", (c) => {
        body += c;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, writtenWhenAnswered: answeredAt }),
      );
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    pump();
  });
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...headers },
    body,
  });

describe("the server's edge", () => {
  it("refuses a declared body over the route's limit with 413 before reading it, in the request's language", async () => {
    const response = await post("/newsletter", "a".repeat(BODY_RULES.page.limit + 1), {
      "accept-language": "ar",
    });
    expect(response.status).toBe(413);
    const json = await response.json();
    expect(json.error.code).toBe("VALIDATION_FILE_TOO_LARGE");
    expect(json.error.message).toMatch(ARABIC);
  });

  it("cuts a chunked body off at the limit and answers while the client is still sending", async () => {
    received = [];
    const answer = await streamPost("/auth", 200 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.message).toMatch(/too large/i);
    expect(answer.writtenWhenAnswered).toBeLessThan(20 * 1024 * 1024);
    expect(received).toEqual([]);
  });

  it("passes a body within the limit on, read once", async () => {
    received = [];
    const response = await post("/packages/x", "name=Lina&notes=line%0Abreak");
    expect(response.status).toBe(200);
    expect(received).toEqual([
      {
        path: "/packages/x",
        body: "name=Lina&notes=line%0Abreak",
        type: "application/x-www-form-urlencoded",
      },
    ]);
  });

  it("gives each kind of route its own limit", async () => {
    const justOverApi = JSON.stringify({ a: "x".repeat(BODY_RULES.api.limit) });
    expect((await post("/api/checkout", justOverApi, { "content-type": "application/json" })).status).toBe(
      413,
    );
    const webhook = JSON.stringify({ a: "x".repeat(BODY_RULES.api.limit) });
    expect((await post("/api/webhooks/stripe", webhook, { "content-type": "application/json" })).status).toBe(
      200,
    );
  });

  it.each([
    ["/search?q=%00", "GET"],
    ["/page/%00", "GET"],
    ["/esim/a%01b", "GET"],
    ["/search?q=a%7Fb", "GET"],
  ])("refuses control characters in the URL (%s)", async (path, method) => {
    const response = await fetch(`${base}${path}`, { method, headers: { accept: "application/json" } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("VALIDATION_INVALID_FORMAT");
  });

  it("refuses a URL that does not decode", async () => {
    const response = await fetch(`${base}/page/%E0%A4%A`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(400);
  });

  it("refuses control characters in form fields and JSON strings, keeps tabs and line breaks", async () => {
    expect((await post("/checkout", "city=a%00b")).status).toBe(400);
    expect((await post("/checkout", "a%00=b")).status).toBe(400);
    const json = (body: string) =>
      post("/api/auth/update-user", body, { "content-type": "application/json" });
    expect((await json('{"lastName":"a\\u0000b"}')).status).toBe(400);
    expect((await json('{"deep":[{"x":"\\u0007"}]}')).status).toBe(400);
    expect((await json('{"notes":"one\\ntwo\\tthree"}')).status).toBe(200);
    const auth = await json('{"token":"a\\u0000"}');
    expect(await auth.json()).toMatchObject({
      code: "VALIDATION_INVALID_FORMAT",
      message: expect.any(String),
    });
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await post("/api/checkout", "{not json", { "content-type": "application/json" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/could not be read/);
  });

  it("refuses a content type the route cannot read with 415, and reads an empty untyped post as an empty form", async () => {
    const json = await post("/auth", "{}", { "content-type": "application/json", "accept-language": "ar" });
    expect(json.status).toBe(415);
    expect((await json.json()).error.message).toMatch(ARABIC);
    expect((await post("/api/checkout", "a=b")).status).toBe(415);
    expect((await post("/auth", "x", { "content-type": "text/plain" })).status).toBe(415);
    received = [];
    const empty = await fetch(`${base}/auth.data`, { method: "POST" });
    expect(empty.status).toBe(200);
    expect(received[0]?.type).toBe("application/x-www-form-urlencoded");
  });

  it("answers GET, HEAD and POST only: 405 with Allow for the rest, 204 for OPTIONS", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${base}/auth`, { method, headers: { accept: "application/json" } });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    }
    const trace = await new Promise<number>((resolve) => {
      http.request(`${base}/`, { method: "TRACE" }, (r) => resolve(r.statusCode ?? 0)).end();
    });
    expect(trace).toBe(405);
    expect((await fetch(`${base}/`, { method: "OPTIONS" })).status).toBe(204);
  });

  it("answers a browser with a translated page, right to left in Arabic", async () => {
    const response = await fetch(`${base}/search?q=%00`, {
      headers: { accept: "text/html", "accept-language": "ar" },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toMatch(ARABIC);
  });

  it("refuses a cross-site post with a translated message", async () => {
    const response = await post("/newsletter", "email=a@b.co", { origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe("AUTH_FORBIDDEN");
  });

  it("believes no X-Forwarded-For from an untrusted peer: rotating it does not change the client's address", async () => {
    const seen = new Set<string>();
    for (const forwarded of ["10.0.0.1", "192.168.1.7", "172.16.0.9"]) {
      const response = await fetch(`${base}/whoami`, {
        headers: { "x-forwarded-for": forwarded, [CLIENT_IP_HEADER]: forwarded },
      });
      seen.add((await response.json()).ip);
    }
    expect([...seen]).toEqual(["127.0.0.1"]);
  });

  it("answers a missing static file with a translated 404, not Express's page", async () => {
    const response = await fetch(`${base}/flags/XX.svg`, {
      headers: { "accept-language": "ar", accept: "text/html" },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(ARABIC);
  });
});

describe("the edge's streamed rule for upload routes", () => {
  const pdf = (size: number) => {
    const bytes = new Uint8Array(size).fill(0x20);
    bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
    return new File([bytes], "Scan 1.PDF", { type: "application/pdf" });
  };
  const upload = (path: string, form: FormData, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: "POST",
      body: form,
      headers: { accept: "application/json", ...headers },
    });

  it("passes a multipart post on as a stream, over the page limit, and the parser stores the file", async () => {
    for (const path of ["/upload-test", "/upload-test.data"]) {
      received = [];
      streamedBody = false;
      const form = new FormData();
      form.append("note", "passport");
      form.append("doc", pdf(1024 * 1024));
      const response = await upload(path, form);
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer.fields).toEqual({ note: "passport" });
      expect(answer.files.doc[0]).toMatchObject({ fileName: "scan_1.pdf", size: 1024 * 1024 });
      expect(answer.files.doc[0].key).toMatch(/-scan_1\.pdf$/);
      expect(streamedBody).toBe(true);
      expect(received).toEqual([]);
    }
  });

  it("keeps the page rule for a multipart post elsewhere, and reads a urlencoded post to an upload route at the edge", async () => {
    const form = new FormData();
    form.append("doc", pdf(100 * 1024));
    expect((await upload("/packages/x", form)).status).toBe(413);
    streamedBody = true;
    const response = await post("/upload-test", "note=plain");
    expect(await response.json()).toMatchObject({ fields: { note: "plain" } });
    expect(streamedBody).toBe(false);
  });

  it("lets the real routes' multipart posts through: the application forms and RFC 8058 one-click unsubscribes", () => {
    expect(streamedRuleFor("/applications/upload")?.files).toBe(5);
    expect(streamedRuleFor("/visa-application-form.data")?.files).toBe(8);
    expect(streamedRuleFor("/international-driving-license")?.files).toBe(8);
    expect(streamedRuleFor("/driving-license-application")?.files).toBe(8);
    expect(streamedRuleFor("/visa-application-form/extra")).toBeUndefined();
    const unsubscribe = streamedRuleFor("/newsletter/unsubscribe");
    expect(unsubscribe && streamedLimit(unsubscribe)).toBe(BODY_RULES.page.limit);
    expect(streamedRuleFor("/newsletter")).toBeUndefined();
    // One catalogue image of up to 10 MB, as multipart, to the admin's upload route.
    const images = streamedRuleFor("/admin/images");
    expect(images && streamedLimit(images)).toBe(MAX_FILE_SIZE_BYTES + BODY_RULES.page.limit);
    expect(streamedRuleFor("/admin/images/x")).toBeUndefined();
  });

  it("refuses a declared length over the route's limit (files × 10 MB + 64 KB) with 413 before reading", async () => {
    const limit = streamedLimit(UPLOAD_ROUTE);
    expect(limit).toBe(MAX_FILE_SIZE_BYTES + BODY_RULES.page.limit);
    // Headers alone: an edge that waited for the body would never answer.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${base}/upload-test`, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(limit + 1),
          accept: "application/json",
        },
      });
      request.on("response", (response) => resolve(response.statusCode ?? 0));
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
  });

  it("cuts a chunked upload off at the limit and answers while the client is still sending", async () => {
    received = [];
    const answer = await streamPost("/upload-test", 200 * 1024 * 1024, "multipart/form-data; boundary=x");
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: "VALIDATION_FILE_TOO_LARGE" });
    expect(answer.writtenWhenAnswered).toBeLessThan(streamedLimit(UPLOAD_ROUTE) + 20 * 1024 * 1024);
    expect(received).toEqual([]);
  });

  it("answers a file over its rule with the parser's translated refusal, and stores nothing", async () => {
    const form = new FormData();
    form.append("doc", pdf(3 * 1024 * 1024));
    const response = await upload("/upload-test", form, { "accept-language": "ar" });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: "VALIDATION_FILE_TOO_LARGE", field: "doc" });
    expect(error.message).toMatch(ARABIC);
    const renamed = new FormData();
    renamed.append("doc", new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], "cv.pdf"));
    const exe = await upload("/upload-test", renamed);
    expect((await exe.json()).error).toMatchObject({ code: "VALIDATION_INVALID_FILE_TYPE" });
  });
});

describe("a refusal that leaves the body unread closes the connection cleanly", () => {
  const MB = 1024 * 1024;
  const form = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };

  it("answers a fully sent body over the limit (9 MB) with 413 and Connection: close, then ends without a reset", async () => {
    for (const lang of ["en", "ar"]) {
      const answer = await rawExchange(base, {
        method: "POST",
        path: "/anything",
        headers: { ...form, "accept-language": lang },
        bodyBytes: 9 * MB,
        prefix: "email=",
      });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toEqual(["close"]);
      expect(answer.statusText).toBe("Payload Too Large");
      expect(JSON.parse(answer.body).error.code).toBe("VALIDATION_FILE_TOO_LARGE");
      if (lang === "ar") expect(JSON.parse(answer.body).error.message).toMatch(ARABIC);
      expect(answer.bytesWritten).toBe(9 * MB);
      expect(answer.error).toBeUndefined();
      expect(answer.endedByServer).toBe(true);
    }
  });

  it("closes after a 413 to an upload route's declared length and after a cross-site post it did not read", async () => {
    const upload = await rawExchange(base, {
      method: "POST",
      path: "/upload-test",
      headers: { "content-type": "multipart/form-data; boundary=x", accept: "application/json" },
      bodyBytes: streamedLimit(UPLOAD_ROUTE) + 1,
    });
    expect(upload.status).toBe(413);
    expect(upload.headers.connection).toEqual(["close"]);
    expect(upload.error).toBeUndefined();
    expect(upload.endedByServer).toBe(true);
    const crossSite = await rawExchange(base, {
      method: "POST",
      path: "/anything",
      headers: { ...form, origin: "https://evil.example" },
      bodyBytes: 2 * MB,
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.connection).toEqual(["close"]);
    expect(crossSite.error).toBeUndefined();
  });

  it("keeps the connection of an answer whose body was read", async () => {
    const answer = await rawExchange(base, {
      method: "POST",
      path: "/anything",
      headers: form,
      bodyBytes: 1024,
      timeoutMs: 1000,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toEqual(["keep-alive"]);
    expect(answer.endedByServer).toBe(false);
  });
});
