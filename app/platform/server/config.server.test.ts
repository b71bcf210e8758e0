import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server.ts";

const S3 = { STORAGE_DRIVER: "s3", S3_REGION: "eu-central-1", S3_BUCKET_PREFIX: "shop-" };
const tmp = () => mkdtempSync(path.join(os.tmpdir(), "config-"));

describe("configuration", () => {
  it("runs on embedded defaults and generates a lasting AUTH_SECRET", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", embeddedDatabase: true, RATE_LIMIT: "on" });
    expect(config.APP_URL).toBe("http://localhost:3000");
    expect(config.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(config.AUTH_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).AUTH_SECRET).toBe(config.AUTH_SECRET);
  });

  it("believes no proxy unless TRUST_PROXY names its hops or addresses", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "10.0.0.2, 10.0.0.3" }).TRUST_PROXY).toBe(
      "10.0.0.2, 10.0.0.3",
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY:/);
  });

  it("uses PostgreSQL when DATABASE_URL is set and honours PORT and HOST", () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: "postgres://u:p@127.0.0.1:5432/shop",
      PORT: "8080",
      HOST: "127.0.0.1",
    });
    expect(config).toMatchObject({ embeddedDatabase: false, PORT: 8080, HOST: "127.0.0.1" });
    expect(config.APP_URL).toBe("http://localhost:8080");
  });

  it("seeds the demo catalogue on the embedded database only, unless SEED_DEMO says otherwise", () => {
    const dir = tmp();
    const postgres = "postgres://u:p@127.0.0.1:5432/shop";
    expect(loadConfig({ DATA_DIR: dir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: "0" }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: postgres, SEED_DEMO: "1" }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ RATE_LIMIT: "maybe" }, "RATE_LIMIT"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ ADMIN_EMAIL: "admin@example.com" }, "ADMIN_PASSWORD"],
    [{ STAFF_EMAIL: "consultants" }, "STAFF_EMAIL"],
    [{ STORAGE_DRIVER: "ftp" }, "STORAGE_DRIVER"],
    [{ STORAGE_DRIVER: "s3", S3_BUCKET_PREFIX: "shop-" }, "S3_REGION"],
    [{ STORAGE_DRIVER: "s3", S3_REGION: "eu-central-1" }, "S3_BUCKET_PREFIX"],
    [{ S3_BUCKET_PREFIX: "Shop_Files" }, "S3_BUCKET_PREFIX"],
    [{ S3_REGION: "Frankfurt" }, "S3_REGION"],
    [{ S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
    [{ ...S3, S3_ACCESS_KEY_ID: "AKIA" }, "S3_SECRET_ACCESS_KEY"],
    [{ ...S3, S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
    [{ SEED_DEMO: "yes" }, "SEED_DEMO"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
  ])("names the wrong variable %j", (env, name) => {
    const dir = tmp();
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(new RegExp(`${name}:`));
  });

  it("takes S3 storage with its region and bucket prefix; endpoint, keys and path style are optional", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).STORAGE_DRIVER).toBe("local");
    expect(loadConfig({ DATA_DIR: dir, ...S3 })).toMatchObject({ ...S3, S3_FORCE_PATH_STYLE: false });
    const minio = loadConfig({
      DATA_DIR: dir,
      ...S3,
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(minio).toMatchObject({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: true });
    // Both wrong at once: both named in one message.
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_DRIVER: "s3" })).toThrow(
      /S3_REGION: required when STORAGE_DRIVER=s3\n {2}S3_BUCKET_PREFIX: required/,
    );
  });

  it("does not create the secret when the configuration is wrong", () => {
    const dir = tmp();
    expect(() => loadConfig({ DATA_DIR: dir, PORT: "0" })).toThrow(/PORT/);
    expect(existsSync(path.join(dir, "auth-secret"))).toBe(false);
  });
});
