import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import {
  type Person,
  people,
  type RouteAnswer,
  routeAnswer,
  routeArgs,
} from "../../../tests/helpers/people-fixtures.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import { CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { Database, DatabaseHandle } from "../../platform/db/client.server.ts";
import { auditLog, paymentSettings, user } from "../../platform/db/schema/index.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { loadGateways } from "../../platform/payments/gateways.server.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import { decryptSecret } from "../../platform/server/crypto.server.ts";
import {
  action as paymentSettingsAction,
  loader as paymentSettingsLoader,
} from "../../routes/admin/settings.payments.tsx";
import { maskSecret } from "./payment-settings.server.ts";

// Secrets as the providers issue them (made up): none of them may ever reach the browser or the audit log.
const ENV_STRIPE_SECRET = "sk_test_51EnvKeyFromTheEnvironment000000000000000000AAAA";
const ENV_STRIPE_WEBHOOK = "whsec_EnvWebhookSecret0000000000000000BBBB";
const STRIPE_SECRET = "sk_test_51TypedByTheAdminInTheForm1111111111111111111CCCC";
const STRIPE_WEBHOOK = "whsec_TypedWebhookSecret111111111111111DDDD";
const PADDLE_API_KEY = "pdl_sdbx_apikey_01gtgztp8f4kek3yd4g1wrksa3_q6TGTJyvoIz7LDtXT65bX7_EEEE";
const PADDLE_WEBHOOK = "pdl_ntfset_01gkpjp8bkm3tm53kdgkx6sms7_6h3qd3uFSi9YCD3OLYAShQI90XTI5vEIFFFF";
const PUBLISHABLE = "pk_test_51PublishableKey222222222222";
const ALL_SECRETS = [
  ENV_STRIPE_SECRET,
  ENV_STRIPE_WEBHOOK,
  STRIPE_SECRET,
  STRIPE_WEBHOOK,
  PADDLE_API_KEY,
  PADDLE_WEBHOOK,
];

/** The form as the screen posts it with the sandbox-only settings (no provider keys typed). */
const BASE_FORM: Record<string, string> = {
  intent: "save",
  defaultProvider: "sandbox",
  environment: "sandbox",
  testMode: "on",
  sandboxEnabled: "on",
};

const errorsOf = (answer: RouteAnswer) =>
  (answer.body as { reply?: { error?: Record<string, string[]> } } | null)?.reply?.error ?? {};

for (const database of testDatabases()) {
  describe(`the payment settings screen on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Person;
    let customer: Person;
    let deactivated: Person;
    const { signUp } = people(() => services, `settings-${database.name}`);

    const call = (
      kind: "loader" | "action",
      options: {
        cookie?: string;
        locale?: Locale;
        form?: Record<string, string>;
        services?: TestServices;
      } = {},
    ) =>
      routeAnswer(async () => {
        const { services: using = services, ...rest } = options;
        const args = await routeArgs(using, "/admin/settings/payments", {
          ...rest,
          headers: { [CLIENT_IP_HEADER]: "198.51.100.4" },
        });
        return kind === "loader" ? paymentSettingsLoader(args) : paymentSettingsAction(args);
      });

    const save = (form: Record<string, string>, locale: Locale = "en") =>
      call("action", { cookie: admin.cookie, locale, form: { ...BASE_FORM, ...form } });

    async function row() {
      const [found] = await services.db
        .select()
        .from(paymentSettings)
        .where(eq(paymentSettings.id, "default"));
      return found!;
    }

    async function audits() {
      return services.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "payment_settings.update"))
        .orderBy(auditLog.createdAt);
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      admin = await signUp({ role: "admin" });
      customer = await signUp();
      deactivated = await signUp({ role: "admin" });
      await services.db.update(user).set({ isActive: false }).where(eq(user.id, deactivated.id));
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });
    beforeEach(async () => {
      // Each test starts from the settings a first start makes with Stripe test keys in the environment.
      await services.db.delete(paymentSettings);
      await services.db.delete(auditLog).where(eq(auditLog.action, "payment_settings.update"));
      await ensurePaymentSettings(services.db, {
        AUTH_SECRET: services.config.AUTH_SECRET,
        STRIPE_SECRET_KEY: ENV_STRIPE_SECRET,
        STRIPE_WEBHOOK_SECRET: ENV_STRIPE_WEBHOOK,
      } as never);
    });

    it("shows every setting but no secret: only whether each is saved and its masked last characters", async () => {
      const page = await call("loader", { cookie: admin.cookie });
      expect(page.status).toBe(200);
      const serialized = JSON.stringify(page.body);
      for (const secret of ALL_SECRETS) expect(serialized).not.toContain(secret);
      const saved = await row();
      expect(serialized).not.toContain(saved.stripeSecretKeyEncrypted!);
      expect(page.body).toMatchObject({
        settings: {
          defaultProvider: "stripe",
          environment: "sandbox",
          testMode: true,
          stripeEnabled: true,
          secrets: {
            stripeSecretKey: { set: true, hint: "••••••••AAAA" },
            stripeWebhookSecret: { set: true, hint: "••••••••BBBB" },
            paddleApiKey: { set: false, hint: null },
            paddleWebhookSecret: { set: false, hint: null },
          },
        },
        webhooks: {
          stripe: "http://shop.test/api/webhooks/stripe",
          paddle: "http://shop.test/api/webhooks/paddle",
        },
      });
      expect(maskSecret("short")).toBe("••••••••");
    });

    it("refuses everyone but an active admin, loader and action alike, and changes nothing", async () => {
      const before = await row();
      const t = { en: createI18n("en").t };
      for (const cookie of [undefined, deactivated.cookie]) {
        const page = await call("loader", { cookie });
        expect(page.status).toBe(302);
        expect(page.location).toMatch(/^\/\?login=1/);
        const post = await call("action", { cookie, form: { ...BASE_FORM, stripeSecretKey: STRIPE_SECRET } });
        expect(post.status).toBe(401);
      }
      const page = await call("loader", { cookie: customer.cookie });
      expect(page.status).toBe(403);
      const post = await call("action", {
        cookie: customer.cookie,
        form: { ...BASE_FORM, stripeEnabled: "on", stripeSecretKey: STRIPE_SECRET },
      });
      expect(post.status).toBe(403);
      expect(post.body).toMatchObject({ error: { message: t.en("errors:codes.AUTH_FORBIDDEN") } });
      const test = await call("action", {
        cookie: customer.cookie,
        form: { ...BASE_FORM, intent: "test-stripe" },
      });
      expect(test.status).toBe(403);
      expect(await row()).toEqual(before);
      expect(await audits()).toHaveLength(0);
    });

    it("saves typed secrets encrypted, answers without them, and audits the change without them", async () => {
      const answer = await save({
        defaultProvider: "paddle",
        allowCustomerChoice: "on",
        stripeEnabled: "on",
        stripePublishableKey: PUBLISHABLE,
        stripeSecretKey: STRIPE_SECRET,
        stripeWebhookSecret: STRIPE_WEBHOOK,
        paddleEnabled: "on",
        paddleVendorId: "123456",
        paddleClientToken: "test_7d279f61a3499fed520f7cd8c08",
        paddleApiKey: PADDLE_API_KEY,
        paddleWebhookSecret: PADDLE_WEBHOOK,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ ok: true, intent: "save", message: "Payment settings saved." });
      const echoed = JSON.stringify(answer.body);
      for (const secret of ALL_SECRETS) expect(echoed).not.toContain(secret);

      const saved = await row();
      expect(saved).toMatchObject({
        defaultProvider: "paddle",
        allowCustomerChoice: true,
        stripeEnabled: true,
        stripePublishableKey: PUBLISHABLE,
        paddleEnabled: true,
        paddleVendorId: "123456",
        updatedBy: admin.id,
      });
      // At rest: ciphertext, which decrypts back to what was typed.
      const columns = [
        [saved.stripeSecretKeyEncrypted, STRIPE_SECRET],
        [saved.stripeWebhookSecretEncrypted, STRIPE_WEBHOOK],
        [saved.paddleApiKeyEncrypted, PADDLE_API_KEY],
        [saved.paddleWebhookSecretEncrypted, PADDLE_WEBHOOK],
      ] as const;
      for (const [stored, plain] of columns) {
        expect(stored).toBeTruthy();
        expect(stored).not.toContain(plain);
        expect(decryptSecret(stored!, services.config.AUTH_SECRET)).toBe(plain);
      }

      const [entry, ...more] = await audits();
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        actorId: admin.id,
        subjectType: "payment_settings",
        subjectId: "default",
        ipAddress: "198.51.100.4",
      });
      const logged = JSON.stringify(entry);
      for (const secret of ALL_SECRETS) expect(logged).not.toContain(secret);
      for (const [stored] of columns) expect(logged).not.toContain(stored);
      expect(entry!.before).toMatchObject({
        defaultProvider: "stripe",
        paddleEnabled: false,
        paddleApiKey: null,
      });
      expect(entry!.after).toMatchObject({
        defaultProvider: "paddle",
        paddleEnabled: true,
        paddleVendorId: "123456",
        paddleApiKey: "••••••",
        credentialChanges: [
          "stripeSecretKey: changed",
          "stripeWebhookSecret: changed",
          "paddleApiKey: set",
          "paddleWebhookSecret: set",
        ],
      });

      // The page afterwards: the new hints, still no secret.
      const page = await call("loader", { cookie: admin.cookie });
      const serialized = JSON.stringify(page.body);
      for (const secret of ALL_SECRETS) expect(serialized).not.toContain(secret);
      expect(page.body).toMatchObject({
        settings: {
          secrets: { stripeSecretKey: { hint: "••••••••CCCC" }, paddleApiKey: { hint: "••••••••EEEE" } },
        },
      });
    });

    it("keeps a saved secret left blank, and clears one marked for removal", async () => {
      const before = await row();
      const kept = await save({
        defaultProvider: "stripe",
        stripeEnabled: "on",
        stripePublishableKey: PUBLISHABLE,
      });
      expect(kept.status).toBe(200);
      const after = await row();
      expect(after.stripeSecretKeyEncrypted).toBe(before.stripeSecretKeyEncrypted);
      expect(after.stripeWebhookSecretEncrypted).toBe(before.stripeWebhookSecretEncrypted);
      expect((await audits()).at(-1)!.after).toMatchObject({ credentialChanges: [] });

      const removed = await save({ removeStripeWebhookSecret: "on" });
      expect(removed.status).toBe(200);
      const cleared = await row();
      expect(cleared.stripeWebhookSecretEncrypted).toBeNull();
      expect(cleared.stripeSecretKeyEncrypted).toBe(before.stripeSecretKeyEncrypted);
      expect((await audits()).at(-1)!.after).toMatchObject({
        stripeEnabled: false,
        stripeWebhookSecret: null,
        credentialChanges: ["stripeWebhookSecret: removed"],
      });
    });

    it.each(["en", "ar"] as const)(
      "refuses a wrong save with translated messages and changes nothing (%s)",
      async (locale) => {
        const t = createI18n(locale).t;
        const failed = t("errors:screens.failedToSavePaymentSettings");
        const before = await row();
        const cases: [Record<string, string>, Record<string, string>][] = [
          [
            {
              stripeSecretKey: "not-a-key",
              stripePublishableKey: "sk_test_wrongplace123",
              paddleVendorId: "v12",
            },
            {
              stripeSecretKey: "adminSettings:payments.errors.stripeSecretKeyFormat",
              stripePublishableKey: "adminSettings:payments.errors.stripePublishableKeyFormat",
              paddleVendorId: "adminSettings:payments.errors.paddleVendorIdFormat",
            },
          ],
          [
            // Stripe's keys are saved (from the environment) but its publishable key is missing; Paddle has none.
            { stripeEnabled: "on", paddleEnabled: "on", paddleVendorId: "123456" },
            {
              stripePublishableKey: "adminSettings:payments.errors.stripeRequired",
              paddleClientToken: "adminSettings:payments.errors.paddleRequired",
              paddleApiKey: "adminSettings:payments.errors.paddleRequired",
              paddleWebhookSecret: "adminSettings:payments.errors.paddleRequired",
            },
          ],
          [
            { defaultProvider: "paddle" },
            { defaultProvider: "adminSettings:payments.errors.defaultNotEnabled" },
          ],
          [
            { defaultProvider: "sandbox", testMode: "" },
            { defaultProvider: "adminSettings:payments.errors.defaultSandboxNeedsTestMode" },
          ],
          [
            {
              environment: "production",
              defaultProvider: "stripe",
              stripeEnabled: "on",
              stripePublishableKey: PUBLISHABLE,
            },
            {
              testMode: "adminSettings:payments.errors.testModeInProduction",
              stripePublishableKey: "adminSettings:payments.errors.testKeyInProduction",
              stripeSecretKey: "adminSettings:payments.errors.testKeyInProduction",
            },
          ],
          [
            { stripeSecretKey: "sk_live_51LiveKeyInTheSandbox00000000" },
            { stripeSecretKey: "adminSettings:payments.errors.liveKeyInSandbox" },
          ],
        ];
        for (const [form, expected] of cases) {
          const answer = await save(form, locale);
          expect(answer.status, JSON.stringify(form)).toBe(400);
          const errors = errorsOf(answer);
          expect(errors[""]).toEqual([failed]);
          for (const [field, key] of Object.entries(expected))
            expect(errors[field], field).toEqual([t(key as never)]);
          // Typed secrets are not sent back, even refused.
          expect(JSON.stringify(answer.body)).not.toContain("sk_live_51LiveKeyInTheSandbox");
        }
        expect(await row()).toEqual(before);
        expect(await audits()).toHaveLength(0);
      },
    );

    it("answers hostile values (NUL bytes, 5,000 characters, unknown choices) with a translated 400, storing nothing", async () => {
      const before = await row();
      const hostile: Record<string, string>[] = [
        { stripeSecretKey: "sk_test_abc\u0000def12345678" },
        { stripeSecretKey: `sk_test_${"a".repeat(5000)}` },
        { stripePublishableKey: "pk_test_\u0000" },
        { paddleVendorId: "1".repeat(5000) },
        { environment: "staging" },
        { defaultProvider: "__proto__" },
      ];
      for (const form of hostile) {
        const answer = await save(form, "ar");
        expect(answer.status, JSON.stringify(form).slice(0, 60)).toBe(400);
        // Refused on the field, in the request's language.
        const messages = Object.values(errorsOf(answer)).flat();
        expect(messages.length, JSON.stringify(answer.body).slice(0, 300)).toBeGreaterThan(0);
        for (const message of messages) expect(message).toMatch(/[\u0600-\u06FF]/);
        expect(JSON.stringify(answer.body)).not.toContain("aaaaaaaaaa");
      }
      expect(await row()).toEqual(before);
    });

    it("answers 'Failed to save payment settings' when the database refuses the write", async () => {
      const broken = {
        ...services,
        db: new Proxy(services.db, {
          get(target, property, receiver) {
            if (property === "transaction") return () => Promise.reject(new Error("disk full"));
            return Reflect.get(target, property, receiver);
          },
        }) as Database,
      };
      for (const locale of ["en", "ar"] as const) {
        const answer = await call("action", {
          cookie: admin.cookie,
          locale,
          form: BASE_FORM,
          services: broken,
        });
        expect(answer.status).toBe(500);
        expect(errorsOf(answer)[""]).toEqual([
          createI18n(locale).t("errors:screens.failedToSavePaymentSettings"),
        ]);
      }
    });

    it("applies at once: checkout's gateways follow the saved settings", async () => {
      expect(Object.keys((await loadGateways(services)).gateways).sort()).toEqual(["sandbox", "stripe"]);
      await save({
        defaultProvider: "paddle",
        testMode: "",
        sandboxEnabled: "",
        paddleEnabled: "on",
        paddleVendorId: "123456",
        paddleClientToken: "test_7d279f61a3499fed520f7cd8c08",
        paddleApiKey: PADDLE_API_KEY,
        paddleWebhookSecret: PADDLE_WEBHOOK,
      });
      const enabled = await loadGateways(services);
      expect(Object.keys(enabled.gateways)).toEqual(["paddle"]);
      expect(enabled).toMatchObject({
        defaultProvider: "paddle",
        testMode: false,
        allowCustomerChoice: false,
      });
    });
  });
}
