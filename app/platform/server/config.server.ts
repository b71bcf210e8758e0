import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.test(new URL(value).protocol), hint)
      .optional(),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number from 1 to 65535" })
    .int("must be a port number from 1 to 65535")
    .min(1, "must be a port number from 1 to 65535")
    .max(65535, "must be a port number from 1 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "must be a postgres:// or postgresql:// URL"),
  APP_URL: optionalUrl(/^https?:$/, "must be an http:// or https:// URL"),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  SMTP_URL: optionalUrl(/^smtps?:$/, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().min(3).default("Travel Services <no-reply@localhost>"),
  STORAGE_DRIVER: z.enum(["local", "s3"], "must be local or s3").default("local"),
  S3_ENDPOINT: optionalUrl(/^https?:$/, "must be an http:// or https:// URL (leave it empty for AWS S3)"),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a region name such as eu-central-1")
      .optional(),
  ),
  S3_BUCKET_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{0,51}$/,
        "must be lowercase letters, digits, dots and hyphens, at most 52 (each bucket is <prefix><name>)",
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], "must be true or false")
    .default("false")
    .transform((value) => value === "true"),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalString,
  /** Unset: the site settings' contact e-mail, else ADMIN_EMAIL. */
  STAFF_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an e-mail address").optional()),
  RATE_LIMIT: z.enum(["on", "off"], "must be on or off").default("on"),
  /** Unset: the demo catalogue on the embedded database's first start only. */
  SEED_DEMO: z.preprocess(emptyAsUndefined, z.enum(["0", "1"], "must be 0 or 1").optional()),
  /** Unset: /metrics answers loopback clients only. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  PAGE_CACHE_MB: z.coerce
    .number({ error: "must be a number of megabytes (0 turns the page cache off)" })
    .int("must be a whole number of megabytes")
    .min(0, "must be 0 or more")
    .default(64),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*|loopback|linklocal|uniquelocal)$/,
        "must be a number of proxy hops (1) or a comma-separated list of proxy addresses",
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  PADDLE_VENDOR_ID: optionalString,
  PADDLE_CLIENT_TOKEN: optionalString,
  PADDLE_API_KEY: optionalString,
  PADDLE_WEBHOOK_SECRET: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "AUTH_SECRET" | "APP_URL" | "TRUST_PROXY"> {
  /** Express's "trust proxy". */
  TRUST_PROXY: false | number | string;
  DATA_DIR: string;
  AUTH_SECRET: string;
  APP_URL: string;
  embeddedDatabase: boolean;
  /** Seed the demo catalogue into an empty catalogue at start (SEED_DEMO, else the embedded database only). */
  seedDemo: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Throws a ConfigError naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  const values = parsed.data;
  const storage = storageProblems(values);
  if (storage.length > 0) {
    throw new ConfigError(`Invalid environment configuration:\n${storage.join("\n")}\nSee .env.example.`);
  }
  if (values.ADMIN_EMAIL && !values.ADMIN_PASSWORD) {
    throw new ConfigError(
      "Invalid environment configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set",
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    AUTH_SECRET: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ""),
    embeddedDatabase: !values.DATABASE_URL,
    seedDemo: values.SEED_DEMO === undefined ? !values.DATABASE_URL : values.SEED_DEMO === "1",
    TRUST_PROXY: trustProxy(values.TRUST_PROXY),
  };
}

/** What STORAGE_DRIVER=s3 needs besides the single variables' own checks. */
function storageProblems(values: Env): string[] {
  if (values.STORAGE_DRIVER !== "s3") return [];
  const problems: string[] = [];
  if (!values.S3_REGION) problems.push("  S3_REGION: required when STORAGE_DRIVER=s3");
  if (!values.S3_BUCKET_PREFIX) problems.push("  S3_BUCKET_PREFIX: required when STORAGE_DRIVER=s3");
  if (values.S3_ACCESS_KEY_ID && !values.S3_SECRET_ACCESS_KEY)
    problems.push("  S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set");
  if (values.S3_SECRET_ACCESS_KEY && !values.S3_ACCESS_KEY_ID)
    problems.push("  S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set");
  return problems;
}

function trustProxy(value: string | undefined): Config["TRUST_PROXY"] {
  if (value === undefined) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError(`The generated secret in ${file} is damaged; set AUTH_SECRET or remove the file.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process sharing DATA_DIR wrote it first: both must sign with the same secret.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readOrCreateSecret(dataDir);
    throw error;
  }
  return secret;
}
