import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type AppProcess, startApp } from "../helpers/app-processes.ts";
import { createThrowawayPostgres } from "../helpers/databases.ts";
import { expect, test } from "./test.ts";

// Two production processes behind one (imagined) load balancer, on one PostgreSQL database and one shared
// DATA_DIR for the local file storage: nothing a customer does may depend on which process answers.
const adminUrl = process.env.TEST_DATABASE_URL;
const APP_URL = "http://shop.test";
const ADMIN = { email: "ops-admin@example.com", password: "Ops!Adm1n-pass" };
const PASSWORD = "Str0ng!pass";
const headers = (cookie = "") => ({ origin: APP_URL, "content-type": "application/json", cookie });

test.describe("two processes on one PostgreSQL database", () => {
  test.describe.configure({ mode: "serial", timeout: 150_000 });

  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let a: AppProcess;
  let b: AppProcess;
  let sql: pg.Client;
  let customer: { email: string; cookie: string };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    if (!adminUrl) throw new Error("TEST_DATABASE_URL must be set in CI: two processes need PostgreSQL");
    database = await createThrowawayPostgres(adminUrl, "two_processes");
    dataDir = mkdtempSync(path.join(os.tmpdir(), "two-processes-"));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      APP_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT: "on",
      LOG_LEVEL: "warn",
    };
    // Started at the same moment on an empty database: both migrate it and make the first admin.
    [a, b] = await Promise.all([startApp(env), startApp(env)]);
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });

  test.afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const one = async (query: string, values: unknown[] = []) => (await sql.query(query, values)).rows[0];

  test("an empty database gives an empty, working shop with its first admin on both", async () => {
    expect(await one("select count(*)::int as n from esim_destinations")).toEqual({ n: 0 });
    expect(await one("select count(*)::int as n from cms_pages")).toEqual({ n: 0 });
    expect(await one("select count(*)::int as n from \"user\" where role = 'admin'")).toEqual({ n: 1 });
    const pages = ["/", "/esim-shop", "/travel-accessories", "/travel-packages", "/shop", "/services"];
    for (const app of [a, b])
      for (const page of [...pages, ...pages.map((p) => `${p}?lng=ar`), "/search?q=turkey", "/sitemap.xml"]) {
        const response = await fetch(`${app.base}${page}`);
        expect(response.status, `${page} on ${app.base}`).toBe(200);
      }
    const signIn = await fetch(`${a.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    // Signed in on one process, the back office opens on the other.
    const admin = await fetch(`${b.base}/admin`, { headers: { cookie }, redirect: "manual" });
    expect(admin.status).toBe(200);
  });

  test("a session made on one process works on the other, and signing out on one ends it on both", async () => {
    const email = `two-${Date.now()}@example.com`;
    const up = await fetch(`${a.base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({
        email,
        password: PASSWORD,
        firstName: "Huda",
        lastName: "Saleh",
        name: "Huda Saleh",
      }),
    });
    expect(up.status).toBe(200);
    const link = await mailLink(dataDir, email, "/verify-email");
    // The link the mail gives, answered by the other process.
    const confirmed = await fetch(link.replace(APP_URL, b.base), { redirect: "manual" });
    expect(confirmed.status).toBe(302);
    const signIn = await fetch(`${a.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    customer = { email, cookie: cookieOf(signIn) };
    const profile = await fetch(`${b.base}/profile`, {
      headers: { cookie: customer.cookie },
      redirect: "manual",
    });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain("Huda");

    const second = await fetch(`${b.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const secondCookie = cookieOf(second);
    const out = await fetch(`${b.base}/auth`, {
      method: "POST",
      headers: { origin: APP_URL, cookie: secondCookie },
      body: new URLSearchParams({ intent: "sign-out" }),
      redirect: "manual",
    });
    expect(out.status).toBeLessThan(400);
    const after = await fetch(`${a.base}/profile`, { headers: { cookie: secondCookie }, redirect: "manual" });
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/login|sign-in/);
  });

  test("a rate limit counts the requests of both processes", async () => {
    // The guest price quote allows 20 a minute per address: ten on each process, then the 21st is refused.
    const quote = (app: AppProcess) =>
      fetch(`${app.base}/api/checkout`, {
        method: "POST",
        headers: { ...headers(), accept: "application/json" },
        body: JSON.stringify({ intent: "price", lines: [] }),
      });
    for (let i = 0; i < 10; i++) {
      expect((await quote(a)).status).toBe(200);
      expect((await quote(b)).status).toBe(200);
    }
    expect((await quote(a)).status).toBe(429);
    expect((await quote(b)).status).toBe(429);
  });

  test("npm run db:seed fills the catalogue, and an unpaid order expires once with both processes sweeping", async () => {
    const seed = spawnSync(process.execPath, ["scripts/db-seed.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(seed.stdout + seed.stderr).toContain("Demo data seeded.");
    const plan = await one(
      "select p.id, p.stock_quantity as stock from esim_plans p join esim_destinations d on d.id = p.destination_id where p.status = 'active' and d.status = 'active' and p.stock_quantity > 5 limit 1",
    );
    const pay = await fetch(`${a.base}/api/checkout`, {
      method: "POST",
      headers: { ...headers(customer.cookie), accept: "application/json" },
      body: JSON.stringify({
        intent: "pay",
        lines: [{ id: plan.id, productType: "esim", quantity: 2 }],
        provider: "sandbox",
        idempotencyKey: randomUUID(),
      }),
    });
    expect(pay.status, await pay.clone().text()).toBe(200);
    const order = await one("select id from orders order by created_at desc limit 1");
    expect(await one("select stock_quantity as stock from esim_plans where id = $1", [plan.id])).toEqual({
      stock: plan.stock - 2,
    });

    await sql.query("update orders set expires_at = now() - interval '1 minute' where id = $1", [order.id]);
    // Each process sweeps once a minute.
    await expect
      .poll(async () => (await one("select status from orders where id = $1", [order.id])).status, {
        timeout: 130_000,
        intervals: [2_000],
      })
      .toBe("cancelled");
    // Let the other process's sweep come round too: it must find nothing to do.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const events = await sql.query(
      "select to_status from status_events where subject_type = 'order' and subject_id = $1 and to_status = 'cancelled'",
      [order.id],
    );
    expect(events.rowCount).toBe(1);
    expect(await one("select stock_quantity as stock from esim_plans where id = $1", [plan.id])).toEqual({
      stock: plan.stock,
    });
  });

  test("a file uploaded through one process is read through the other, by its owner only", async () => {
    const body = new FormData();
    const pdf = Buffer.from(
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
    body.append(
      "additional",
      new Blob([new Uint8Array(pdf)], { type: "application/pdf" }),
      "bank-statement.pdf",
    );
    const upload = await fetch(`${a.base}/applications/upload?kind=visa&document=additional`, {
      method: "POST",
      headers: { origin: APP_URL, cookie: customer.cookie, accept: "application/json" },
      body,
    });
    const answer = await upload.text();
    expect(upload.status, answer).toBe(200);
    const url = (JSON.parse(answer) as { files: { url: string }[] }).files[0]!.url;
    const read = await fetch(`${b.base}${url}`, { headers: { cookie: customer.cookie } });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await fetch(`${b.base}${url}`, { redirect: "manual" })).status).not.toBe(200);
  });
});

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The newest link containing `part` in a message to `email` in DATA_DIR/mail; waits up to 10 s. */
async function mailLink(dataDir: string, email: string, part: string): Promise<string> {
  const dir = path.join(dataDir, "mail");
  for (let i = 0; i < 50; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith(".json"));
    } catch {}
    const link = files
      .map(
        (file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { to: string; links: string[] },
      )
      .filter((mail) => mail.to === email)
      .flatMap((mail) => mail.links)
      .find((href) => href.includes(part));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} with a ${part} link`);
}
