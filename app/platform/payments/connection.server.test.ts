import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPaddleConnection, testStripeConnection } from "./connection.server.ts";

// The connection tests against local stand-ins of the providers' APIs (no network): a server that answers as
// Stripe and Paddle do, a port nobody listens on, and a server that never answers.

const STRIPE_KEY = "sk_test_51AbCdEfGhIjKlMnOpQrStUvWx";
const PADDLE_KEY = "pdl_sdbx_apikey_01gtgztp8f4kek3yd4g1wrksa3_q6TGTJyvoIz7LDtXT65bX7_AQO";

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

describe("the payment connection tests", () => {
  const seen: Seen[] = [];
  let good: string;
  let refusing: string;
  let silent: string;
  let closed: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    const record = (request: IncomingMessage) =>
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        authorization: request.headers.authorization,
      });
    const ok = await listen((request, response) => {
      record(request);
      if (request.url?.startsWith("/v1/balance"))
        json(response, 200, { object: "balance", available: [], pending: [], livemode: false });
      else json(response, 200, { data: [{ name: "transaction.completed" }], meta: { request_id: "req_1" } });
    });
    const refuse = await listen((request, response) => {
      record(request);
      if (request.url?.startsWith("/v1/"))
        json(response, 401, {
          error: {
            message: "Invalid API Key provided: sk_test_****WxYz",
            type: "invalid_request_error",
          },
        });
      else
        json(response, 403, {
          error: {
            type: "request_error",
            code: "forbidden",
            detail: "You aren't permitted to perform this request.",
            documentation_url: "https://developer.paddle.com/v1/errors/shared/forbidden",
          },
          meta: { request_id: "req_2" },
        });
    });
    const hang = await listen(() => {
      // Never answers.
    });
    const gone = await listen(() => {});
    await close(gone.server);
    servers.push(ok.server, refuse.server, hang.server);
    good = ok.url;
    refusing = refuse.url;
    silent = hang.url;
    closed = gone.url;
  });
  afterAll(async () => {
    await Promise.all(servers.map(close));
  });

  describe("Stripe", () => {
    it("succeeds when the balance can be read with the key", async () => {
      seen.length = 0;
      expect(await testStripeConnection({ secretKey: STRIPE_KEY, apiBaseUrl: good })).toEqual({ ok: true });
      expect(seen).toEqual([{ method: "GET", url: "/v1/balance", authorization: `Bearer ${STRIPE_KEY}` }]);
    });

    it("fails with Stripe's own reason, asking once (no retry)", async () => {
      seen.length = 0;
      const result = await testStripeConnection({ secretKey: STRIPE_KEY, apiBaseUrl: refusing });
      expect(result).toEqual({ ok: false, reason: "Invalid API Key provided: sk_test_****WxYz" });
      expect(seen).toHaveLength(1);
    });

    it("fails with the network's reason when nothing listens", async () => {
      const result = await testStripeConnection({ secretKey: STRIPE_KEY, apiBaseUrl: closed });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toMatch(/connection to Stripe.*ECONNREFUSED/);
    });

    it("gives up after its timeout", async () => {
      const started = Date.now();
      const result = await testStripeConnection({
        secretKey: STRIPE_KEY,
        apiBaseUrl: silent,
        timeoutMs: 300,
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/timeout.*300ms/) });
    });
  });

  describe("Paddle", () => {
    it("succeeds when the event types can be listed with the key", async () => {
      seen.length = 0;
      const result = await testPaddleConnection({
        apiKey: PADDLE_KEY,
        environment: "sandbox",
        apiBaseUrl: good,
      });
      expect(result).toEqual({ ok: true });
      expect(seen).toEqual([{ method: "GET", url: "/event-types", authorization: `bearer ${PADDLE_KEY}` }]);
    });

    it("fails with Paddle's own reason and code", async () => {
      const result = await testPaddleConnection({
        apiKey: PADDLE_KEY,
        environment: "sandbox",
        apiBaseUrl: refusing,
      });
      expect(result).toEqual({
        ok: false,
        reason: "You aren't permitted to perform this request. (forbidden)",
      });
    });

    it("fails with the network's reason when nothing listens", async () => {
      const result = await testPaddleConnection({
        apiKey: PADDLE_KEY,
        environment: "production",
        apiBaseUrl: closed,
      });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toMatch(/fetch failed.*ECONNREFUSED/);
    });

    it("gives up after its timeout", async () => {
      const started = Date.now();
      const result = await testPaddleConnection({
        apiKey: PADDLE_KEY,
        environment: "sandbox",
        apiBaseUrl: silent,
        timeoutMs: 300,
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(result).toEqual({
        ok: false,
        reason: "Request aborted due to timeout being reached (300ms)",
      });
    });

    it("never repeats the key in its reason", async () => {
      const echo = await listen((_request, response) =>
        json(response, 401, {
          error: { type: "request_error", code: "invalid_token", detail: `Bad key ${PADDLE_KEY}` },
        }),
      );
      try {
        const result = await testPaddleConnection({
          apiKey: PADDLE_KEY,
          environment: "sandbox",
          apiBaseUrl: echo.url,
        });
        expect(result).toEqual({ ok: false, reason: "Bad key *** (invalid_token)" });
      } finally {
        await close(echo.server);
      }
    });
  });
});
