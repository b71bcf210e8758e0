// npm run bench:tracking — p95 of an application tracking lookup (lookupApplication: the row on the unique
// tracking_id index, then its status_events) with BENCH_APPLICATIONS applications (default 100,000: visas, IDLs and
// driving-licence applications, ~3 events each, some drafts), and of the rendered /application-tracking page through
// the built server, on PGlite and (with BENCH_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL.
// A benchmark, not a test.
import { sql } from "drizzle-orm";
import { lookupApplication, type TrackingType } from "../app/features/applications/tracking.server.ts";
import type { Database } from "../app/platform/db/client.server.ts";
import { newTrackingId } from "../app/platform/domain/tracking.ts";
import { type BenchDatabase, forEachDatabase, p50p95, rowsOf, startServer, timeEach } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const USERS = Math.max(1, Math.floor(APPLICATIONS / 20));
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const PAGE_RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 100);

/** "p50 | p95" in ms of `runs` calls, each with the next input; a few warm-up calls first. */
const time = async <T>(inputs: readonly T[], runs: number, run: (input: T) => Promise<unknown>) =>
  p50p95(await timeEach(inputs, runs, run, 5), 2);

/**
 * APPLICATIONS applications of the three kinds (a third each) by USERS applicants, with set-based SQL (fast on
 * both databases). Tracking ids have the real shape (prefix, 9 + 13 characters of the alphabet: hex digits of
 * an md5 here). The first 10% of applicants each have an unfinished visa draft; every submitted application has
 * its first event, its payment and, past pending, its status change.
 */
async function generate(db: Database) {
  await db.execute(sql`
    insert into "user" (id, name, email, role)
    select 'bench-user-' || g, 'Bench applicant ' || g, 'bench-applicant-' || g || '@example.com', 'customer'
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into visa_offers (slug, country_code, destination, title, description, visa_type, processing_days,
      validity_days, price_cents)
    select 'bench-visa-' || g, 'X' || chr(65 + g),
      jsonb_build_object('en', 'Destination ' || g, 'ar', 'الوجهة ' || g),
      jsonb_build_object('en', 'Visa ' || g, 'ar', 'تأشيرة ' || g), jsonb_build_object('en', '', 'ar', ''),
      (array['tourist','business','student','transit'])[1 + g % 4], 5, 30, 9900
    from generate_series(1, 20) g`);
  const drafts = Math.floor(USERS / 10);
  await db.execute(sql`
    with offers as (select array_agg(id order by slug) as ids from visa_offers where slug like 'bench-visa-%')
    insert into applications (kind, tracking_id, user_id, full_name, email, phone, status, payment_status,
      visa_offer_id, amount_cents, application_data, draft_step, submitted_at, created_at)
    select k.kind,
      k.prefix || '-' || upper(substr(md5(g || 't'), 1, 9)) || '-' || upper(substr(md5(g || 'r'), 1, 13)),
      'bench-user-' || (1 + g % ${USERS}), 'Bench applicant ' || g, 'bench-applicant-' || g || '@example.com',
      '+9715' || lpad((g % 100000000)::text, 8, '0'),
      case when d.draft then 'pending' else (array['pending','processing','approved','rejected','completed'])[1 + g % 5] end,
      case when d.draft then 'pending' else 'paid' end,
      case when k.kind = 'visa' then (select ids[1 + g % 20] from offers) end,
      9900,
      case when k.kind = 'visa'
        then jsonb_build_object('passportNumber', 'AB' || lpad(g::text, 7, '0'), 'nationality', 'Jordanian')
        else jsonb_build_object('nationality', 'Jordanian') end,
      case when d.draft then 'review' else 'payment' end,
      case when d.draft then null else now() - (g || ' minutes')::interval end,
      now() - (g || ' minutes')::interval - interval '1 hour'
    from generate_series(1, ${APPLICATIONS}) g
    cross join lateral (select g <= ${drafts * 3} and g % 3 = 0 as draft) d
    cross join lateral (select
      (array['visa','international-driving-license','driving-license'])[1 + g % 3] as kind,
      (array['VISA','IDL','DRIVING'])[1 + g % 3] as prefix) k`);
  await db.execute(sql`
    insert into status_events (subject_type, subject_id, owner_id, from_status, to_status, note, data, created_at)
    select 'application', a.id::text, a.user_id, null, 'pending', null, '{}'::jsonb, a.created_at
    from applications a
    union all
    select 'application', a.id::text, a.user_id, 'pending', 'pending', 'payment_paid',
      '{"paymentStatus":"paid","previousPaymentStatus":"pending"}'::jsonb, a.submitted_at
    from applications a where a.submitted_at is not null
    union all
    select 'application', a.id::text, a.user_id, 'pending', a.status, null,
      jsonb_build_object('note', jsonb_build_object('en', 'Reviewed by our team', 'ar', 'راجعه فريقنا')),
      a.submitted_at + interval '1 day'
    from applications a where a.submitted_at is not null and a.status <> 'pending'`);
  // The steady state: autovacuum on PostgreSQL, the hourly maintenance on PGlite (db/maintenance.server.ts).
  await db.execute(sql`vacuum (analyze)`);
}

interface Sample {
  type: TrackingType;
  id: string;
}

async function samples(db: Database) {
  const pickRows = async (where: ReturnType<typeof sql>) => {
    const rows = await rowsOf<{ kind: string; tracking_id: string }>(
      db,
      sql`select kind, tracking_id from applications where ${where} order by md5(tracking_id) limit 500`,
    );
    return rows.map((row): Sample => ({ type: row.kind as Sample["type"], id: row.tracking_id }));
  };
  const visas = await pickRows(sql`kind = 'visa' and submitted_at is not null`);
  const licences = await pickRows(sql`kind <> 'visa' and submitted_at is not null`);
  const drafts = await pickRows(sql`submitted_at is null`);
  const unknown = Array.from(
    { length: 500 },
    (_, i): Sample => ({
      type: i % 2 ? "visa" : "international-driving-license",
      id: newTrackingId(i % 2 ? "visa" : "international-driving-license"),
    }),
  );
  return { visas, licences, drafts, unknown };
}

async function benchOne(database: BenchDatabase) {
  console.log(`\n## ${database.kind}`);
  const handle = await database.open();
  const started = performance.now();
  await generate(handle.db);
  const [c = {}] = await rowsOf<Record<string, unknown>>(
    handle.db,
    sql`select
    (select count(*) from applications) as applications,
    (select count(*) from applications where submitted_at is null) as drafts,
    (select count(*) from status_events where subject_type = 'application') as events`,
  );
  console.log(
    `generated ${Number(c.applications).toLocaleString("en")} applications (${Number(c.drafts).toLocaleString("en")} drafts), ` +
      `${Number(c.events).toLocaleString("en")} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const s = await samples(handle.db);
  const db = handle.db;
  const lookup = (sample: Sample) =>
    lookupApplication(db, { type: sample.type, trackingId: sample.id, locale: "en" });
  // Sanity: the samples answer what they should.
  const check = async (list: Sample[], key: "found" | "notFound") => {
    const outcome = await lookup(list[0]!);
    if (!(key in outcome)) throw new Error(`expected ${key}, got ${JSON.stringify(outcome)}`);
  };
  await check(s.visas, "found");
  await check(s.licences, "found");
  await check(s.drafts, "notFound");
  await check(s.unknown, "notFound");

  console.log(`| lookupApplication (${RUNS} runs, different ids) | p50 ms | p95 ms |\n|---|---|---|`);
  console.log(`| found: visa (offer joined, ~3 events) | ${await time(s.visas, RUNS, lookup)} |`);
  console.log(`| found: IDL / driving licence | ${await time(s.licences, RUNS, lookup)} |`);
  console.log(`| not found: unknown well-formed id | ${await time(s.unknown, RUNS, lookup)} |`);
  console.log(`| not found: a draft's id | ${await time(s.drafts, RUNS, lookup)} |`);
  console.log(
    `| wrong type (no query) | ${await time(s.visas, RUNS, (x) => lookup({ type: "driving-license", id: x.id }))} |`,
  );
  const scanOf = (plan: object[]) =>
    plan
      .map((row) => String(Object.values(row)[0]).trim())
      .find((line) => /Scan/.test(line))
      ?.replace(/^->\s*/, "") ?? "?";
  const plan = await rowsOf<object>(
    db,
    sql`explain select id from applications where tracking_id = ${s.visas[0]!.id} and submitted_at is not null`,
  );
  console.log(`plan of the row's query: ${scanOf(plan)}`);
  const eventsPlan = await rowsOf<object>(
    db,
    sql`explain select * from status_events where subject_type = 'application' and subject_id = 'x'
      order by created_at, id limit 100`,
  );
  console.log(`plan of the events' query: ${scanOf(eventsPlan)}`);
  await handle.close();

  const server = await startServer(database);
  try {
    const base = `${server.base}/application-tracking`;
    const page = (sample: Sample) => `${base}?type=${sample.type}&id=${encodeURIComponent(sample.id)}`;
    const get = async (url: string) => {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${url}`);
    };
    console.log(`| page, server render (${PAGE_RUNS} runs) | p50 ms | p95 ms |\n|---|---|---|`);
    console.log(`| /application-tracking (form only) | ${await time([base], PAGE_RUNS, get)} |`);
    console.log(`| ?type=visa&id=… found | ${await time(s.visas.map(page), PAGE_RUNS, get)} |`);
    console.log(`| ?type=licence&id=… found | ${await time(s.licences.map(page), PAGE_RUNS, get)} |`);
    console.log(`| ?type=…&id=… not found | ${await time(s.unknown.map(page), PAGE_RUNS, get)} |`);
  } finally {
    await server.stop();
  }
}

buildIfNeeded();
console.log(`# Tracking lookups with ${APPLICATIONS.toLocaleString("en")} applications`);
await forEachDatabase("tracking", benchOne);
