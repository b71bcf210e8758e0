// A recorded-contract fake of the Airalo Partner API (v2): a local HTTPS server (the SDK speaks nothing
// else) answering the endpoints the adapter uses with the bodies Airalo's documentation shows (token,
// packages, orders and the order list, usage, top-ups, top-up orders, refunds), with switches for latency,
// an outage, a lost answer, and a record of what it received. Its certificate is a committed self-signed
// test certificate (tests/fixtures/airalo-fake-*.pem), trusted by the adapter under test only.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8");

export const AIRALO_FAKE_CLIENT_ID = "fake-client-id";
export const AIRALO_FAKE_CLIENT_SECRET = "fake-client-secret-0123456789";

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
}

type Json = Record<string, unknown>;

interface FakeOrder {
  id: number;
  code: string;
  type: "sim" | "topup";
  package_id: string;
  description: string;
  created_at: string;
  sims: Json[];
}

export interface AiraloFake {
  /** The API root the adapter is given ("https://127.0.0.1:<port>/v2/"). */
  baseUrl: string;
  /** The certificate to trust for it. */
  ca: string;
  /** Milliseconds before every answer. */
  latencyMs: number;
  /** Every endpoint answers 503, as during Airalo's maintenance. */
  down: boolean;
  /** The next order (eSIM or top-up) is made but its answer never arrives: the connection is cut. */
  dropNextOrderAnswer: boolean;
  readonly requests: FakeRequest[];
  readonly orders: FakeOrder[];
  readonly refunds: Json[];
  /** What Airalo puts in the airalo-signature header of a notification with this body. */
  sign(body: string): string;
  close(): Promise<void>;
}

const CREATED_AT = "2023-02-27 14:09:55";

// Package entries as Get packages shows them (ids, prices and allowances of its examples and of the catalogue).
function pkg(id: string, amount: number, day: number, price: number, netPrice: number, type = "sim"): Json {
  const unlimited = amount === 0;
  return {
    id,
    type,
    price,
    amount,
    day,
    is_unlimited: unlimited,
    title: `${unlimited ? "Unlimited" : `${amount / 1024} GB`} - ${day} Days`,
    short_info: null,
    qr_installation: "<p>Scan the QR code</p>",
    manual_installation: "<p>Enter the SM-DP+ address and activation code</p>",
    is_fair_usage_policy: false,
    fair_usage_policy: null,
    data: unlimited ? "Unlimited" : `${amount / 1024} GB`,
    voice: null,
    text: null,
    net_price: netPrice,
    prices: {
      net_price: { USD: netPrice, EUR: Math.round(netPrice * 92) / 100 },
      recommended_retail_price: { USD: price, EUR: Math.round(price * 92) / 100 },
    },
  };
}

function operator(title: string, type: "local" | "global", countries: string[][], packages: Json[]): Json {
  return {
    id: title.length,
    style: "light",
    gradient_start: "#0f1b3f",
    gradient_end: "#194281",
    type,
    is_prepaid: false,
    title,
    esim_type: "Prepaid",
    warning: null,
    apn_type: "automatic",
    apn_value: null,
    is_roaming: true,
    info: ["LTE Data-only eSIM."],
    image: { width: 1035, height: 653, url: "https://cdn.airalo.com/images/operator.png" },
    plan_type: "data",
    activation_policy: "first-usage",
    is_kyc_verify: false,
    rechargeability: true,
    other_info: null,
    coverages: [],
    apn: {
      ios: { apn_type: "automatic", apn_value: null },
      android: { apn_type: "manual", apn_value: "globaldata" },
    },
    packages,
    countries: countries.map(([country_code, title]) => ({ country_code, title, image: null })),
  };
}

const TOP_UPS = [
  pkg("kallur-digital-7days-1gb-topup", 1024, 7, 9.5, 7.6, "topup"),
  pkg("kallur-digital-30days-3gb-topup", 3072, 30, 19, 15.2, "topup"),
];

/** Get packages' nested body: destinations (country, region, world) → operators → packages. */
const DESTINATIONS: Json[] = [
  {
    slug: "faroe-islands",
    country_code: "FO",
    title: "Faroe Islands",
    image: { width: 132, height: 99, url: "https://cdn.airalo.com/images/fo.png" },
    operators: [
      operator(
        "Kallur Digital",
        "local",
        [["FO", "Faroe Islands"]],
        [
          pkg("kallur-digital-7days-1gb", 1024, 7, 9.5, 7.6),
          pkg("kallur-digital-30days-3gb", 3072, 30, 19, 15.2),
          ...TOP_UPS,
        ],
      ),
    ],
  },
  {
    slug: "turkey",
    country_code: "TR",
    title: "Turkey",
    image: { width: 132, height: 99, url: "https://cdn.airalo.com/images/tr.png" },
    operators: [
      operator("Merhaba", "local", [["TR", "Turkey"]], [pkg("merhaba-7days-unlimited", 0, 7, 29, 23.2)]),
    ],
  },
  {
    slug: "europe",
    country_code: "",
    title: "Europe",
    image: { width: 132, height: 99, url: "https://cdn.airalo.com/images/europe.png" },
    operators: [
      operator(
        "Eurolink",
        "global",
        [
          ["FR", "France"],
          ["DE", "Germany"],
          ["IT", "Italy"],
        ],
        [pkg("eurolink-30days-5gb", 5120, 30, 17, 13.6)],
      ),
    ],
  },
  {
    slug: "world",
    country_code: "",
    title: "World",
    image: { width: 132, height: 99, url: "https://cdn.airalo.com/images/world.png" },
    operators: [
      operator(
        "Discover Global",
        "global",
        [
          ["US", "United States"],
          ["AE", "United Arab Emirates"],
        ],
        [pkg("discover-global-30days-3gb", 3072, 30, 35, 28)],
      ),
    ],
  },
];

const SIM_PACKAGES = new Map(
  DESTINATIONS.flatMap((destination) =>
    (destination.operators as Json[]).flatMap((op) =>
      (op.packages as Json[]).filter((p) => p.type === "sim"),
    ),
  ).map((p) => [String(p.id), p]),
);

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

const invalid = (field: string, message: string) => ({
  data: { [field]: message },
  meta: { message: "the parameter is invalid" },
});

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

export async function startAiraloFake(): Promise<AiraloFake> {
  const ca = fixture("airalo-fake-cert.pem");
  const token = createHmac("sha256", "airalo-fake").update(AIRALO_FAKE_CLIENT_ID).digest("hex");
  const orders: FakeOrder[] = [];
  const refunds: Json[] = [];
  const requests: FakeRequest[] = [];
  const topUpMb = new Map<string, number>();

  function newOrder(
    type: FakeOrder["type"],
    packageId: string,
    description: string,
    iccid?: string,
  ): FakeOrder {
    const id = 9666 + orders.length;
    const code = `20230227-${String(id).padStart(6, "0")}`;
    const matching = `TEST${String(id).padStart(6, "0")}`;
    const sims =
      type === "sim"
        ? [
            {
              id: 11047 + orders.length,
              created_at: CREATED_AT,
              iccid: iccid ?? `891000000000${String(1868 + id).padStart(7, "0")}`,
              lpa: "lpa.airalo.com",
              imsis: null,
              matching_id: matching,
              qrcode: `LPA:1$lpa.airalo.com$${matching}`,
              qrcode_url: `https://sandbox.airalo.com/qr?expires=1793085335&id=${id}`,
              direct_apple_installation_url: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$lpa.airalo.com$${matching}`,
              airalo_code: null,
              apn_type: "automatic",
              apn_value: null,
              is_roaming: true,
              confirmation_code: null,
              apn: {
                ios: { apn_type: "automatic", apn_value: null },
                android: { apn_type: "manual", apn_value: "globaldata" },
              },
              msisdn: null,
            },
          ]
        : [];
    const order = { id, code, type, package_id: packageId, description, created_at: CREATED_AT, sims };
    orders.push(order);
    return order;
  }

  function orderBody(order: FakeOrder): Json {
    const pack = SIM_PACKAGES.get(order.package_id) ?? TOP_UPS.find((p) => p.id === order.package_id) ?? {};
    return {
      package_id: order.package_id,
      quantity: "1",
      type: order.type,
      description: order.description,
      esim_type: "Prepaid",
      validity: pack.day,
      package: `Kallur Digital-${pack.data} - ${pack.day} Days`,
      data: pack.data,
      price: pack.price,
      net_price: pack.net_price,
      created_at: order.created_at,
      id: order.id,
      code: order.code,
      currency: "USD",
      manual_installation: "<p><b>eSIM name: </b>Kallur Digital</p>",
      qrcode_installation: "<p><b>eSIM name:</b> Kallur Digital</p>",
      installation_guides: { en: "https://sandbox.airalo.com/installation-guide" },
      brand_settings_name: null,
      sims: order.sims,
    };
  }

  const simOf = (iccid: string) =>
    orders
      .flatMap((order) => order.sims.map((sim) => ({ order, sim })))
      .find(({ sim }) => sim.iccid === iccid);

  async function route(request: IncomingMessage, response: ServerResponse, fake: AiraloFake): Promise<void> {
    const url = new URL(request.url ?? "/", "https://fake.invalid");
    const body = await readBody(request);
    const query = Object.fromEntries(url.searchParams);
    const authorization = request.headers.authorization ?? null;
    requests.push({ method: request.method ?? "GET", path: url.pathname, query, body, authorization });
    if (fake.latencyMs > 0) await sleep(fake.latencyMs);
    if (fake.down) return send(response, 503, { data: [], meta: { message: "Service Unavailable" } });

    const route = `${request.method} ${url.pathname}`;
    if (route === "POST /v2/token") {
      const given = (body ?? {}) as Json;
      if (given.client_id !== AIRALO_FAKE_CLIENT_ID || given.client_secret !== AIRALO_FAKE_CLIENT_SECRET)
        return send(response, 401, { data: [], meta: { message: "Unauthorized." } });
      return send(response, 200, {
        data: { token_type: "Bearer", expires_in: 31_622_400, access_token: token },
        meta: { message: "success" },
      });
    }
    if (authorization !== `Bearer ${token}`)
      return send(response, 401, { data: [], meta: { message: "Unauthenticated." } });

    if (route === "GET /v2/packages") {
      const page = Number(query.page ?? 1);
      const limit = query.limit ? Number(query.limit) : DESTINATIONS.length;
      const data = page > 1 ? [] : DESTINATIONS.slice(0, limit);
      return send(response, 200, {
        pricing: { model: "net_pricing", discount_percentage: 0 },
        data,
        links: { first: null, last: null, prev: null, next: null },
        meta: {
          message: "success",
          current_page: page,
          last_page: 1,
          per_page: String(limit),
          total: data.length,
        },
      });
    }

    if (route === "POST /v2/orders") {
      const given = (body ?? {}) as Json;
      const packageId = String(given.package_id ?? "");
      if (!SIM_PACKAGES.has(packageId))
        return send(response, 422, invalid("package_id", "The selected package is invalid."));
      const order = newOrder("sim", packageId, String(given.description ?? ""));
      if (fake.dropNextOrderAnswer) {
        fake.dropNextOrderAnswer = false;
        return void request.socket.destroy();
      }
      return send(response, 200, { data: orderBody(order), meta: { message: "success" } });
    }

    if (route === "GET /v2/orders") {
      const wanted = query["filter[description]"] ?? "";
      const found = orders.filter((order) => order.description.includes(wanted));
      return send(response, 200, {
        data: found.map((order) => ({
          ...orderBody(order),
          sims: query.include?.includes("sims") ? order.sims : undefined,
        })),
        links: { first: null, last: null, prev: null, next: null },
        meta: {
          message: "success",
          current_page: 1,
          last_page: 1,
          per_page: query.limit ?? "50",
          total: found.length,
        },
      });
    }

    if (route === "POST /v2/orders/topups") {
      const given = (body ?? {}) as Json;
      const iccid = String(given.iccid ?? "");
      const pack = TOP_UPS.find((p) => p.id === given.package_id);
      if (!simOf(iccid)) return send(response, 422, invalid("iccid", "The selected iccid is invalid."));
      if (!pack) return send(response, 422, invalid("package_id", "The selected package is invalid."));
      const order = newOrder("topup", String(pack.id), String(given.description ?? ""));
      topUpMb.set(iccid, (topUpMb.get(iccid) ?? 0) + Number(pack.amount));
      if (fake.dropNextOrderAnswer) {
        fake.dropNextOrderAnswer = false;
        return void request.socket.destroy();
      }
      return send(response, 200, { data: orderBody(order), meta: { message: "success" } });
    }

    const sim = /^\/v2\/sims\/(\d+)\/(usage|topups)$/.exec(url.pathname);
    if (request.method === "GET" && sim) {
      const found = simOf(sim[1]!);
      if (!found)
        return send(response, 404, { data: [], meta: { message: "The requested resource was not found." } });
      if (sim[2] === "topups") return send(response, 200, { data: TOP_UPS, meta: { message: "success" } });
      const pack = SIM_PACKAGES.get(found.order.package_id)!;
      const unlimited = pack.is_unlimited === true;
      const total = Number(pack.amount) + (topUpMb.get(sim[1]!) ?? 0);
      return send(response, 200, {
        data: {
          remaining: unlimited ? 0 : Math.round(total * 0.6),
          total: unlimited ? 0 : total,
          expired_at: "2030-02-09 10:42:09",
          is_unlimited: unlimited,
          status: "ACTIVE",
          remaining_voice: 0,
          remaining_text: 0,
          total_voice: 0,
          total_text: 0,
        },
        meta: { message: "success" },
      });
    }

    if (route === "POST /v2/refund") {
      const given = (body ?? {}) as Json;
      const iccids = Array.isArray(given.iccids) ? (given.iccids as string[]) : [];
      if (iccids.length === 0 || iccids.length > 5 || !iccids.every((iccid) => simOf(iccid)))
        return send(response, 422, invalid("iccids", "The selected iccids is invalid."));
      const refund = { refund_id: String(12345 + refunds.length), created_at: "2024-10-12 09:30" };
      refunds.push({ ...given, ...refund });
      return send(response, 202, { data: refund, meta: { message: "success" } });
    }

    send(response, 404, { data: [], meta: { message: "Not found" } });
  }

  const fake: AiraloFake = {
    baseUrl: "",
    ca,
    latencyMs: 0,
    down: false,
    dropNextOrderAnswer: false,
    requests,
    orders,
    refunds,
    sign: (body) => createHmac("sha512", AIRALO_FAKE_CLIENT_SECRET).update(body).digest("hex"),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server: Server = createServer(
    { key: fixture("airalo-fake-key.pem"), cert: ca },
    (request, response) => {
      route(request, response, fake).catch((error: unknown) =>
        send(response, 500, { meta: { message: String(error) } }),
      );
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
  return fake;
}
