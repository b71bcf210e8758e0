// npm run bench:catalog — p95 server time of the catalogue's listings, searches and sorts, and of each rendered
// page, on a generated large catalogue (200 destinations × 8 plans, 50,000 accessories, 5,000 packages), on PGlite
// and (with BENCH_DATABASE_URL, an admin URL of a PostgreSQL server) on PostgreSQL. A benchmark, not a test.
import { sql } from "drizzle-orm";
import type { Database } from "../app/platform/db/client.server.ts";
import { seedDemoData } from "../app/platform/db/seed/index.ts";
import { type BenchDatabase, forEachDatabase, percentile, startServer, timeRuns } from "./bench-kit.ts";
import { buildIfNeeded } from "./start.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

/** p95 in ms of RUNS calls of `run`, after a few warm-up calls. */
const p95 = async (run: () => Promise<unknown>) => percentile(await timeRuns(RUNS, run), 0.95);

/** Adds the large catalogue with set-based SQL (fast on both databases). */
async function generate(db: Database) {
  await seedDemoData(db);
  await db.execute(sql`
    insert into esim_destinations (slug, iso_code, category, name, description, coverage, status)
    select 'bench-dest-' || g, null, (array['country','regional','global'])[1 + g % 3],
      jsonb_build_object('en', 'Bench destination ' || g, 'ar', 'وجهة تجريبية ' || g),
      jsonb_build_object('en', 'Generated', 'ar', 'مولّدة'), '[]'::jsonb, 'active'
    from generate_series(1, 200 - (select count(*) from esim_destinations)::int) g`);
  await db.execute(sql`
    insert into esim_plans (destination_id, name, description, data_mb, validity_days, price_cents, stock_quantity, status)
    select d.id, jsonb_build_object('en', g || ' GB', 'ar', g || ' جيجابايت'), jsonb_build_object('en', '', 'ar', ''),
      g * 1024, 7 * g, 300 + g * 250, (g * 7) % 50, 'active'
    from esim_destinations d cross join generate_series(1, 8) g where d.slug like 'bench-dest-%'`);
  await db.execute(sql`
    insert into travel_accessories (slug, name, description, category, brand, price_cents, stock, images, status)
    select 'bench-acc-' || g,
      jsonb_build_object('en', 'Travel item ' || g, 'ar', 'منتج سفر ' || g), jsonb_build_object('en', '', 'ar', ''),
      (array['comfort','electronics','health','luggage','security'])[1 + g % 5], 'Brand ' || (g % 97),
      500 + (g * 37) % 50000, g % 40, '[]'::jsonb, 'active'
    from generate_series(1, 50000) g`);
  await db.execute(sql`
    insert into travel_packages (slug, name, description, destination, price_cents, duration_days, rating, budget_level, featured, status, created_at)
    select 'bench-pkg-' || g,
      jsonb_build_object('en', 'Package ' || g, 'ar', 'باقة ' || g), jsonb_build_object('en', '', 'ar', ''),
      jsonb_build_object('en', 'City ' || (g % 300), 'ar', 'مدينة ' || (g % 300)),
      9900 + (g * 131) % 300000, 3 + g % 12, 4.0 + (g % 10) / 10.0,
      (array['budget','mid_range','premium','luxury'])[1 + g % 4], g % 17 = 0, 'active', now() - (g || ' minutes')::interval
    from generate_series(1, 5000) g`);
  // The steady state: autovacuum on PostgreSQL, the hourly maintenance on PGlite (db/maintenance.server.ts).
  await db.execute(sql`vacuum (analyze)`);
}

type Lister = (db: Database, options: Record<string, unknown>) => Promise<unknown>;

async function queryScenarios(db: Database) {
  const esim = (await import("../app/features/esim/esim.server.ts")) as unknown as {
    listEsimDestinations: Lister;
  };
  const acc = (await import("../app/features/accessories/accessories.server.ts")) as unknown as {
    listAccessories: Lister;
  };
  const pkg = (await import("../app/features/packages/packages.server.ts")) as unknown as {
    listPackages: Lister;
  };
  const e = { q: "", sort: "name", category: "all", page: 1, locale: "en" };
  const a = { q: "", category: "all", sort: "name", page: 1, locale: "en" };
  const p = {
    q: "",
    sort: "featured",
    featuredOnly: false,
    price: "all",
    budget: "all",
    page: 1,
    locale: "en",
  };
  return {
    "eSIM list (name)": () => esim.listEsimDestinations(db, e),
    "eSIM list (plans)": () => esim.listEsimDestinations(db, { ...e, sort: "plans" }),
    "eSIM search": () => esim.listEsimDestinations(db, { ...e, q: "destination 1" }),
    "eSIM regional, page 3": () => esim.listEsimDestinations(db, { ...e, category: "regional", page: 3 }),
    "accessories list (name)": () => acc.listAccessories(db, a),
    "accessories price asc": () => acc.listAccessories(db, { ...a, sort: "price_asc" }),
    "accessories price desc, electronics": () =>
      acc.listAccessories(db, { ...a, sort: "price_desc", category: "electronics" }),
    "accessories brand, page 50": () => acc.listAccessories(db, { ...a, sort: "brand", page: 50 }),
    "accessories search": () => acc.listAccessories(db, { ...a, q: "item 4999" }),
    "packages featured first": () => pkg.listPackages(db, p),
    "packages newest": () => pkg.listPackages(db, { ...p, sort: "newest" }),
    "packages price asc, under $200": () =>
      pkg.listPackages(db, { ...p, sort: "price_asc", price: "under_200" }),
    "packages luxury, price desc": () => pkg.listPackages(db, { ...p, budget: "luxury", sort: "price_desc" }),
    "packages search": () => pkg.listPackages(db, { ...p, q: "city 12" }),
  };
}

const pages = [
  "/shop",
  "/esim-shop",
  "/esim-shop?sort=plans",
  "/esim-shop?q=destination%201",
  "/esim/turkey",
  "/travel-accessories",
  "/travel-accessories?sort=price_desc&category=electronics",
  "/travel-accessories?q=item%204999",
  "/travel-accessories?sort=brand&page=50",
  "/accessories/bench-acc-123",
  "/travel-packages",
  "/travel-packages?sort=price_asc&price=under_200",
  "/travel-packages?budget=luxury&sort=price_desc",
  "/packages/bench-pkg-42",
];

async function benchOne(database: BenchDatabase) {
  console.log(`\n## ${database.kind}`);
  const handle = await database.open();
  const started = performance.now();
  await generate(handle.db);
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log("| query | p95 ms |\n|---|---|");
  for (const [name, run] of Object.entries(await queryScenarios(handle.db))) {
    console.log(`| ${name} | ${(await p95(run)).toFixed(1)} |`);
  }
  await handle.close();

  // Every page rendered (no page cache, no shared reads): the cost a cache miss or a signed-in reader pays.
  const server = await startServer(database, { env: { PAGE_CACHE_MB: "0" } });
  try {
    console.log("| page (en), rendered | p95 ms |\n|---|---|");
    for (const page of pages) {
      const url = `${server.base}${page}`;
      const status = (await fetch(url)).status;
      const ms = await p95(async () => (await fetch(url)).arrayBuffer());
      console.log(`| ${page}${status === 200 ? "" : ` (HTTP ${status})`} | ${ms.toFixed(1)} |`);
    }
  } finally {
    await server.stop();
  }
}

buildIfNeeded();
await forEachDatabase("catalog", benchOne);
