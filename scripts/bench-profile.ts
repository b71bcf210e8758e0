// npm run bench:profile — p50/p95 of the /profile overview for a customer with 200 orders, 50 applications and 50
// consultations (and their status events), among BENCH_OTHER_USERS other customers with data of their own (default
// 2,000: ~40,000 orders, ~10,000 applications, ~10,000 consultations): the overview's queries in process
// (account, totals in one SQL statement, the last 5 activity items with their references) and the rendered page
// through the built server, signed in, on PGlite and (with BENCH_DATABASE_URL, an admin URL of a PostgreSQL server)
// on PostgreSQL. A benchmark, not a test.
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { listActivity } from "../app/features/profile/activity.server.ts";
import { getProfileAccount, getProfileTotals } from "../app/features/profile/profile.server.ts";
import type { Database } from "../app/platform/db/client.server.ts";
import {
  type BenchDatabase,
  forEachDatabase,
  p50p95,
  rowsOf,
  signIn,
  startServer,
  timeRuns,
} from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const ORDERS = 200;
const APPLICATIONS = 50;
const CONSULTATIONS = 50;
const OTHER_USERS = Number(process.env.BENCH_OTHER_USERS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 100);
const EMAIL = "bench-profile@example.com";
const PASSWORD = "Bench!Passw0rd";
const USER_ID = "bench-profile-user";

/** "p50 | p95" in ms of `runs` calls, after a few warm-up calls. */
const time = async (runs: number, run: () => Promise<unknown>) => p50p95(await timeRuns(runs, run, 5), 2);

/**
 * The bench customer (with a password, to sign in through the server) and OTHER_USERS customers, each with 20
 * orders, 5 applications and 5 consultations; set-based SQL. Orders: 1–2 lines, statuses paid, fulfilled, pending,
 * cancelled, refunded in turn, an event for each creation and each payment. Applications: 2 events each once
 * submitted (the bench customer has three drafts). Consultations: half education, half business; one in five was sent by a visitor
 * with the customer's address (user_id null), which the profile does not count.
 */
async function generate(db: Database) {
  const hash = await hashPassword(PASSWORD);
  await db.execute(sql`
    insert into "user" (id, name, first_name, last_name, email, email_verified, role, created_at)
    values (${USER_ID}, 'Bench Customer', 'Bench', 'Customer', ${EMAIL}, true, 'customer', now() - interval '400 days')`);
  await db.execute(sql`
    insert into account (id, account_id, provider_id, user_id, password)
    values ('bench-profile-account', ${USER_ID}, 'credential', ${USER_ID}, ${hash})`);
  await db.execute(sql`
    insert into "user" (id, name, first_name, last_name, email, email_verified, role)
    select 'bench-other-' || g, 'Other ' || g, 'Other', 'Customer ' || g, 'bench-other-' || g || '@example.com', true,
      'customer'
    from generate_series(1, ${OTHER_USERS}) g`);

  // (user, n): the bench customer's rows and 20 / 5 / 5 per other customer.
  const owners = (per: number, mine: number) => sql`
    select ${USER_ID} as user_id, ${EMAIL} as email, g as n from generate_series(1, ${mine}) g
    union all
    select 'bench-other-' || u, 'bench-other-' || u || '@example.com', g
    from generate_series(1, ${OTHER_USERS}) u cross join generate_series(1, ${per}) g`;

  await db.execute(sql`
    insert into orders (number, user_id, idempotency_key, status, subtotal_cents, total_cents, provider, paid_at,
      created_at)
    select 'BENCH-' || md5(o.user_id || '-' || o.n), o.user_id, md5(o.user_id || 'k' || o.n),
      (array['paid','fulfilled','pending','cancelled','refunded'])[1 + o.n % 5],
      1000 + (o.n % 7) * 450, 1000 + (o.n % 7) * 450, 'sandbox',
      case when o.n % 5 in (0, 1, 4) then now() - (o.n || ' hours')::interval end,
      now() - (o.n || ' hours')::interval
    from (${owners(20, ORDERS)}) o`);
  await db.execute(sql`
    insert into order_items (order_id, product_type, product_id, name, unit_price_cents, quantity, line_total_cents,
      position)
    select o.id, 'esim', md5(o.number || l)::uuid, jsonb_build_object('en', 'Plan ' || l, 'ar', 'باقة ' || l),
      o.total_cents, 1, o.total_cents, l
    from orders o cross join generate_series(0, 1) l
    where o.number like 'BENCH-%' and (l = 0 or o.total_cents % 900 = 0)`);
  await db.execute(sql`
    insert into status_events (subject_type, subject_id, owner_id, from_status, to_status, note, created_at)
    select 'order', o.id::text, o.user_id, null, 'pending', null, o.created_at from orders o
    union all
    select 'order', o.id::text, o.user_id, 'pending', o.status, o.status, o.paid_at
    from orders o where o.paid_at is not null`);

  await db.execute(sql`
    insert into applications (kind, tracking_id, user_id, full_name, email, status, payment_status, amount_cents,
      draft_step, submitted_at, created_at)
    select (array['visa','international-driving-license','driving-license'])[1 + a.n % 3],
      'BENCH-' || upper(substr(md5(a.user_id || 'a' || a.n), 1, 22)), a.user_id, 'Bench Applicant', a.email,
      (array['pending','processing','approved','completed','rejected'])[1 + a.n % 5],
      case when a.n in (10, 20, 30) then 'pending' else 'paid' end, 9900,
      case when a.n in (10, 20, 30) then 'upload' else 'payment' end,
      case when a.n in (10, 20, 30) then null else now() - (a.n || ' days')::interval end,
      now() - (a.n || ' days')::interval - interval '1 hour'
    -- three drafts of the bench customer, one of each kind (at most one per kind: the unique partial index)
    from (${owners(5, APPLICATIONS)}) a`);
  await db.execute(sql`
    insert into status_events (subject_type, subject_id, owner_id, from_status, to_status, note, created_at)
    select 'application', a.id::text, a.user_id, null, 'pending', null, a.submitted_at
    from applications a where a.submitted_at is not null
    union all
    select 'application', a.id::text, a.user_id, 'pending', a.status, null, a.submitted_at + interval '1 day'
    from applications a where a.submitted_at is not null and a.status <> 'pending'`);

  await db.execute(sql`
    insert into education_consultations (full_name, email, phone, service_type, status, user_id, created_at)
    select 'Bench Customer', c.email, '+971501234567', (array['malaysia','tarim'])[1 + c.n % 2],
      (array['new','in_progress','completed'])[1 + c.n % 3],
      case when c.n % 5 = 0 then null else c.user_id end, now() - (c.n || ' days')::interval
    from (${owners(5, CONSULTATIONS)}) c where c.n % 2 = 0`);
  await db.execute(sql`
    insert into business_incorporation_consultations (full_name, email, phone, jurisdiction, status, user_id,
      created_at)
    select 'Bench Customer', c.email, '+971501234567',
      (array['indonesia','malaysia','singapore','united-kingdom'])[1 + c.n % 4], 'pending',
      case when c.n % 5 = 0 then null else c.user_id end, now() - (c.n || ' days')::interval
    from (${owners(5, CONSULTATIONS)}) c where c.n % 2 = 1`);
  await db.execute(sql`
    insert into status_events (subject_type, subject_id, owner_id, from_status, to_status, created_at)
    select 'education_consultation', id::text, user_id, null, 'new', created_at
    from education_consultations where user_id is not null
    union all
    select 'business_consultation', id::text, user_id, null, 'pending', created_at
    from business_incorporation_consultations where user_id is not null`);
  // The steady state: autovacuum on PostgreSQL, the hourly maintenance on PGlite (db/maintenance.server.ts).
  await db.execute(sql`vacuum (analyze)`);
}

async function benchOne(database: BenchDatabase) {
  console.log(`\n## ${database.kind}`);
  const handle = await database.open();
  const db = handle.db;
  const started = performance.now();
  await generate(db);
  const [c = {}] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select (select count(*) from orders) as orders, (select count(*) from applications) as applications,
      (select count(*) from education_consultations) + (select count(*) from business_incorporation_consultations)
        as consultations,
      (select count(*) from status_events) as events`,
  );
  const n = (value: unknown) => Number(value).toLocaleString("en");
  console.log(
    `generated ${n(OTHER_USERS + 1)} customers, ${n(c.orders)} orders, ${n(c.applications)} applications, ` +
      `${n(c.consultations)} consultations, ${n(c.events)} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const overview = async () => {
    const account = await getProfileAccount(db, USER_ID);
    const [totals, recent] = await Promise.all([
      getProfileTotals(db, account!.id),
      listActivity(db, USER_ID, { pageSize: 5, withTotal: false }),
    ]);
    return { totals, recent };
  };
  const { totals, recent } = await overview();
  console.log(`the customer's totals: ${JSON.stringify(totals)}; ${recent.items.length} recent events`);
  if (
    totals.applications + totals.drafts !== APPLICATIONS ||
    totals.consultations !== CONSULTATIONS - CONSULTATIONS / 5
  ) {
    throw new Error("the bench customer's data is not what it should be");
  }
  console.log(`| /profile overview (${RUNS} runs) | p50 ms | p95 ms |\n|---|---|---|`);
  console.log(`| queries in process (account, totals, 5 activity items) | ${await time(RUNS, overview)} |`);
  console.log(`| totals only (one statement) | ${await time(RUNS, () => getProfileTotals(db, USER_ID))} |`);
  await handle.close();

  const server = await startServer(database);
  try {
    const origin = server.base;
    const cookie = await signIn(origin, { email: EMAIL, password: PASSWORD });
    const get = async (url: string) => {
      const response = await fetch(url, { headers: { cookie } });
      const body = await response.text();
      if (response.status !== 200 || !body.includes(EMAIL))
        throw new Error(`HTTP ${response.status} for ${url}`);
    };
    console.log(`| page, server render, signed in (${PAGE_RUNS} runs) | p50 ms | p95 ms |\n|---|---|---|`);
    console.log(`| GET /profile | ${await time(PAGE_RUNS, () => get(`${origin}/profile`))} |`);
    console.log(
      `| GET /profile.data (client navigation) | ${await time(PAGE_RUNS, () => get(`${origin}/profile.data`))} |`,
    );
  } finally {
    await server.stop();
  }
}

buildIfNeeded();
console.log(
  `# /profile overview: a customer with ${ORDERS} orders, ${APPLICATIONS} applications and ${CONSULTATIONS} consultations, among ${OTHER_USERS.toLocaleString("en")} other customers`,
);
await forEachDatabase("profile", benchOne);
