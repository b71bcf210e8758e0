// npm run db:backup [FILE] — a consistent backup of the embedded database (stop the server first).
import path from "node:path";
import { backupEmbeddedDatabase } from "../app/platform/db/backup.server.ts";
import { loadConfig } from "../app/platform/server/config.server.ts";

const config = loadConfig();
if (!config.embeddedDatabase) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (for example `pg_dump -Fc "$DATABASE_URL"`).',
  );
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(
  process.argv[2] ?? path.join(config.DATA_DIR, "backups", `storefront-${stamp}.tar.gz`),
);
try {
  const { bytes } = await backupEmbeddedDatabase(config.DATA_DIR, file);
  console.log(`Backup written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
