// npm run bench:orders — order creations per second and p50/p95 latency of createOrder (re-pricing, stock
// reservation, order + items + event in one transaction) with 20 concurrent clients for ~10 s, on PGlite and (with
// BENCH_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL. Each run uses a throwaway database seeded
// with the demo catalogue and BENCH_USERS customers. A benchmark, not a test.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { createOrder } from "../app/features/checkout/order-creation.server.ts";
import type { CheckoutLineInput } from "../app/features/checkout/order-types.ts";
import type { Database } from "../app/platform/db/client.server.ts";
import { esimPlans, travelAccessories } from "../app/platform/db/schema/index.ts";
import { seedDemoData } from "../app/platform/db/seed/index.ts";
import { type BenchDatabase, forEachDatabase, percentile } from "./bench-kit.ts";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Each customer may hold at most MAX_PENDING_ORDERS_PER_CUSTOMER unpaid orders: customers are taken in
// turn from a pool large enough that none reaches the cap within a run.
const USERS = Number(process.env.BENCH_USERS ?? 20_000);

const ADDRESS = {
  fullName: "Bench Customer",
  line1: "1 Bench Street",
  city: "Riyadh",
  country: "SA",
};

/** Demo catalogue, plenty of stock, USERS customers; returns the ids the clients buy. */
async function prepare(db: Database) {
  await seedDemoData(db);
  await db.execute(sql`update travel_accessories set stock = 10000000 where status = 'active'`);
  await db.execute(sql`update esim_plans set stock_quantity = 10000000 where status = 'active'`);
  await db.execute(sql`
    insert into "user" (id, name, email, role)
    select 'bench-user-' || g, 'Bench customer ' || g, 'bench-' || g || '@example.com', 'customer'
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`analyze`);
  const plans = await db.select({ id: esimPlans.id }).from(esimPlans).where(eq(esimPlans.status, "active"));
  const accessories = await db
    .select({ id: travelAccessories.id })
    .from(travelAccessories)
    .where(eq(travelAccessories.status, "active"));
  return { plans: plans.map((p) => p.id), accessories: accessories.map((a) => a.id) };
}

let nextCustomer = 0;
const pickOne = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function run(db: Database, ids: { plans: string[]; accessories: string[] }) {
  const latencies: number[] = [];
  let failures = 0;
  const order = async () => {
    const lines: CheckoutLineInput[] = [
      { id: pickOne(ids.plans), productType: "esim", quantity: 1 },
      { id: pickOne(ids.accessories), productType: "accessory", quantity: 1 + Math.floor(Math.random() * 2) },
    ];
    const started = performance.now();
    try {
      await createOrder(db, {
        userId: `bench-user-${1 + (nextCustomer++ % USERS)}`,
        idempotencyKey: randomUUID(),
        lines,
        shippingAddress: ADDRESS,
        provider: "sandbox",
        locale: Math.random() < 0.5 ? "en" : "ar",
      });
      return performance.now() - started;
    } catch (error) {
      failures++;
      if (failures === 1) console.error(error);
      return null;
    }
  };

  for (let i = 0; i < CLIENTS; i++) await order(); // warm-up
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const ms = await order();
        if (ms !== null) latencies.push(ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    failures,
  };
}

async function benchOne(database: BenchDatabase) {
  const handle = await database.open({ maxConnections: CLIENTS });
  try {
    const ids = await prepare(handle.db);
    const result = await run(handle.db, ids);
    console.log(
      `| ${database.kind} | ${CLIENTS} | ${result.orders} | ${result.perSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.failures} |`,
    );
  } finally {
    await handle.close();
  }
}

console.log(`createOrder (1 eSIM + 1-2 accessories, shipping address), ${SECONDS} s per database\n`);
console.log(
  "| database | clients | orders | orders/s | p50 ms | p95 ms | failures |\n|---|---|---|---|---|---|---|",
);
await forEachDatabase("orders", benchOne);
