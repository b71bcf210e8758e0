import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { standinWebhookSecret } from "../../app/platform/esim/providers.server.ts";
import { standinSignature } from "../../app/platform/esim/standin.server.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { OutboxMessage } from "../../app/platform/mail/mail.server.ts";
import { type AppProcess, startApp } from "../helpers/app-processes.ts";
import { type IssuedEsimOwner, prepareIssuedEsims } from "../helpers/esim-fixtures.ts";
import { expectAccessible, loadMessages, STRONG_PASSWORD, screenshots, text } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

// A customer whose eSIM the stand-in provider issued buys a top-up through the cart and the sandbox payment,
// sees it added and gets the e-mail; the provider's low-data notice mails them once. The eSIMs are written into
// the data directory of a server of this spec's own before it starts (the shared server's database is its own).
const SHOTS = "/tmp/shots/esim-top-up";
const AUTH_SECRET = "esim-top-up-spec-secret-that-is-long-enough";
const TOP_UP = "standin-topup-3gb-30d";

test.describe("eSIM top-ups", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let dataDir: string;
  let app: AppProcess;
  let owners: IssuedEsimOwner[];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "esim-top-up-"));
    owners = await prepareIssuedEsims(dataDir, AUTH_SECRET, [
      { email: `top-up-en-${Date.now()}@example.com`, password: STRONG_PASSWORD, locale: "en" },
      { email: `top-up-ar-${Date.now()}@example.com`, password: STRONG_PASSWORD, locale: "ar" },
    ]);
    app = await startApp({
      DATA_DIR: dataDir,
      AUTH_SECRET,
      DATABASE_URL: "",
      RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "top-up-admin@example.com",
      ADMIN_PASSWORD: "Top-up!Adm1n-pass",
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function mails(template: string, to: string): OutboxMessage[] {
    const dir = path.join(dataDir, "mail");
    return readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as OutboxMessage)
      .filter((mail) => mail.template === template && mail.to === to);
  }

  async function mailed(template: string, to: string, count = 1): Promise<OutboxMessage[]> {
    await expect.poll(() => mails(template, to).length, { timeout: 15_000 }).toBe(count);
    return mails(template, to);
  }

  async function hydrated(page: Page) {
    await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
  }

  for (const lng of ["en", "ar"] as const) {
    const t = createI18n(lng).t;
    const mailText = (key: string) => text(loadMessages(lng, "mail"), key);

    test(`buys a top-up with the sandbox payment and sees it added, in ${lng}`, async ({ browser }) => {
      const owner = owners.find((o) => o.locale === lng)!;
      const context = await browser.newContext({ baseURL: app.base });
      await context.addCookies([{ name: "lng", value: lng, url: app.base }]);
      const page = await context.newPage();
      const signIn = await page.request.post("/api/auth/sign-in/email", {
        headers: { origin: app.base },
        data: { email: owner.email, password: owner.password },
      });
      expect(signIn.status()).toBe(200);

      const topUpPage = `/profile/esims/${owner.activationId}/top-up`;
      await page.goto(topUpPage);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("checkout:topUp.title"));
      await expect(page.getByText(owner.iccid.slice(-4), { exact: true })).toBeVisible();
      const packages = page.locator("[data-top-up-package]");
      await expect(packages).toHaveCount(3);
      const chosen = page.locator(`[data-top-up-package="${TOP_UP}"]`);
      await expect(chosen).toContainText(formatMoney(1299, lng));
      await expectAccessible(page);
      await screenshots(page, SHOTS, `top-up-${lng}`);

      // Through the cart and the checkout, paid on the sandbox's page.
      await chosen.getByRole("button").click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.locator("main")).toContainText(t("checkout:types.esim_topup"));
      await page.locator("button[data-pay]").click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
      await page.getByRole("button", { name: t("checkout:sandbox.approve") }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?order=/);
      const orderId = new URL(page.url()).searchParams.get("order")!;

      // The job adds it at once: the order page says so after a reload.
      await page.goto(`/orders/${orderId}`);
      const unit = page.locator("[data-top-up]");
      await expect(unit).toHaveCount(1);
      await expect(async () => {
        await page.reload();
        await expect(unit).toHaveAttribute("data-top-up-status", "applied", { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(unit).toContainText(t("status:esimTopUp.applied"));

      const [mail] = await mailed("esim-top-up-applied", owner.email);
      expect(mail!.locale).toBe(lng);
      expect(mail!.subject).toBe(mailText("esimTopUpApplied.subject"));
      expect(mail!.links).toContain(`${app.base}/orders/${orderId}?lng=${lng}`);

      // The eSIM's page lists the top-up as added.
      await page.goto(topUpPage);
      const history = page.locator("[data-top-up-status]");
      await expect(history).toHaveCount(1);
      await expect(history).toHaveAttribute("data-top-up-status", "applied");
      await context.close();
    });

    test(`the provider's low-data notice is mailed once, with the way to top up, in ${lng}`, async ({
      request,
    }) => {
      const owner = owners.find((o) => o.locale === lng)!;
      const body = JSON.stringify({ iccid: owner.iccid, level: "90%", remaining_percentage: 10 });
      const signature = standinSignature(body, standinWebhookSecret(AUTH_SECRET));
      const post = (headers: Record<string, string>) =>
        request.post(`${app.base}/api/webhooks/esim`, {
          headers: { "content-type": "application/json", ...headers },
          data: body,
        });
      expect((await post({ "x-standin-signature": "0".repeat(128) })).status()).toBe(400);
      expect((await post({})).status()).toBe(400);
      expect((await post({ "x-standin-signature": signature })).status()).toBe(200);
      expect((await post({ "x-standin-signature": signature })).status()).toBe(200);
      const [mail] = await mailed("esim-low-data", owner.email);
      expect(mail!.locale).toBe(lng);
      expect(mail!.subject).toBe(mailText("esimLowData.subject"));
      expect(mail!.links).toContain(`${app.base}/profile/esims/${owner.activationId}/top-up?lng=${lng}`);
    });
  }
});
