import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AIRALO_FAKE_CLIENT_ID,
  AIRALO_FAKE_CLIENT_SECRET,
  type AiraloFake,
  startAiraloFake,
} from "../../../tests/helpers/airalo-fake.ts";
import { AIRALO_BASE_URLS, AIRALO_SIGNATURE_HEADER, createAiraloProvider } from "./airalo.server.ts";
import { packagesOf } from "./airalo-mapping.ts";
import { providerContract } from "./provider-contract.ts";

// The SDK's token cache goes to a folder of this test file's own (read once, at the adapter's first use).
const cache = await mkdtemp(path.join(tmpdir(), "airalo-cache-"));
process.env.AIRALO_SDK_CACHE_PATH = cache;
afterAll(() => rm(cache, { recursive: true, force: true }));

function connect(fake: AiraloFake, overrides: { clientId?: string; timeoutMs?: number } = {}) {
  return createAiraloProvider({
    clientId: overrides.clientId ?? AIRALO_FAKE_CLIENT_ID,
    clientSecret: AIRALO_FAKE_CLIENT_SECRET,
    environment: "sandbox",
    baseUrl: fake.baseUrl,
    ca: fake.ca,
    timeoutMs: overrides.timeoutMs ?? 5_000,
  });
}

providerContract("Airalo through its SDK, against the recorded-contract fake", {
  has: { credentials: true, timeouts: true, lostAnswers: true },
  open: async () => {
    const fake = await startAiraloFake();
    return {
      // The fake's switches are the server's: each provider asked for sets them anew.
      provider: ({ latencyMs = 0, down = false } = {}) => {
        fake.latencyMs = latencyMs;
        fake.down = down;
        return connect(fake);
      },
      packageId: "kallur-digital-7days-1gb",
      unlimitedPackageId: "merhaba-7days-unlimited",
      ordersFor: (id) => fake.orders.filter((order) => order.description.endsWith(`:${id}`)).length,
      signatureHeader: AIRALO_SIGNATURE_HEADER,
      signedHeaders: (body) => new Headers({ [AIRALO_SIGNATURE_HEADER]: fake.sign(body) }),
      withBadCredentials: () => connect(fake, { clientId: "not-our-client" }),
      tooSlow: () => {
        fake.latencyMs = 400;
        fake.down = false;
        return connect(fake, { timeoutMs: 100 });
      },
      loseNextOrderAnswer: () => {
        fake.latencyMs = 0;
        fake.down = false;
        fake.dropNextOrderAnswer = true;
      },
      close: () => fake.close(),
    };
  },
});

describe("the Airalo adapter", () => {
  let fake: AiraloFake;
  beforeAll(async () => {
    fake = await startAiraloFake();
  });
  afterAll(() => fake.close());

  it("speaks to the API root it is given, with the SDK's signed, authorised requests", async () => {
    const before = fake.requests.length;
    await connect(fake).orderEsim({ unitId: "unit-path", packageId: "kallur-digital-7days-1gb" });
    const seen = fake.requests.slice(before);
    const order = seen.find((request) => request.method === "POST" && request.path === "/v2/orders");
    expect(order?.body).toMatchObject({
      package_id: "kallur-digital-7days-1gb",
      quantity: 1,
      type: "sim",
      description: "esim-unit:unit-path",
    });
    expect(order?.authorization).toMatch(/^Bearer \w+/);
    // The earlier order is looked for first, by its description.
    const lookup = seen.find((request) => request.method === "GET" && request.path === "/v2/orders");
    expect(lookup?.query).toMatchObject({ "filter[description]": "esim-unit:unit-path", include: "sims" });
  });

  it("keeps Airalo's install data: activation code, SM-DP+ address, Apple's setup link", async () => {
    const esim = await connect(fake).orderEsim({
      unitId: "unit-install",
      packageId: "kallur-digital-7days-1gb",
    });
    const [order] = fake.orders.filter((o) => o.description === "esim-unit:unit-install");
    const sim = order!.sims[0]!;
    expect(esim).toEqual({
      reference: order!.code,
      iccid: sim.iccid,
      install: {
        lpa: sim.qrcode,
        smdpAddress: "lpa.airalo.com",
        matchingId: sim.matching_id,
        confirmationCode: null,
        appleInstallUrl: sim.direct_apple_installation_url,
        apn: "globaldata",
      },
    });
  });

  it("maps the nested package list: destination, kind, countries, data, net and retail prices", () => {
    const packages = packagesOf({
      data: [
        {
          slug: "europe",
          country_code: "",
          title: "Europe",
          operators: [
            {
              countries: [{ country_code: "fr" }, { country_code: "DE" }],
              packages: [
                {
                  id: "eu-7days-1gb",
                  type: "sim",
                  amount: 1024,
                  day: 7,
                  is_unlimited: false,
                  price: 5,
                  net_price: 4,
                  title: "1 GB - 7 Days",
                  prices: { net_price: { USD: 4.1 }, recommended_retail_price: { USD: 5.5 } },
                },
                { id: "eu-topup", type: "topup", amount: 1024, day: 7, price: 5, net_price: 4 },
              ],
            },
          ],
        },
      ],
    });
    expect(packages).toEqual([
      {
        packageId: "eu-7days-1gb",
        title: "1 GB - 7 Days",
        countries: ["FR", "DE"],
        destination: { slug: "europe", name: "Europe", kind: "regional" },
        dataMb: 1024,
        validityDays: 7,
        voiceMinutes: null,
        sms: null,
        netPriceCents: 410,
        retailPriceCents: 550,
        currency: "USD",
      },
    ]);
  });

  it("chooses Airalo's host by environment", () => {
    expect(AIRALO_BASE_URLS.production).toBe("https://partners-api.airalo.com/v2/");
    expect(AIRALO_BASE_URLS.sandbox).toMatch(/^https:\/\/sandbox-partners-api\.airalo\.com\/v2\/$/);
  });

  it("refuses an answer from a server it was not told to trust", async () => {
    const untrusting = createAiraloProvider({
      clientId: "another-client",
      clientSecret: AIRALO_FAKE_CLIENT_SECRET,
      environment: "sandbox",
      baseUrl: fake.baseUrl,
      timeoutMs: 2_000,
    });
    await expect(untrusting.testConnection()).rejects.toMatchObject({
      name: "EsimProviderError",
      retryable: false,
    });
  });

  it("requests a refund through POST /v2/refund and reads a refusal as refused", async () => {
    const provider = connect(fake);
    const esim = await provider.orderEsim({ unitId: "unit-refund", packageId: "kallur-digital-7days-1gb" });
    await expect(
      provider.refund({ iccid: esim.iccid, reference: esim.reference, reason: "Customer cancelled" }),
    ).resolves.toMatchObject({ outcome: "requested" });
    expect(fake.refunds.at(-1)).toMatchObject({
      iccids: [esim.iccid],
      reason: "OTHERS",
      notes: "Customer cancelled",
    });
    await expect(
      provider.refund({ iccid: "8999999999999999999", reference: "x", reason: "r" }),
    ).resolves.toMatchObject({ outcome: "refused" });
  });
});
