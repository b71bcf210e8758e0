import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../client.server.ts";
import {
  cmsPages,
  esimDestinations,
  travelAccessories,
  travelPackages,
  visaOffers,
} from "../schema/index.ts";
import { demoRows } from "./rows.ts";

/** An arbitrary constant key: serialises concurrent seeders on PostgreSQL. */
const SEED_LOCK_KEY = 7_314_002_611;

/** Does nothing when any catalogue or content table holds rows, so it is safe to call on every start. */
export async function seedDemoData(db: Database): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await alreadySeeded(tx)) return { seeded: false };
    for (const { table, rows } of demoRows(Date.now())) {
      await tx.insert(table).values(rows).onConflictDoNothing();
    }
    return { seeded: true };
  });
}

async function alreadySeeded(tx: Transaction): Promise<boolean> {
  const tables = [esimDestinations, travelAccessories, travelPackages, visaOffers, cmsPages] as const;
  for (const table of tables) {
    const rows = await tx.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}
