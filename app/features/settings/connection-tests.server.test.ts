import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { auditLog, paymentSettings } from "../../platform/db/schema/index.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { ensurePaymentSettings } from "../../platform/payments/settings.server.ts";
import { action as paymentSettingsAction } from "../../routes/admin/settings.payments.tsx";
import { testProviderConnection } from "./payment-settings.server.ts";
import { paymentSettingsSchema } from "./payment-settings-schema.ts";

// Keys as the providers issue them (made up): the saved ones come from the environment, the others are typed.
const ENV_STRIPE_SECRET = "sk_test_51EnvKeyFromTheEnvironment000000000000000000AAAA";
const STRIPE_SECRET = "sk_test_51TypedByTheAdminInTheForm1111111111111111111CCCC";
const PADDLE_API_KEY = "pdl_sdbx_apikey_01gtgztp8f4kek3yd4g1wrksa3_q6TGTJyvoIz7LDtXT65bX7_EEEE";

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
  describe(`the payment settings' connection tests on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let admin: Person;
    const { signUp } = people(() => services, `connections-${database.name}`);

    const call = (options: {
      cookie?: string;
      locale?: Locale;
      form?: Record<string, string>;
      services?: TestServices;
    }) =>
      routeAnswer(async () => {
        const { services: using = services, ...rest } = options;
        return paymentSettingsAction(await routeArgs(using, "/admin/settings/payments", rest));
      });

    async function audits() {
      return services.db.select().from(auditLog).where(eq(auditLog.action, "payment_settings.update"));
    }

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      admin = await signUp({ role: "admin" });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });
    beforeEach(async () => {
      // Each test starts from the settings a first start makes with Stripe test keys in the environment.
      await services.db.delete(paymentSettings);
      await ensurePaymentSettings(services.db, {
        AUTH_SECRET: services.config.AUTH_SECRET,
        STRIPE_SECRET_KEY: ENV_STRIPE_SECRET,
        STRIPE_WEBHOOK_SECRET: "whsec_EnvWebhookSecret0000000000000000BBBB",
      } as never);
    });

    describe("connection tests", () => {
      let server: Server;
      let api: string;
      const keys: string[] = [];
      beforeAll(async () => {
        // Answers as Stripe and Paddle do: the typed key is refused, any other accepted.
        server = createServer((request, response) => {
          const key = (request.headers.authorization ?? "").replace(/^bearer /i, "");
          keys.push(key);
          const refused = key === STRIPE_SECRET || key === PADDLE_API_KEY;
          response.writeHead(refused ? 401 : 200, { "content-type": "application/json" });
          response.end(
            JSON.stringify(
              refused
                ? request.url?.startsWith("/v1/")
                  ? {
                      error: {
                        message: "Invalid API Key provided: sk_test_****CCCC",
                        type: "invalid_request_error",
                      },
                    }
                  : { error: { type: "request_error", code: "authentication_malformed", detail: "Bad key" } }
                : request.url?.startsWith("/v1/")
                  ? { object: "balance", available: [], pending: [] }
                  : { data: [] },
            ),
          );
        });
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

      const form = (values: Record<string, string>) =>
        paymentSettingsSchema.parse({ ...BASE_FORM, ...values });

      it("tests the typed key, else the saved one, with the provider's reason on failure", async () => {
        const options = { stripeApiBaseUrl: api, paddleApiBaseUrl: api };
        const test = (intent: "test-stripe" | "test-paddle", values: Record<string, string> = {}) =>
          testProviderConnection(services.db, services.config.AUTH_SECRET, intent, form(values), options);
        keys.length = 0;
        expect(await test("test-stripe")).toEqual({ tested: true, result: { ok: true } });
        expect(await test("test-stripe", { stripeSecretKey: STRIPE_SECRET })).toEqual({
          tested: true,
          result: { ok: false, reason: "Invalid API Key provided: sk_test_****CCCC" },
        });
        expect(keys).toEqual([ENV_STRIPE_SECRET, STRIPE_SECRET]);
        expect(await test("test-paddle", { paddleApiKey: PADDLE_API_KEY })).toEqual({
          tested: true,
          result: { ok: false, reason: "Bad key (authentication_malformed)" },
        });
        expect(await test("test-paddle")).toEqual({
          tested: false,
          problems: { paddleApiKey: "nothingToTest" },
        });
        expect(await test("test-stripe", { removeStripeSecretKey: "on" })).toEqual({
          tested: false,
          problems: { stripeSecretKey: "nothingToTest" },
        });
        expect(await test("test-stripe", { stripeSecretKey: "nope" })).toEqual({
          tested: false,
          problems: { stripeSecretKey: "stripeSecretKeyFormat" },
        });
        expect(keys).toHaveLength(3);
      });

      it("answers a test with nothing to test in the admin's language, audits nothing, and is rate-limited", async () => {
        const limited = await createTestServices(handle, { RATE_LIMIT: "on" });
        try {
          const t = createI18n("ar").t;
          const post = () =>
            call({
              cookie: admin.cookie,
              locale: "ar",
              services: limited,
              form: { ...BASE_FORM, intent: "test-paddle" },
            });
          for (let i = 0; i < 10; i++) {
            const answer = await post();
            expect(answer.status).toBe(400);
            expect(errorsOf(answer).paddleApiKey).toEqual([t("adminSettings:payments.errors.nothingToTest")]);
          }
          const refused = await post();
          expect(refused.status).toBe(429);
          expect(errorsOf(refused)[""]).toEqual([t("errors:codes.API_RATE_LIMIT")]);
          expect(await audits()).toHaveLength(0);
        } finally {
          await limited.close();
        }
      });
    });
  });
}
