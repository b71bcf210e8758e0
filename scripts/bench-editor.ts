// npm run bench:editor — the catalogue editor with 10,000 products, on PGlite and (with BENCH_DATABASE_URL, an
// admin URL of a PostgreSQL server) on PostgreSQL: p95 of the admin's accessories list as the server renders
// it (default order, search, filters, sorts, a deep page), and the time from an admin's save to the storefront
// showing the change (save, then the product page fetched until it shows the new price). A benchmark, not a test.
import { sql } from "drizzle-orm";
import type { Database } from "../app/platform/db/client.server.ts";
import { seedDemoData } from "../app/platform/db/seed/index.ts";
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

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PRODUCTS = 10_000;
const ADMIN = { email: "bench-editor@example.com", password: "Bench!Edit0r-pass" };

/** 10,000 accessories; one in ten without its Arabic name, one in eight low on stock. */
async function generate(db: Database) {
  await seedDemoData(db);
  await db.execute(sql`
    insert into travel_accessories (slug, name, description, category, brand, price_cents, stock, images, status,
      updated_at)
    select 'bench-acc-' || g,
      jsonb_build_object('en', 'Travel item ' || g, 'ar', case when g % 10 = 0 then '' else 'منتج سفر ' || g end),
      jsonb_build_object('en', 'Generated', 'ar', 'مولّد'),
      (array['comfort','electronics','health','luggage','security'])[1 + g % 5], 'Brand ' || (g % 97),
      500 + (g * 37) % 50000, case when g % 8 = 0 then g % 5 else 20 + g % 40 end, '[]'::jsonb,
      (array['active','active','active','inactive'])[1 + g % 4], now() - (g || ' seconds')::interval
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(sql`vacuum (analyze)`);
}

const LISTS = [
  "/admin/accessories",
  "/admin/accessories?q=item+4242",
  "/admin/accessories?q=%D9%85%D9%86%D8%AA%D8%AC+77",
  "/admin/accessories?arabic=missing",
  "/admin/accessories?status=inactive&choice=electronics",
  "/admin/accessories?stock=low&status=active&sort=stock",
  "/admin/accessories?sort=-price",
  "/admin/accessories?sort=name&lng=ar",
  "/admin/accessories?page=400",
];

/** The editor's form as the browser sends it, with a new price. */
function saveForm(html: string, row: { name_en: string; name_ar: string; slug: string }, cents: number) {
  const version = html.match(/name="version" value="([^"]+)"/)?.[1];
  if (!version) throw new Error("no version field in the editor");
  return new URLSearchParams({
    intent: "save",
    version,
    "name.en": row.name_en,
    "name.ar": row.name_ar || "منتج",
    "description.en": "Generated",
    "description.ar": "مولّد",
    category: "luggage",
    brand: "Brand 1",
    priceCents: (cents / 100).toFixed(2),
    warrantyMonths: "12",
    slug: row.slug,
    confirmArabic: "yes",
  });
}

async function benchOne(database: BenchDatabase) {
  console.log(`\n## ${database.kind}`);
  const handle = await database.open();
  await generate(handle.db);
  const [row] = await rowsOf<{ id: string; slug: string; name_en: string; name_ar: string }>(
    handle.db,
    sql`select id, slug, name->>'en' as name_en, name->>'ar' as name_ar from travel_accessories
      where slug = 'bench-acc-4242'`,
  );
  await handle.close();

  const server = await startServer(database, {
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    const cookie = await signIn(server.base, ADMIN);
    const get = (path: string) => fetch(`${server.base}${path}`, { headers: { cookie } });
    console.log(
      `| editor list (${PRODUCTS.toLocaleString("en")} products) | p50 ms | p95 ms |\n|---|---|---|`,
    );
    for (const path of LISTS) {
      const status = (await get(path)).status;
      const times = await timeRuns(RUNS, async () => (await get(path)).arrayBuffer());
      console.log(`| ${path}${status === 200 ? "" : ` (HTTP ${status})`} | ${p50p95(times, 1)} |`);
    }

    // Save → the storefront's product page shows the new price.
    const item = `/admin/accessories/${row!.id}`;
    const visible: number[] = [];
    for (let i = 0; i < 15; i++) {
      const cents = 1000 + i * 11;
      const form = saveForm(await (await get(item)).text(), row!, cents);
      const expected = `$${(cents / 100).toFixed(2)}`;
      const started = performance.now();
      const saved = await fetch(`${server.base}${item}`, {
        method: "POST",
        headers: { cookie, origin: server.base, "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      if (saved.status !== 200) throw new Error(`save: HTTP ${saved.status}`);
      await saved.arrayBuffer();
      for (;;) {
        const page = await (await fetch(`${server.base}/accessories/${row!.slug}`)).text();
        if (page.includes(expected)) break;
        if (performance.now() - started > 10_000)
          throw new Error("the storefront never showed the new price");
      }
      visible.push(performance.now() - started);
    }
    visible.sort((a, b) => a - b);
    console.log(
      `\n| save → storefront shows it | p50 ms | p95 ms |\n|---|---|---|\n| accessory price | ${p50p95(visible, 1)} |`,
    );
  } finally {
    await server.stop();
  }
}

buildIfNeeded();
await forEachDatabase("editor", benchOne);
