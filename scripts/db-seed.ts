// npm run db:seed: the demo catalogue (both languages) into the configured database, when its catalogue is
// empty. The server seeds the embedded database by itself on its first start; PostgreSQL only when asked.
import path from "node:path";
import { openDatabase } from "../app/platform/db/client.server.ts";
import { seedDemoData } from "../app/platform/db/seed/index.ts";
import { loadConfig } from "../app/platform/server/config.server.ts";
import { lockDataDirectory } from "../app/platform/server/lock.server.ts";

try {
  const config = loadConfig();
  const release = config.embeddedDatabase ? lockDataDirectory(config.DATA_DIR) : () => {};
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, "db"),
  });
  try {
    const { seeded } = await seedDemoData(database.db);
    console.log(
      seeded ? "Demo data seeded." : "The catalogue already has items or pages: nothing was seeded.",
    );
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
