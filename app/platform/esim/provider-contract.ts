// What every eSIM provider adapter promises, as one suite each adapter's test file registers (the stand-in,
// and Airalo through its SDK against the recorded-contract fake).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WebhookSignatureError } from "../payments/gateway.server.ts";
import { type EsimProvider, EsimProviderError } from "./provider.ts";

export interface ProviderBehaviour {
  /** Milliseconds before each answer. */
  latencyMs?: number;
  /** The provider is unreachable or answers 5xx. */
  down?: boolean;
}

export interface ProviderHarness {
  /** A provider behaving as asked (the stand-in's switches, or the fake's). */
  provider(behaviour?: ProviderBehaviour): EsimProvider;
  /** A package that can be ordered, and one that has no data limit. */
  packageId: string;
  unlimitedPackageId: string;
  /** Orders the provider holds whose description names this unit or top-up: null when it cannot be seen. */
  ordersFor(id: string): number | null;
  /** Headers the provider's real webhooks would carry for this body. */
  signedHeaders(body: string): Headers;
  /** The name of its signature header. */
  signatureHeader: string;
  /** Only where credentials exist: a provider with wrong ones. */
  withBadCredentials?(): EsimProvider;
  /** Only where a request can time out: a provider answering later than this client waits. */
  tooSlow?(): EsimProvider;
  /** Only where an answer can be lost: the next order is made but its answer never arrives. */
  loseNextOrderAnswer?(): void;
  close(): Promise<void>;
}

async function refusal(promise: Promise<unknown>): Promise<EsimProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(EsimProviderError);
  return error as EsimProviderError;
}

let units = 0;
const unit = (label: string) => `${label}-${process.pid}-${Date.now()}-${++units}`;

export interface ProviderSubject {
  open(): Promise<ProviderHarness>;
  /** What only some providers have, each with its own cases. */
  has: { credentials: boolean; timeouts: boolean; lostAnswers: boolean };
}

export function providerContract(name: string, { open, has }: ProviderSubject): void {
  describe(`${name}: the eSIM provider contract`, () => {
    let harness: ProviderHarness;
    let provider: EsimProvider;

    beforeAll(async () => {
      harness = await open();
    });
    // A provider behaving normally for each case (a case's slow or failing one does not outlive it).
    beforeEach(() => {
      provider = harness.provider();
    });
    afterAll(async () => {
      await harness?.close();
    });

    it("lists packages with destinations, ISO countries, allowances and prices in cents", async () => {
      const packages = await provider.listPackages();
      expect(packages.length).toBeGreaterThan(2);
      for (const pkg of packages) {
        expect(pkg.packageId).toMatch(/\S/);
        expect(pkg.countries.length).toBeGreaterThan(0);
        for (const country of pkg.countries) expect(country).toMatch(/^[A-Z]{2}$/);
        expect(["country", "regional", "global"]).toContain(pkg.destination.kind);
        expect(pkg.destination.slug).toMatch(/\S/);
        expect(pkg.validityDays).toBeGreaterThan(0);
        expect(pkg.dataMb === null || pkg.dataMb > 0).toBe(true);
        expect(Number.isInteger(pkg.netPriceCents) && pkg.netPriceCents > 0).toBe(true);
        expect(pkg.retailPriceCents).toBeGreaterThan(pkg.netPriceCents);
        expect(pkg.currency).toBe("USD");
      }
      expect(packages.some((pkg) => pkg.dataMb === null)).toBe(true);
      expect(packages.some((pkg) => pkg.destination.kind !== "country" && pkg.countries.length > 1)).toBe(
        true,
      );
      expect(packages.map((pkg) => pkg.packageId)).toContain(harness.packageId);
    });

    it("orders one eSIM per unit: the same unit twice gets the same eSIM, never a second order", async () => {
      const id = unit("unit");
      const first = await provider.orderEsim({ unitId: id, packageId: harness.packageId });
      const again = await harness.provider().orderEsim({ unitId: id, packageId: harness.packageId });
      expect(again).toEqual(first);
      expect(first.iccid).toMatch(/^\d{18,22}$/);
      expect(first.install.lpa).toBe(`LPA:1$${first.install.smdpAddress}$${first.install.matchingId}`);
      expect(first.reference).toMatch(/\S/);
      const other = await provider.orderEsim({ unitId: unit("unit"), packageId: harness.packageId });
      expect(other.iccid).not.toBe(first.iccid);
      const seen = harness.ordersFor(id);
      if (seen !== null) expect(seen).toBe(1);
    });

    it("reads usage: what is left of an eSIM's data, and unlimited plans as such", async () => {
      const limited = await provider.orderEsim({ unitId: unit("usage"), packageId: harness.packageId });
      const usage = await provider.usage(limited.iccid);
      // Freshly issued: not installed yet, or already in use (the fake's recorded answer).
      expect(["not_active", "active"]).toContain(usage.status);
      expect(usage.unlimited).toBe(false);
      expect(usage.totalMb).toBeGreaterThan(0);
      expect(usage.remainingMb).toBeGreaterThanOrEqual(0);
      expect(usage.remainingMb!).toBeLessThanOrEqual(usage.totalMb!);

      const open = await provider.orderEsim({ unitId: unit("usage"), packageId: harness.unlimitedPackageId });
      const unlimited = await provider.usage(open.iccid);
      expect(unlimited).toMatchObject({ unlimited: true, remainingMb: null, totalMb: null });
    });

    it("lists top-ups for an eSIM and orders one once per top-up id", async () => {
      const esim = await provider.orderEsim({ unitId: unit("topup"), packageId: harness.packageId });
      const topUps = await provider.topUpPackages(esim.iccid);
      expect(topUps.length).toBeGreaterThan(0);
      const [first] = topUps;
      expect(first!.dataMb).toBeGreaterThan(0);
      expect(first!.netPriceCents).toBeGreaterThan(0);
      const topUpId = unit("topup-order");
      const order = { topUpId, iccid: esim.iccid, packageId: first!.packageId };
      const once = await provider.orderTopUp(order);
      const twice = await harness.provider().orderTopUp(order);
      expect(twice).toEqual(once);
      const seen = harness.ordersFor(topUpId);
      if (seen !== null) expect(seen).toBe(1);
      await expect(
        provider.orderTopUp({ topUpId: unit("topup-order"), iccid: esim.iccid, packageId: "no-such-top-up" }),
      ).rejects.toMatchObject({ name: "EsimProviderError", retryable: false });
    });

    it("asks for a refund of an eSIM and says what came of it", async () => {
      const esim = await provider.orderEsim({ unitId: unit("refund"), packageId: harness.packageId });
      const outcome = await provider.refund({
        iccid: esim.iccid,
        reference: esim.reference,
        reason: "Order refunded",
      });
      expect(["cancelled", "requested"]).toContain(outcome.outcome);
      expect(outcome.reference).toMatch(/\S/);
    });

    it("passes a connection test", async () => {
      await expect(provider.testConnection()).resolves.toBeUndefined();
    });

    it("answers a slow provider's orders, late", async () => {
      const slow = harness.provider({ latencyMs: 300 });
      const started = performance.now();
      const esim = await slow.orderEsim({ unitId: unit("slow"), packageId: harness.packageId });
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      expect(esim.iccid).toMatch(/^\d+$/);
    });

    it("says a provider that is down may be tried again (a retryable error)", async () => {
      const down = harness.provider({ down: true });
      const error = await refusal(down.orderEsim({ unitId: unit("down"), packageId: harness.packageId }));
      expect(error.retryable).toBe(true);
      expect((await refusal(down.testConnection())).retryable).toBe(true);
    });

    it("says an unknown package is refused for good (not retryable)", async () => {
      const error = await refusal(
        provider.orderEsim({ unitId: unit("unknown"), packageId: "no-such-package-7days-1gb" }),
      );
      expect(error.retryable).toBe(false);
      expect(error.message).toMatch(/package/i);
    });

    it("reads a signed low-data webhook, ignores other notices, refuses forged and unsigned ones", () => {
      const body = JSON.stringify({
        level: "90%",
        package_name: "kallur-digital-7days-1gb",
        remaining_percentage: 10,
        iccid: "8910300000005271146",
      });
      expect(provider.readWebhook(body, harness.signedHeaders(body))).toEqual({
        iccid: "8910300000005271146",
        level: "90%",
        remainingPercentage: 10,
      });

      const credit = JSON.stringify({
        message: "Surpassed 80% of the credit limit balance",
        remaining: 225.35,
      });
      expect(provider.readWebhook(credit, harness.signedHeaders(credit))).toBeNull();

      const forged = new Headers({ [harness.signatureHeader]: "f".repeat(128) });
      expect(() => provider.readWebhook(body, forged)).toThrow(WebhookSignatureError);
      // A signature of another body does not carry over.
      const tampered = body.replace("90%", "75%");
      expect(() => provider.readWebhook(tampered, harness.signedHeaders(body))).toThrow(
        WebhookSignatureError,
      );
      expect(() => provider.readWebhook(body, new Headers())).toThrow(WebhookSignatureError);
    });

    if (has.credentials)
      it("refuses wrong credentials in words, for good", async () => {
        const error = await refusal(harness.withBadCredentials!().testConnection());
        expect(error.retryable).toBe(false);
        expect(error.message).toMatch(/401/);
      });

    if (has.timeouts)
      it("gives up on a provider slower than its timeout with a retryable error", async () => {
        const error = await refusal(
          harness.tooSlow!().orderEsim({ unitId: unit("late"), packageId: harness.packageId }),
        );
        expect(error.retryable).toBe(true);
      });

    if (has.lostAnswers)
      it("finds an order whose answer was lost instead of buying a second eSIM", async () => {
        const id = unit("lost");
        harness.loseNextOrderAnswer!();
        const error = await refusal(provider.orderEsim({ unitId: id, packageId: harness.packageId }));
        expect(error.retryable).toBe(true);
        expect(harness.ordersFor(id)).toBe(1);
        const esim = await provider.orderEsim({ unitId: id, packageId: harness.packageId });
        expect(esim.iccid).toMatch(/^\d+$/);
        expect(harness.ordersFor(id)).toBe(1);
      });
  });
}
