// The Airalo Partner API through its official SDK (docs/decisions/032-esim-provider.md). The SDK builds the
// URLs, signs the bodies, fetches and caches the access token and pages the package list; three of its
// habits are changed here, on this client only: the base URL it hard-codes (the environment chooses it), the
// folder of its token cache (never the project's), and its transport, whose timeout never fires and whose
// errors lose the status code (ours aborts, keeps the status and trusts an extra certificate for the fake).

import { createHmac } from "node:crypto";
import { mkdirSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import airaloSdk from "airalo-sdk";
import { WebhookSignatureError } from "../payments/gateway.server.ts";
import { type AiraloOrder, dataOf, issuedOf, packagesOf, topUpsOf, usageOf } from "./airalo-mapping.ts";
import { type EsimProvider, EsimProviderError, type IssuedEsim, type RefundOutcome } from "./provider.ts";
import { lowDataOf, signaturesMatch } from "./webhook-notice.ts";

type Sdk = InstanceType<typeof airaloSdk.Airalo>;
type SdkHttpClient = Sdk["httpClient"];

export const AIRALO_BASE_URLS = {
  production: "https://partners-api.airalo.com/v2/",
  sandbox: "https://sandbox-partners-api.airalo.com/v2/",
} as const;

export const AIRALO_SIGNATURE_HEADER = "airalo-signature";

/** Airalo's client id and secret are single words (the SDK refuses anything else before any request). */
export const AIRALO_CREDENTIAL_FORMAT = /^[A-Za-z0-9_-]+$/;

export interface AiraloOptions {
  clientId: string;
  clientSecret: string;
  environment: "sandbox" | "production";
  /** Another API root ending in "/v2/": the recorded-contract fake in tests. */
  baseUrl?: string;
  /** Certificates this client alone trusts besides none other: the fake's self-signed one. */
  ca?: string;
  /** Per request, without a byte from Airalo; 20 s unless told. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

class AiraloHttpError extends Error {
  override name = "AiraloHttpError";
  readonly status: number;
  constructor(status: number, body: string) {
    // The SDK's own wording, which its services wrap ("Failed to fetch packages: …") and we read back.
    super(`Request failed with status code: ${status}, response: ${body.slice(0, 500)}`);
    this.status = status;
  }
}

class AiraloTimeoutError extends Error {
  override name = "AiraloTimeoutError";
}

let cacheReady = false;

/** The SDK caches its token (and some answers) in files under the working directory unless told otherwise. */
function keepSdkCacheOutOfProject(): void {
  if (cacheReady) return;
  const folder =
    process.env.AIRALO_SDK_CACHE_PATH ??
    path.join(tmpdir(), `airalo-sdk-cache-${process.getuid?.() ?? "user"}`);
  // Its files are written world-readable: the folder is private instead.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  airaloSdk.Cached.setCachePath(folder);
  cacheReady = true;
}

/** The SDK's HttpClient.request, with a timeout that aborts, the status code kept and its own agent. */
function transport(agent: https.Agent, timeoutMs: number): SdkHttpClient["request"] {
  return function request(this: SdkHttpClient, url, { method = "GET", body, headers = {} } = {}) {
    const preset = Object.fromEntries(
      this.requestHeaders.map((line) => {
        const at = line.indexOf(":");
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
    );
    return new Promise((resolve, reject) => {
      const outgoing = https.request(
        url,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            Accept: "application/json",
            ...preset,
            ...headers,
            ...(body ? { "Content-Length": Buffer.byteLength(body) } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) return reject(new AiraloHttpError(status, text));
            try {
              resolve(text ? JSON.parse(text) : {});
            } catch {
              reject(new AiraloHttpError(502, text));
            }
          });
        },
      );
      outgoing.on("timeout", () =>
        outgoing.destroy(new AiraloTimeoutError(`Airalo did not answer within ${timeoutMs / 1000} s`)),
      );
      outgoing.on("error", reject);
      if (body) outgoing.write(body);
      outgoing.end();
    });
  };
}

const NETWORK =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|EPIPE|EHOSTUNREACH|ENETUNREACH|socket hang up/;

/** What Airalo said, from the body the SDK quotes: its message and the fields it names. */
function detailOf(message: string): string {
  const body = /response: (.*)$/s.exec(message)?.[1];
  if (!body) return "";
  try {
    const parsed = JSON.parse(body) as { data?: unknown; meta?: { message?: unknown } };
    const fields =
      parsed.data && typeof parsed.data === "object" && !Array.isArray(parsed.data)
        ? Object.entries(parsed.data as Record<string, unknown>)
            .filter(([, value]) => typeof value === "string")
            .map(([key, value]) => `${key}: ${value}`)
        : [];
    const said = typeof parsed.meta?.message === "string" ? parsed.meta.message : "";
    return [said, ...fields].filter(Boolean).join("; ");
  } catch {
    return body.slice(0, 200);
  }
}

/** Network, timeout, 408, 429 and 5xx may pass; any other refusal (a 4xx, a bad argument) will not. */
export function classifyAiraloError(error: unknown, action: string): EsimProviderError {
  if (error instanceof EsimProviderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const status = Number(/status code: (\d{3})/.exec(message)?.[1] ?? 0);
  if (status) {
    const detail = detailOf(message);
    return new EsimProviderError(`${action}: Airalo answered ${status}${detail ? ` (${detail})` : ""}`, {
      retryable: status === 408 || status === 429 || status >= 500,
      cause: error,
    });
  }
  if (message.includes("did not answer within"))
    return new EsimProviderError(`${action}: ${/Airalo did not answer within [\d.]+ s/.exec(message)?.[0]}`, {
      retryable: true,
      cause: error,
    });
  const network = NETWORK.exec(message)?.[0];
  if (network)
    return new EsimProviderError(`${action}: Airalo could not be reached (${network})`, {
      retryable: true,
      cause: error,
    });
  return new EsimProviderError(`${action}: ${message}`, { retryable: false, cause: error });
}

export function createAiraloProvider(options: AiraloOptions): EsimProvider {
  const baseUrl = options.baseUrl ?? AIRALO_BASE_URLS[options.environment];
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const agent = new https.Agent({ keepAlive: true, ...(options.ca ? { ca: options.ca } : {}) });
  let client: Sdk | null = null;
  let ready: Promise<Sdk> | null = null;

  /** Built on first use: the SDK refuses malformed credentials in its constructor. */
  function sdk(): Sdk {
    if (client) return client;
    keepSdkCacheOutOfProject();
    try {
      client = new airaloSdk.Airalo({ client_id: options.clientId, client_secret: options.clientSecret });
    } catch (error) {
      throw new EsimProviderError(`Airalo credentials: ${(error as Error).message}`, {
        retryable: false,
        cause: error,
      });
    }
    // Read by the token request and by every service initialize() builds: replaced before it runs.
    client.config.getUrl = () => baseUrl;
    client.httpClient.request = transport(agent, timeoutMs);
    return client;
  }

  function session(): Promise<Sdk> {
    if (!ready) {
      ready = sdk().initialize();
      ready.catch(() => {
        ready = null;
      });
    }
    return ready;
  }

  async function call<T>(action: string, work: (client: Sdk) => Promise<T>): Promise<T> {
    try {
      return await work(await session());
    } catch (error) {
      const failure = classifyAiraloError(error, action);
      // A cached token Airalo no longer accepts: forget it, the next attempt fetches a new one.
      const said = error instanceof Error ? error.message : "";
      if (said.includes("status code: 401") && !said.includes("access token")) {
        await airaloSdk.Cached.clearCache();
        ready = null;
        throw new EsimProviderError(failure.message, { retryable: true, cause: error });
      }
      throw failure;
    }
  }

  const authorized = (client: Sdk) => client.httpClient.setHeaders([`Authorization: Bearer ${client.token}`]);

  /** Our earlier order of that description, if any: the order list filters descriptions with LIKE. */
  async function findOrder(client: Sdk, description: string): Promise<AiraloOrder | null> {
    const body = await authorized(client).get(`${baseUrl}orders`, {
      include: "sims",
      "filter[description]": description,
      limit: "25",
    });
    const orders = dataOf(body);
    if (!Array.isArray(orders)) return null;
    return (orders as AiraloOrder[]).find((order) => order.description === description) ?? null;
  }

  return {
    name: "airalo",

    listPackages() {
      return call("Listing packages", async (client) => packagesOf(await client.getAllPackages(false)));
    },

    // Idempotent through the order's description: an earlier order for the unit (an attempt whose answer was
    // lost) is found and returned instead of buying a second eSIM.
    orderEsim({ unitId, packageId }): Promise<IssuedEsim> {
      const description = `esim-unit:${unitId}`;
      return call("Ordering an eSIM", async (client) => {
        const earlier = await findOrder(client, description);
        const known = earlier ? issuedOf(earlier) : null;
        if (known) return known;
        const issued = issuedOf(dataOf(await client.order(packageId, 1, description)) as AiraloOrder);
        if (!issued) throw new EsimProviderError("Airalo's order has no eSIM in it", { retryable: true });
        return issued;
      });
    },

    usage(iccid) {
      return call("Reading usage", async (client) => usageOf(await client.getSimUsage(iccid)));
    },

    topUpPackages(iccid) {
      return call("Listing top-ups", async (client) => topUpsOf(await client.getSimTopups(iccid)));
    },

    orderTopUp({ topUpId, iccid, packageId }) {
      const description = `esim-topup:${topUpId}`;
      return call("Ordering a top-up", async (client) => {
        const earlier = await findOrder(client, description);
        if (earlier) return { reference: earlier.code ?? String(earlier.id) };
        const order = dataOf(await client.topup(packageId, iccid, description)) as AiraloOrder | null;
        if (!order?.id)
          throw new EsimProviderError("Airalo's top-up answer has no order", { retryable: true });
        return { reference: order.code ?? String(order.id) };
      });
    },

    // POST /v2/refund is not in the SDK: sent through its client with its token. Airalo reviews each request
    // by hand and credits its account, so an accepted request is "requested", a refusal (4xx) "refused".
    async refund({ iccid, reason }): Promise<RefundOutcome> {
      try {
        return await call("Requesting a refund", async (client) => {
          const body = await authorized(client).post(`${baseUrl}refund`, {
            iccids: [iccid],
            reason: "OTHERS",
            notes: reason.slice(0, 255),
          });
          const data = dataOf(body) as { refund_id?: unknown } | null;
          return { outcome: "requested", reference: data?.refund_id ? String(data.refund_id) : null };
        });
      } catch (error) {
        if (error instanceof EsimProviderError && !error.retryable)
          return { outcome: "refused", detail: error.message };
        throw error;
      }
    },

    async testConnection() {
      // A fresh, uncached request: a token alone may come from the SDK's cache.
      await call("Connecting", (client) => authorized(client).get(`${baseUrl}packages`, { limit: "1" }));
    },

    readWebhook(rawBody, headers) {
      const given = headers.get(AIRALO_SIGNATURE_HEADER)?.trim() ?? "";
      if (!given) throw new WebhookSignatureError("Airalo's notification is not signed");
      // HMAC-SHA512 of the body as the SDK's Signature normalises it, or of the raw bytes as sent.
      const normalised = sdk().signature.getSignature(rawBody);
      const raw = createHmac("sha512", options.clientSecret).update(rawBody).digest("hex");
      const matches = [normalised, raw].some(
        (expected) => expected !== null && signaturesMatch(expected, given),
      );
      if (!matches) throw new WebhookSignatureError("Airalo's signature does not match");
      try {
        return lowDataOf(JSON.parse(rawBody));
      } catch {
        return null;
      }
    },
  };
}
