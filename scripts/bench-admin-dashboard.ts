// npm run bench:admin-dashboard — the admin dashboard's figures (dashboardFigures: the counts and the 30-day
// series, the queries behind /admin) with BENCH_ORDERS orders (default 100,000, spread over 90 days: 60 % paid or
// fulfilled, some with a shipping address, the rest pending, cancelled or refunded), 10,000 users with sessions,
// 5,000 eSIM activations and a status event per cancelled order: p50/p95 of BENCH_RUNS calls (default 100). On
// PGlite and (with BENCH_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL. A benchmark, not a test.
import { sql } from "drizzle-orm";
import { dashboardFigures } from "../app/features/dashboard/dashboard.server.ts";
import type { DatabaseHandle } from "../app/platform/db/client.server.ts";
import { type BenchDatabase, forEachDatabase, p50p95, timeRuns } from "./bench-kit.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const USERS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

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

async function bench(database: BenchDatabase) {
  const handle = await database.open();
  try {
    const started = performance.now();
    await generate(handle);
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    const samples = await timeRuns(RUNS, () => dashboardFigures(handle.db));
    const figures = await dashboardFigures(handle.db);
    const sold = figures.series.reduce((sum, day) => sum + day.orders, 0);
    console.log(
      `| ${database.kind} | ${ORDERS.toLocaleString("en-US")} | ${p50p95(samples, 1)} | ` +
        `${sold} sold in 30 days, ${figures.actions.toShip} to ship, ${figures.actions.refundNeeded} refunds, ` +
        `${figures.actions.esimMissing} eSIM codes, ${figures.users.active} active | seeded in ${seeded} s |`,
    );
  } finally {
    await handle.close();
  }
}

console.log("| database | orders | p50 ms | p95 ms | figures | |");
console.log("|---|---|---|---|---|---|");
await forEachDatabase("dashboard", bench);
