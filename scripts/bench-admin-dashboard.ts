// npm run bench:admin-dashboard — the admin dashboard's figures (dashboardFigures: the counts and the 30-day
// series, the queries behind /admin) with BENCH_ORDERS orders (default 100,000, spread over 90 days: 60 % paid or
// fulfilled, some with a shipping address, the rest pending, cancelled or refunded), 10,000 users with sessions,
// 5,000 eSIM activations and a status event per cancelled order: p50/p95 of BENCH_RUNS calls (default 100). On
// PGlite and (with BENCH_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL. A benchmark, not a test.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { dashboardFigures } from "../app/features/admin/dashboard/dashboard.server.ts";
import { type DatabaseHandle, openDatabase } from "../app/platform/db/client.server.ts";
import { createThrowawayPostgres } from "../tests/helpers/databases.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const USERS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

async function generate(handle: DatabaseHandle) {
  const db = handle.db;
  await db.execute(sql`insert into "user" (id, name, email, created_at)
    select 'bench-' || g, 'Bench ' || g, 'bench-' || g || '@example.com', now() - (g || ' minutes')::interval
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`insert into session (id, token, user_id, expires_at, updated_at)
    select 'bench-s-' || g, 'bench-t-' || g, 'bench-' || (1 + g % ${USERS}), now() + interval '1 day',
      now() - ((g % 600) || ' minutes')::interval
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`insert into orders (number, user_id, idempotency_key, status, subtotal_cents, total_cents,
      shipping_address, paid_at, created_at)
    select 'BENCH-' || g, 'bench-' || (1 + g % ${USERS}), 'bench-' || g,
      s.status, 1000 + g % 9000, 1000 + g % 9000,
      case when g % 4 = 0 then '{"fullName":"A","line1":"B","city":"C","country":"MY"}'::jsonb end,
      case when s.status in ('paid', 'fulfilled', 'refunded') then t.at + interval '5 minutes' end, t.at
    from generate_series(1, ${ORDERS}) g
    cross join lateral (select (array['paid','paid','fulfilled','fulfilled','paid','fulfilled','pending','cancelled',
      'refunded','cancelled'])[1 + g % 10] as status) s
    cross join lateral (select now() - ((g * 7919 % 129600) || ' minutes')::interval as at) t`);
  await db.execute(sql`insert into status_events (subject_type, subject_id, to_status, note)
    select 'order', id::text, 'cancelled', case when number like '%7' then 'refund_needed' else 'expired' end
    from orders where status = 'cancelled'`);
  await db.execute(sql`insert into order_items (order_id, product_type, product_id, name, unit_price_cents,
      quantity, line_total_cents)
    select id, 'esim', gen_random_uuid(), '{"en":"eSIM","ar":"eSIM"}'::jsonb, 1000, 1, 1000
    from orders where status = 'paid' order by number limit 5000`);
  await db.execute(sql`insert into esim_activations (order_id, order_item_id, user_id, status)
    select i.order_id, i.id, o.user_id, case when row_number() over () % 5 = 0 then 'preparing' else 'ready' end
    from order_items i join orders o on o.id = i.order_id`);
  await db.execute(sql`vacuum (analyze)`);
}

async function bench(name: string, handle: DatabaseHandle) {
  const started = performance.now();
  await generate(handle);
  const seeded = ((performance.now() - started) / 1000).toFixed(1);
  for (let i = 0; i < 3; i++) await dashboardFigures(handle.db);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await dashboardFigures(handle.db);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const figures = await dashboardFigures(handle.db);
  const sold = figures.series.reduce((sum, day) => sum + day.orders, 0);
  console.log(
    `| ${name} | ${ORDERS.toLocaleString("en-US")} | ${p(samples, 0.5).toFixed(1)} | ${p(samples, 0.95).toFixed(1)} | ` +
      `${sold} sold in 30 days, ${figures.actions.toShip} to ship, ${figures.actions.refundNeeded} refunds, ` +
      `${figures.actions.esimMissing} eSIM codes, ${figures.users.active} active | seeded in ${seeded} s |`,
  );
}

console.log("| database | orders | p50 ms | p95 ms | figures | |");
console.log("|---|---|---|---|---|---|");
const dir = mkdtempSync(path.join(os.tmpdir(), "bench-dashboard-"));
try {
  const handle = await openDatabase({ dataDir: dir });
  try {
    await bench("PGlite", handle);
  } finally {
    await handle.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) {
  const database = await createThrowawayPostgres(process.env.BENCH_DATABASE_URL, "bench_dashboard");
  try {
    const handle = await openDatabase({ databaseUrl: database.url });
    try {
      await bench("PostgreSQL", handle);
    } finally {
      await handle.close();
    }
  } finally {
    await database.drop();
  }
}
