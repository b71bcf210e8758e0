import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle, Listener } from "./client.server.ts";
import { PAGE_TABLES } from "./table-changes.ts";

// The page cache learns of changes from the database itself: a trigger on each table that pages show announces
// the table on commit, to every process listening (docs/decisions/029).
for (const database of testDatabases()) {
  describe(`table change notifications (${database.name})`, () => {
    let handle: DatabaseHandle;
    let listener: Listener;
    const heard: string[] = [];
    const lost: string[] = [];

    beforeAll(async () => {
      handle = await database.open();
      listener = await handle.listen("table_changes", (table) => heard.push(table), {
        warn: (message) => lost.push(message),
        lost: () => lost.push("lost"),
      });
    });
    afterAll(async () => {
      await listener.close();
      await handle.close();
    });

    it("announces every table a cached page may read, and only those", async () => {
      const rows = (await handle.db.execute(sql`
        select distinct event_object_table as "table" from information_schema.triggers
        where action_statement like '%notify_table_change%'`)) as unknown as { rows: { table: string }[] };
      expect(rows.rows.map((row) => row.table).sort()).toEqual([...PAGE_TABLES].sort());
    });

    it("announces a committed change once it is committed, and not a rolled-back one", async () => {
      heard.length = 0;
      await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`update travel_accessories set stock = stock where false`);
          await tx.execute(sql`update cms_pages set slug = slug where false`);
          throw new Error("rolled back");
        })
        .catch(() => {});
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`update esim_plans set price_cents = price_cents where false`);
        await tx.execute(sql`update esim_plans set price_cents = price_cents where false`);
        await tx.execute(sql`update orders set status = status where false`);
      });
      await listener.settle();
      expect(heard).toEqual(["esim_plans"]);
      expect(lost).toEqual([]);
    });
  });
}
