import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPlan, insertUser } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { Database, DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  esimActivations,
  esimProviderSettings,
  type OrderStatus,
  orderItems,
  orders,
} from "../../platform/db/schema/index.ts";
import { appleSetupUrl } from "../../platform/esim/install-links.ts";
import {
  type EsimProvider,
  EsimProviderError,
  type EsimUsageSnapshot,
} from "../../platform/esim/provider.ts";
import {
  createStandinProvider,
  simulateStandinUsage,
  standinIccid,
} from "../../platform/esim/standin.server.ts";
import { esimProvidersFrom, listProfileEsims, USAGE_FRESH_MINUTES } from "./esims.server.ts";

const MANUAL_CODE = "LPA:1$smdp.example.com$MANUAL-1";
const SNAPSHOT: EsimUsageSnapshot = {
  status: "active",
  remainingMb: 2150,
  totalMb: 5120,
  unlimited: false,
  expiresAt: "2031-04-01T00:00:00.000Z",
};
const MINUTE = 60_000;

/** A provider whose usage answers are counted, and fail when told. */
function countingProvider() {
  const fake = {
    calls: 0,
    failing: false,
    snapshot: SNAPSHOT,
    provider: {
      name: "standin",
      async usage() {
        fake.calls += 1;
        if (fake.failing) throw new EsimProviderError("down", { retryable: true });
        return fake.snapshot;
      },
    } as unknown as EsimProvider,
  };
  return fake;
}

async function esimOrder(
  db: Database,
  userId: string,
  planId: string,
  options: { status?: OrderStatus; units: Partial<typeof esimActivations.$inferInsert>[] },
) {
  const [order] = await db
    .insert(orders)
    .values({
      number: `TS-${randomUUID().slice(0, 8).toUpperCase()}`,
      userId,
      idempotencyKey: randomUUID(),
      status: options.status ?? "paid",
      subtotalCents: 1500,
      totalCents: 1500,
      provider: "sandbox",
    })
    .returning();
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productType: "esim",
      productId: planId,
      name: { en: "Türkiye · 5 GB", ar: "تركيا · 5 جيجابايت" },
      unitPriceCents: 1500,
      quantity: options.units.length,
      lineTotalCents: 1500 * options.units.length,
      details: { dataMb: 5120, validityDays: 30 },
    })
    .returning();
  const units = await db
    .insert(esimActivations)
    .values(options.units.map((unit) => ({ orderId: order!.id, orderItemId: item!.id, userId, ...unit })))
    .returning();
  return { order: order!, units };
}

function providerIssued(unitKey: string) {
  const iccid = standinIccid(unitKey);
  const lpa = `LPA:1$smdp.esim-standin.invalid$${unitKey.toUpperCase()}`;
  return {
    status: "ready" as const,
    activationCode: lpa,
    provider: "standin",
    providerPackageId: "standin-tr-5gb-30d",
    iccid,
    installData: { lpa, smdpAddress: "smdp.esim-standin.invalid", matchingId: unitKey.toUpperCase() },
  };
}

for (const database of testDatabases()) {
  describe(`the profile's eSIMs on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let db: Database;
    let amal: string;
    let basel: string;
    let planId: string;
    let issuedId: string;
    let manualId: string;
    let preparingId: string;

    beforeAll(async () => {
      handle = await database.open();
      db = handle.db;
      amal = await insertUser(db, { name: "Amal Haddad" });
      basel = await insertUser(db, { name: "Basel Haddad" });
      planId = await insertPlan(db, { stock: 10 });
      const first = await esimOrder(db, amal, planId, {
        units: [providerIssued(`unit-${randomUUID().slice(0, 8)}`), { status: "preparing" }],
      });
      [issuedId, preparingId] = first.units.map((unit) => unit.id) as [string, string];
      const manual = await esimOrder(db, amal, planId, {
        status: "fulfilled",
        units: [{ status: "ready", activationCode: MANUAL_CODE }],
      });
      manualId = manual.units[0]!.id;
      // Refunded: no longer the customer's to install.
      await esimOrder(db, amal, planId, {
        status: "refunded",
        units: [{ status: "ready", activationCode: "LPA:1$smdp.example.com$REFUNDED-1" }],
      });
      await esimOrder(db, basel, planId, {
        units: [{ status: "ready", activationCode: "LPA:1$smdp.example.com$BASEL-1" }],
      });
    });

    afterAll(async () => {
      await handle?.close();
    });

    it("lists the customer's own eSIMs only, with plan, destination, order and install card", async () => {
      const fake = countingProvider();
      const list = await listProfileEsims(db, amal, 1, "ar", { providerFor: () => fake.provider });
      expect(list.total).toBe(3);
      expect(list.items.map((esim) => esim.id).sort()).toEqual([issuedId, manualId, preparingId].sort());
      const serialized = JSON.stringify(list);
      expect(serialized).not.toContain("BASEL-1");
      expect(serialized).not.toContain("REFUNDED-1");

      const manual = list.items.find((esim) => esim.id === manualId)!;
      expect(manual).toMatchObject({
        status: "ready",
        planName: "تركيا · 5 جيجابايت",
        destination: "تركيا",
        validityDays: 30,
        usage: null,
        install: {
          lpa: MANUAL_CODE,
          smdpAddress: "smdp.example.com",
          matchingId: "MANUAL-1",
          appleUrl: appleSetupUrl(MANUAL_CODE),
        },
      });
      expect(manual.install!.qrSvg).toMatch(/^<svg/);
      expect(list.items.find((esim) => esim.id === preparingId)).toMatchObject({
        status: "preparing",
        install: null,
        usage: null,
      });
      // Only the provider-issued eSIM was asked about.
      expect(fake.calls).toBe(1);

      const other = await listProfileEsims(db, basel, 1, "en", { providerFor: () => fake.provider });
      expect(other.items.map((esim) => esim.install?.matchingId)).toEqual(["BASEL-1"]);
    });

    it(`asks the provider once within ${USAGE_FRESH_MINUTES} minutes and again after`, async () => {
      await db
        .update(esimActivations)
        .set({ usage: null, usageCheckedAt: null })
        .where(eq(esimActivations.id, issuedId));
      const fake = countingProvider();
      const start = new Date();
      const at = (ms: number) => ({ providerFor: () => fake.provider, now: new Date(start.getTime() + ms) });
      const usageOf = async (ms: number) =>
        (await listProfileEsims(db, amal, 1, "en", at(ms))).items.find((esim) => esim.id === issuedId)!.usage;

      expect(await usageOf(0)).toEqual({ snapshot: SNAPSHOT, checkedAt: start.toISOString(), current: true });
      expect(fake.calls).toBe(1);
      const [stored] = await db.select().from(esimActivations).where(eq(esimActivations.id, issuedId));
      expect(stored).toMatchObject({ usage: SNAPSHOT, usageCheckedAt: start });

      fake.snapshot = { ...SNAPSHOT, remainingMb: 1000 };
      expect(await usageOf((USAGE_FRESH_MINUTES - 1) * MINUTE)).toMatchObject({
        snapshot: SNAPSHOT,
        checkedAt: start.toISOString(),
      });
      expect(fake.calls).toBe(1);

      const later = (USAGE_FRESH_MINUTES + 1) * MINUTE;
      expect(await usageOf(later)).toEqual({
        snapshot: { ...SNAPSHOT, remainingMb: 1000 },
        checkedAt: new Date(start.getTime() + later).toISOString(),
        current: true,
      });
      expect(fake.calls).toBe(2);
    });

    it("shows the last reading with its time when the provider fails, and nothing made up without one", async () => {
      const checkedAt = new Date(Date.now() - 60 * MINUTE);
      await db
        .update(esimActivations)
        .set({ usage: SNAPSHOT, usageCheckedAt: checkedAt })
        .where(eq(esimActivations.id, issuedId));
      const fake = countingProvider();
      fake.failing = true;
      const usageOf = async () =>
        (await listProfileEsims(db, amal, 1, "en", { providerFor: () => fake.provider })).items.find(
          (esim) => esim.id === issuedId,
        )!.usage;

      expect(await usageOf()).toEqual({
        snapshot: SNAPSHOT,
        checkedAt: checkedAt.toISOString(),
        current: false,
      });
      expect(fake.calls).toBe(1);
      // The failure is not stored as a reading: the next view asks again.
      const [stored] = await db.select().from(esimActivations).where(eq(esimActivations.id, issuedId));
      expect(stored!.usageCheckedAt).toEqual(checkedAt);

      await db
        .update(esimActivations)
        .set({ usage: null, usageCheckedAt: null })
        .where(eq(esimActivations.id, issuedId));
      expect(await usageOf()).toEqual({ snapshot: null, checkedAt: null, current: false });
      expect(fake.calls).toBe(2);
    });

    it("builds the provider an eSIM came from out of the settings, even with automatic fulfilment off", async () => {
      await db
        .insert(esimProviderSettings)
        .values({ id: "default", provider: "standin", autoFulfil: false, standinLatencyMs: 0 })
        .onConflictDoUpdate({
          target: esimProviderSettings.id,
          set: { provider: "standin", autoFulfil: false, standinLatencyMs: 0, standinFailing: false },
        });
      const source = await esimProvidersFrom(db, { AUTH_SECRET: "s".repeat(32) });
      expect(source.providerFor("standin")?.name).toBe("standin");
      expect(source.providerFor("unknown")).toBeNull();

      // The stand-in knows an eSIM it issued in this process: its reading reaches the page.
      const unitKey = `unit-${randomUUID().slice(0, 8)}`;
      const standin = createStandinProvider({ latencyMs: 0, failing: false, webhookSecret: "x" });
      const issued = await standin.orderEsim({ unitId: unitKey, packageId: "standin-turkey-5gb-30d" });
      simulateStandinUsage(issued.iccid, 1024);
      const { units } = await esimOrder(db, amal, planId, {
        units: [
          {
            status: "ready",
            activationCode: issued.install.lpa,
            provider: "standin",
            iccid: issued.iccid,
            installData: issued.install,
          },
        ],
      });
      const list = await listProfileEsims(db, amal, 1, "en", source);
      const usage = list.items.find((esim) => esim.id === units[0]!.id)!.usage!;
      expect(usage.current).toBe(true);
      expect(usage.snapshot).toMatchObject({ status: "active", totalMb: 5120, unlimited: false });
      expect(usage.snapshot!.remainingMb).toBe(4096);
    });
  });
}
