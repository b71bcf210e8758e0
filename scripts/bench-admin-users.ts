// npm run bench:admin-users — the admin's users list and its CSV export with BENCH_USERS users (default 100,000:
// names in Latin and Arabic script, 1 in 50 an admin, 1 in 12 deactivated, two thirds signed in at least once),
// through the built production server signed in as its admin: p50/p95 of /admin/users pages (the first page, random
// deep pages, a search, filters, another sort), the time of the full export (/admin/users/export, streamed) and of a
// filtered one, and the server's memory (RSS sampled every 25 ms from /proc) before and at its peak during the
// export. On PGlite and (with BENCH_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL. A benchmark,
// not a test.
import { sql } from "drizzle-orm";
import type { Database } from "../app/platform/db/client.server.ts";
import {
  type BenchDatabase,
  forEachDatabase,
  memoryMb,
  p50p95,
  signIn,
  startServer,
  timeEach,
  trackPeakRss,
} from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ADMIN = { email: "bench-admin@example.com", password: "Bench!Adm1n-pass" };

async function generate(db: Database) {
  await db.execute(sql`
    insert into "user" (id, name, first_name, last_name, email, email_verified, role, is_active, locale,
      created_at, updated_at, last_sign_in_at)
    select 'bench-user-' || g,
      f.first || ' ' || l.last || ' ' || g, f.first, l.last || ' ' || g,
      'bench-user-' || g || '@example.com', true,
      case when g % 50 = 0 then 'admin' else 'customer' end,
      g % 12 <> 0,
      case when g % 3 = 0 then 'ar' else 'en' end,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
      case when g % 3 = 1 then null else now() - ((g % 5000) || ' minutes')::interval end
    from generate_series(1, ${USERS}) g
    cross join lateral (select (array['Lina','Omar','Sara','Karim','John','ليلى','محمد','فاطمة','أحمد','سلمى'])[1 + g % 10] as first) f
    cross join lateral (select (array['Haddad','Nasser','Smith','Ali','حداد','العلي','الخطيب','Farouk'])[1 + g % 8] as last) l`);
  // The steady state: autovacuum on PostgreSQL, the hourly maintenance on PGlite (db/maintenance.server.ts).
  await db.execute(sql`vacuum (analyze)`);
}

async function benchOne(database: BenchDatabase) {
  console.log(`\n## ${database.kind}`);
  const handle = await database.open();
  const started = performance.now();
  await generate(handle.db);
  console.log(
    `generated ${USERS.toLocaleString("en")} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await handle.close();

  const server = await startServer(database, {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stderr: "inherit",
  });
  try {
    const { base, pid } = server;
    const cookie = await signIn(base, ADMIN);
    const get = async (url: string) => {
      const response = await fetch(`${base}${url}`, { headers: { cookie, "accept-language": "en" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${url}`);
    };
    /** p50 | p95 of RUNS requests, each for the next of `urls`. */
    const time = async (urls: readonly string[]) => p50p95(await timeEach(urls, RUNS, get), 1);
    const pages = Math.ceil((USERS + 1) / 20);
    const deep = Array.from({ length: 50 }, (_, i) => `/admin/users?page=${1 + ((i * 7919) % pages)}`);
    const searches = ["Lina", "ليلى", "bench-user-4242@", "Nasser 77", "nobody-at-all"].map(
      (q) => `/admin/users?q=${encodeURIComponent(q)}`,
    );
    console.log(`| /admin/users, server render (${RUNS} runs) | p50 ms | p95 ms |\n|---|---|---|`);
    console.log(`| first page (newest first) | ${await time(["/admin/users"])} |`);
    console.log(`| random pages 1–${pages.toLocaleString("en")} | ${await time(deep)} |`);
    console.log(`| search (name, Arabic name, e-mail) | ${await time(searches)} |`);
    console.log(
      `| filters role=admin&active=0, active=1 | ${await time(["/admin/users?role=admin&active=0", "/admin/users?active=1&page=3"])} |`,
    );
    console.log(
      `| sort by name, by last sign-in | ${await time(["/admin/users?sort=name", "/admin/users?sort=-lastSignIn&page=2"])} |`,
    );

    for (const [label, url] of [
      ["all users", "/admin/users/export"],
      ["active customers", "/admin/users/export?role=customer&active=1"],
    ] as const) {
      await new Promise((r) => setTimeout(r, 1000));
      const before = memoryMb(pid).rss;
      const stopSampling = trackPeakRss(pid, 25, before);
      const start = performance.now();
      const response = await fetch(`${base}${url}`, { headers: { cookie } });
      let bytes = 0;
      let lines = 0;
      let firstByte = 0;
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
        if (!firstByte) firstByte = performance.now() - start;
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines += 1;
      }
      const seconds = (performance.now() - start) / 1000;
      const peak = stopSampling();
      console.log(
        `export of ${label}: ${(lines - 1).toLocaleString("en")} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB ` +
          `(${response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1]}) in ${seconds.toFixed(2)} s, ` +
          `first byte after ${firstByte.toFixed(0)} ms; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB ` +
          `(+${(peak - before).toFixed(0)} MB)`,
      );
    }
  } finally {
    await server.stop();
  }
}

buildIfNeeded();
console.log(`# Admin users list and CSV export with ${USERS.toLocaleString("en")} users`);
await forEachDatabase("admin-users", benchOne);
