import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AIRALO_FAKE_CLIENT_ID,
  AIRALO_FAKE_CLIENT_SECRET,
  type AiraloFake,
  startAiraloFake,
} from "../../../tests/helpers/airalo-fake.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import {
  type Person,
  people,
  type RouteAnswer,
  routeAnswer,
  routeArgs,
} from "../../../tests/helpers/people-fixtures.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { auditLog, esimProviderSettings } from "../../platform/db/schema/index.ts";
import { readEsimProviderSettings } from "../../platform/esim/providers.server.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import { decryptSecret } from "../../platform/server/crypto.server.ts";
import { action, loader } from "../../routes/admin/settings.esim.tsx";
import { testEsimConnection } from "./esim-settings.server.ts";
import { esimSettingsSchema } from "./esim-settings-schema.ts";

const SECRET = "typed-Airalo-secret_0123456789abcdef";
const AIRALO_FORM = {
  intent: "save",
  provider: "airalo",
  autoFulfil: "on",
  environment: "sandbox",
  airaloClientId: "our-client-id",
  airaloClientSecret: SECRET,
};
const STANDIN_FORM = { intent: "save", provider: "standin", autoFulfil: "on", standinLatencyMs: "200" };

const errorsOf = (answer: RouteAnswer) =>
  (answer.body as { reply?: { error?: Record<string, string[]> } } | null)?.reply?.error ?? {};

const cache = await mkdtemp(path.join(tmpdir(), "airalo-cache-"));
process.env.AIRALO_SDK_CACHE_PATH = cache;
afterAll(() => rm(cache, { recursive: true, force: true }));

for (const database of testDatabases()) {
  describe(`the eSIM provider settings on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Person;
    let customer: Person;
    const { signUp } = people(() => services, `esim-settings-${database.name}`);

    const post = (form: Record<string, string>, options: { cookie?: string; locale?: "en" | "ar" } = {}) =>
      routeAnswer(async () =>
        action(
          await routeArgs(services, "/admin/settings/esim", {
            cookie: options.cookie ?? admin.cookie,
            locale: options.locale ?? "en",
            form,
          }),
        ),
      );
    const load = (cookie = admin.cookie) =>
      routeAnswer(async () => loader(await routeArgs(services, "/admin/settings/esim", { cookie })));
    const saved = async () => (await readEsimProviderSettings(services.db))!;
    const audits = () =>
      services.db.select().from(auditLog).where(eq(auditLog.action, "esim_provider_settings.update"));

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      admin = await signUp({ role: "admin" });
      customer = await signUp();
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });
    beforeEach(async () => {
      await services.db.delete(esimProviderSettings);
      await services.db.insert(esimProviderSettings).values({ id: "default" });
      await services.db.delete(auditLog).where(eq(auditLog.action, "esim_provider_settings.update"));
    });

    it("saves Airalo's credentials with the secret encrypted, never sent back, and audited without it", async () => {
      const answer = await post(AIRALO_FORM);
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
      const row = await saved();
      expect(row).toMatchObject({
        provider: "airalo",
        airaloClientId: "our-client-id",
        environment: "sandbox",
      });
      expect(row.airaloClientSecretEncrypted).not.toContain(SECRET);
      expect(decryptSecret(row.airaloClientSecretEncrypted!, services.config.AUTH_SECRET)).toBe(SECRET);

      const page = await load();
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.body)).not.toContain(SECRET);
      expect(page.body).toMatchObject({
        settings: { airaloClientSecret: { set: true, hint: "••••••••cdef" } },
      });

      const [entry, ...others] = await audits();
      expect(others).toHaveLength(0);
      expect(JSON.stringify(entry)).not.toContain(SECRET);
      expect(entry!.after).toMatchObject({ provider: "airalo", airaloClientId: "our-client-id" });
      expect(entry!.before).toMatchObject({ provider: "standin" });
    });

    it("keeps the saved secret when the field is left blank, and keeps the stand-in's switches while Airalo is chosen", async () => {
      await post({ ...STANDIN_FORM, standinLatencyMs: "1500", standinFailing: "on" });
      await post(AIRALO_FORM);
      const before = await saved();
      const answer = await post({ ...AIRALO_FORM, airaloClientSecret: "", environment: "production" });
      expect(answer.status).toBe(200);
      const after = await saved();
      expect(after.environment).toBe("production");
      expect(after.airaloClientSecretEncrypted).toBe(before.airaloClientSecretEncrypted);
      expect(after).toMatchObject({ standinLatencyMs: 1500, standinFailing: true });
      // Back to the stand-in, its outage switched off: an unticked box is absent from the form.
      await post({ ...STANDIN_FORM, standinLatencyMs: "0" });
      expect(await saved()).toMatchObject({
        provider: "standin",
        standinLatencyMs: 0,
        standinFailing: false,
      });
      expect(await audits()).toHaveLength(4);
    });

    it("writes no audit entry when nothing changed", async () => {
      await post({ ...STANDIN_FORM, standinLatencyMs: "200" });
      expect(await audits()).toHaveLength(0);
    });

    it("refuses Airalo without credentials or with malformed ones, in the admin's language, and saves nothing", async () => {
      const ar = createI18n("ar").t;
      const missing = await post(
        { ...AIRALO_FORM, airaloClientId: "", airaloClientSecret: "" },
        { locale: "ar" },
      );
      expect(missing.status).toBe(400);
      expect(errorsOf(missing)).toMatchObject({
        airaloClientId: [ar("adminSettings:esim.errors.clientIdRequired")],
        airaloClientSecret: [ar("adminSettings:esim.errors.secretRequired")],
      });
      const malformed = await post({ ...AIRALO_FORM, airaloClientSecret: "has spaces; and more" });
      expect(malformed.status).toBe(400);
      expect(errorsOf(malformed).airaloClientSecret).toEqual([
        createI18n("en").t("adminSettings:esim.errors.secretFormat"),
      ]);
      expect(JSON.stringify(malformed.body)).not.toContain("has spaces");
      const latency = await post({ ...STANDIN_FORM, standinLatencyMs: "-5" }, { locale: "ar" });
      expect(latency.status).toBe(400);
      expect(errorsOf(latency).standinLatencyMs).toEqual([ar("adminSettings:esim.errors.latencyRange")]);
      const provider = await post({ ...STANDIN_FORM, provider: "someone-else" });
      expect(provider.status).toBe(400);
      expect(await saved()).toMatchObject({ provider: "standin", airaloClientId: null });
      expect(await audits()).toHaveLength(0);
    });

    it("is for admins only", async () => {
      const refused = await post(AIRALO_FORM, { cookie: customer.cookie });
      expect([302, 303, 403, 404]).toContain(refused.status);
      expect((await load(customer.cookie)).status).not.toBe(200);
      expect(await saved()).toMatchObject({ provider: "standin" });
    });

    it("tests the stand-in: success, and its simulated outage in words", async () => {
      const ok = await post({ ...STANDIN_FORM, intent: "test", standinLatencyMs: "0" });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ ok: true, detail: { provider: "standin", ok: true, reason: null } });
      const down = await post({
        ...STANDIN_FORM,
        intent: "test",
        standinLatencyMs: "0",
        standinFailing: "on",
      });
      expect(down.body).toMatchObject({
        ok: true,
        detail: { provider: "standin", ok: false, reason: "The stand-in provider is set to fail" },
      });
      // A test saves nothing.
      expect(await saved()).toMatchObject({ standinFailing: false });
      expect(await audits()).toHaveLength(0);
    });

    describe("testing Airalo", () => {
      let fake: AiraloFake;
      beforeAll(async () => {
        fake = await startAiraloFake();
      });
      afterAll(() => fake.close());
      const form = (values: Record<string, string>) =>
        esimSettingsSchema.parse({ ...AIRALO_FORM, ...values });
      const test = (values: Record<string, string>) =>
        testEsimConnection(services.db, services.config.AUTH_SECRET, form(values), {
          baseUrl: fake.baseUrl,
          ca: fake.ca,
        });

      it("tests the typed credentials, else the saved secret, with Airalo's refusal in words", async () => {
        const good = { airaloClientId: AIRALO_FAKE_CLIENT_ID, airaloClientSecret: AIRALO_FAKE_CLIENT_SECRET };
        expect(await test(good)).toEqual({ provider: "airalo", ok: true, reason: null });
        const bad = await test({ airaloClientId: "someone-else", airaloClientSecret: "wrong-secret" });
        expect(bad.ok).toBe(false);
        expect(bad.reason).toMatch(/Airalo answered 401/);
        // The saved secret is used when none is typed.
        await post({ ...AIRALO_FORM, ...good });
        expect(await test({ airaloClientId: AIRALO_FAKE_CLIENT_ID, airaloClientSecret: "" })).toMatchObject({
          ok: true,
        });
        await expect(test({ airaloClientId: "", airaloClientSecret: "" })).rejects.toMatchObject({
          name: "EsimSettingsRefused",
        });
      });
    });
  });
}
