// npm run db:restore FILE — replaces the embedded database with a backup (stop the server first).

import { restoreEmbeddedDatabase } from "../app/platform/db/backup.server.ts";
import { loadConfig } from "../app/platform/server/config.server.ts";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore FILE");
  process.exit(2);
}
const config = loadConfig();
if (!config.embeddedDatabase) {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore.");
  process.exit(1);
}
try {
  const { keptAt } = await restoreEmbeddedDatabase(config.DATA_DIR, file);
  console.log(`Restored ${file}.${keptAt ? ` The previous database is kept at ${keptAt}.` : ""}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
