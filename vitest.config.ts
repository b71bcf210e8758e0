import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts"],
    // Migrates one PGlite and one PostgreSQL database per run; each test file opens a copy of them.
    globalSetup: ["tests/helpers/database-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker less than the cores: a single one on the two-core CI machine, which left
    // the other core mostly idle (the files wait on PostgreSQL, timers and I/O a good part of the time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
