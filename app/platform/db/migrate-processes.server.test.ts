import pg from "pg";
import { describe, expect, it } from "vitest";
import { createThrowawayPostgres } from "../../../tests/helpers/databases.ts";
import { openDatabase } from "./client.server.ts";

// Several processes started together on an empty PostgreSQL database: each migrates at start, and the
// migrations must be applied once (without the lock the second one fails on "relation already exists").
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("migrations started by several processes at once (postgres)", () => {
  it("apply each migration once and every process opens the database", async () => {
    const server = await createThrowawayPostgres(adminUrl!, "migrate_once");
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: server.url, maxConnections: 1 })),
      );
      for (const result of opened) if (result.status === "fulfilled") await result.value.close();
      expect(opened.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);

      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ hash: string; count: string }>(
          "select hash, count(*) as count from drizzle.__drizzle_migrations group by hash",
        );
        const journal = (await import("../../../drizzle/meta/_journal.json", { with: { type: "json" } }))
          .default as { entries: unknown[] };
        expect(rows).toHaveLength(journal.entries.length);
        expect(rows.every((row) => row.count === "1")).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await server.drop();
    }
  }, 60_000);
});
