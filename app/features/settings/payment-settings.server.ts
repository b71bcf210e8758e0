// Payment settings (spec §3). Secrets are encrypted at rest and only ever shown masked; checkout reads the
// row on each payment (loadGateways), so a save applies at once.
import { eq } from "drizzle-orm";
import type { Database, Queryable } from "../../platform/db/client.server.ts";
import { paymentSettings } from "../../platform/db/schema/index.ts";
import { type AuditActor, recordAudit } from "../../platform/domain/audit.server.ts";
import {
  type ConnectionResult,
  testPaddleConnection,
  testStripeConnection,
} from "../../platform/payments/connection.server.ts";
import { decryptSecret, encryptSecret } from "../../platform/server/crypto.server.ts";
import {
  type PaymentSettingsView,
  type Provider,
  SECRET_FIELDS,
  type SecretField,
  type SecretState,
  type TestIntent,
  type WebhookUrls,
} from "./payment-settings.ts";
import type { PaymentSettingsInput } from "./payment-settings-schema.ts";

type Row = typeof paymentSettings.$inferSelect;

const SECRET_COLUMNS = {
  stripeSecretKey: "stripeSecretKeyEncrypted",
  stripeWebhookSecret: "stripeWebhookSecretEncrypted",
  paddleApiKey: "paddleApiKeyEncrypted",
  paddleWebhookSecret: "paddleWebhookSecretEncrypted",
} as const satisfies Record<SecretField, keyof Row>;

const REMOVE_FIELDS = {
  stripeSecretKey: "removeStripeSecretKey",
  stripeWebhookSecret: "removeStripeWebhookSecret",
  paddleApiKey: "removePaddleApiKey",
  paddleWebhookSecret: "removePaddleWebhookSecret",
} as const satisfies Record<SecretField, keyof PaymentSettingsInput>;

/** What a database without the row (a test) reads as. */
const DEFAULT_ROW: Row = {
  id: "default",
  defaultProvider: "sandbox",
  allowCustomerChoice: false,
  environment: "sandbox",
  testMode: true,
  sandboxEnabled: true,
  stripeEnabled: false,
  stripePublishableKey: null,
  stripeSecretKeyEncrypted: null,
  stripeWebhookSecretEncrypted: null,
  paddleEnabled: false,
  paddleVendorId: null,
  paddleClientToken: null,
  paddleApiKeyEncrypted: null,
  paddleWebhookSecretEncrypted: null,
  updatedBy: null,
  updatedAt: new Date(0),
};

const MASK = "••••••••";

export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `${MASK}${plain.slice(-4)}` : MASK;
}

async function readRow(db: Queryable, lock = false): Promise<Row | null> {
  const select = db.select().from(paymentSettings).where(eq(paymentSettings.id, "default"));
  const [row] = lock ? await select.for("update") : await select;
  return row ?? null;
}

/** A value that cannot be decrypted (AUTH_SECRET changed) reads as none. */
function openSecret(row: Row, field: SecretField, authSecret: string): string | null {
  const stored = row[SECRET_COLUMNS[field]];
  if (!stored) return null;
  try {
    return decryptSecret(stored, authSecret);
  } catch {
    return null;
  }
}

function secretState(row: Row, field: SecretField, authSecret: string): SecretState {
  if (!row[SECRET_COLUMNS[field]]) return { set: false, hint: null };
  const plain = openSecret(row, field, authSecret);
  return { set: true, hint: plain === null ? MASK : maskSecret(plain) };
}

export async function readPaymentSettingsView(
  db: Queryable,
  authSecret: string,
): Promise<PaymentSettingsView> {
  const row = (await readRow(db)) ?? DEFAULT_ROW;
  return {
    defaultProvider: row.defaultProvider,
    allowCustomerChoice: row.allowCustomerChoice,
    environment: row.environment,
    testMode: row.testMode,
    sandboxEnabled: row.sandboxEnabled,
    stripeEnabled: row.stripeEnabled,
    stripePublishableKey: row.stripePublishableKey ?? "",
    paddleEnabled: row.paddleEnabled,
    paddleVendorId: row.paddleVendorId ?? "",
    paddleClientToken: row.paddleClientToken ?? "",
    secrets: Object.fromEntries(
      SECRET_FIELDS.map((field) => [field, secretState(row, field, authSecret)]),
    ) as Record<SecretField, SecretState>,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function webhookUrls(appUrl: string): WebhookUrls {
  const base = appUrl.replace(/\/$/, "");
  return { stripe: `${base}/api/webhooks/stripe`, paddle: `${base}/api/webhooks/paddle` };
}

export type SettingsProblem =
  | "stripePublishableKeyFormat"
  | "stripeSecretKeyFormat"
  | "stripeWebhookSecretFormat"
  | "paddleVendorIdFormat"
  | "paddleClientTokenFormat"
  | "paddleApiKeyFormat"
  | "paddleWebhookSecretFormat"
  | "stripeRequired"
  | "paddleRequired"
  | "defaultNotEnabled"
  | "defaultSandboxNeedsTestMode"
  | "testModeInProduction"
  | "testKeyInProduction"
  | "liveKeyInSandbox"
  | "nothingToTest";

export type SettingsField = keyof PaymentSettingsInput;
export type SettingsProblems = Partial<Record<SettingsField, SettingsProblem>>;

/** Key formats from the providers' docs; Paddle's pre-May-2025 50-character API keys are still accepted. */
const FORMATS = {
  stripePublishableKey: /^pk_(test|live)_[A-Za-z0-9]{10,}$/,
  stripeSecretKey: /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/,
  stripeWebhookSecret: /^whsec_[A-Za-z0-9+/=]{10,}$/,
  paddleVendorId: /^\d{1,12}$/,
  paddleClientToken: /^(test|live)_[A-Za-z0-9]{10,}$/,
  paddleApiKey: /^(pdl_(sdbx|live)_apikey_[A-Za-z0-9]{26}_[A-Za-z0-9_-]{10,}|[A-Za-z0-9]{50})$/,
  paddleWebhookSecret: /^[A-Za-z0-9_-]{16,}$/,
} as const;

type FormattedField = keyof typeof FORMATS;

export function keyMode(field: FormattedField, value: string): "test" | "live" | null {
  switch (field) {
    case "stripePublishableKey":
    case "stripeSecretKey":
      return /^(pk|sk|rk)_test_/.test(value) ? "test" : /^(pk|sk|rk)_live_/.test(value) ? "live" : null;
    case "paddleClientToken":
      return value.startsWith("test_") ? "test" : value.startsWith("live_") ? "live" : null;
    case "paddleApiKey":
      return value.startsWith("pdl_sdbx_") ? "test" : value.startsWith("pdl_live_") ? "live" : null;
    default:
      return null;
  }
}

export interface ResolvedSettings {
  input: PaymentSettingsInput;
  secrets: Record<SecretField, string | null>;
  changes: Partial<Record<SecretField, "set" | "changed" | "removed">>;
}

export function resolveSecrets(
  input: PaymentSettingsInput,
  saved: Record<SecretField, string | null>,
): ResolvedSettings {
  const secrets = {} as Record<SecretField, string | null>;
  const changes: ResolvedSettings["changes"] = {};
  for (const field of SECRET_FIELDS) {
    const typed = input[field];
    const before = saved[field];
    // A new value wins over "remove": typing a key replaces the saved one.
    const after = typed ? typed : input[REMOVE_FIELDS[field]] ? null : before;
    secrets[field] = after;
    if (after !== before) changes[field] = after === null ? "removed" : before === null ? "set" : "changed";
  }
  return { input, secrets, changes };
}

export function checkSettings({ input, secrets }: ResolvedSettings): SettingsProblems {
  const problems: SettingsProblems = {};
  const flag = (field: SettingsField, problem: SettingsProblem) => {
    problems[field] ??= problem;
  };

  // Saved secrets were checked when typed (or came from the environment): check only what was typed.
  for (const field of Object.keys(FORMATS) as FormattedField[]) {
    const value = input[field];
    if (value && !FORMATS[field].test(value)) flag(field, `${field}Format`);
  }

  if (input.stripeEnabled) {
    if (!input.stripePublishableKey) flag("stripePublishableKey", "stripeRequired");
    if (!secrets.stripeSecretKey) flag("stripeSecretKey", "stripeRequired");
    if (!secrets.stripeWebhookSecret) flag("stripeWebhookSecret", "stripeRequired");
  }
  if (input.paddleEnabled) {
    if (!input.paddleVendorId) flag("paddleVendorId", "paddleRequired");
    if (!input.paddleClientToken) flag("paddleClientToken", "paddleRequired");
    if (!secrets.paddleApiKey) flag("paddleApiKey", "paddleRequired");
    if (!secrets.paddleWebhookSecret) flag("paddleWebhookSecret", "paddleRequired");
  }

  const enabled: Record<Provider, boolean> = {
    stripe: input.stripeEnabled,
    paddle: input.paddleEnabled,
    sandbox: input.sandboxEnabled && input.testMode,
  };
  if (!enabled[input.defaultProvider])
    flag(
      "defaultProvider",
      input.defaultProvider === "sandbox" && input.sandboxEnabled
        ? "defaultSandboxNeedsTestMode"
        : "defaultNotEnabled",
    );

  if (input.environment === "production" && input.testMode) flag("testMode", "testModeInProduction");

  // Test keys in the sandbox environment, live keys in production: a mix fails at the provider, or worse.
  const expected = input.environment === "production" ? "live" : "test";
  const keys: [FormattedField, string | null, boolean][] = [
    ["stripePublishableKey", input.stripePublishableKey, input.stripeEnabled],
    ["stripeSecretKey", secrets.stripeSecretKey, input.stripeEnabled],
    ["paddleClientToken", input.paddleClientToken, input.paddleEnabled],
    ["paddleApiKey", secrets.paddleApiKey, input.paddleEnabled],
  ];
  for (const [field, value, used] of keys) {
    // Keys of a disabled provider are checked when typed, not when merely kept.
    const typed =
      field === "stripeSecretKey" || field === "paddleApiKey" ? Boolean(input[field]) : Boolean(value);
    if (!value || !(used || typed) || problems[field]) continue;
    const mode = keyMode(field, value);
    if (mode && mode !== expected) flag(field, mode === "test" ? "testKeyInProduction" : "liveKeyInSandbox");
  }
  return problems;
}

function savedSecrets(row: Row, authSecret: string): Record<SecretField, string | null> {
  return Object.fromEntries(
    SECRET_FIELDS.map((field) => [field, openSecret(row, field, authSecret)]),
  ) as Record<SecretField, string | null>;
}

function auditValues(row: Pick<Row, Exclude<keyof Row, "id" | "updatedAt" | "updatedBy">>) {
  return {
    defaultProvider: row.defaultProvider,
    allowCustomerChoice: row.allowCustomerChoice,
    environment: row.environment,
    testMode: row.testMode,
    sandboxEnabled: row.sandboxEnabled,
    stripeEnabled: row.stripeEnabled,
    stripePublishableKey: row.stripePublishableKey,
    // Markers only ("set"); recordAudit masks any key naming a secret, key or token as well.
    stripeSecretKey: row.stripeSecretKeyEncrypted ? "set" : null,
    stripeWebhookSecret: row.stripeWebhookSecretEncrypted ? "set" : null,
    paddleEnabled: row.paddleEnabled,
    paddleVendorId: row.paddleVendorId,
    paddleClientToken: row.paddleClientToken,
    paddleApiKey: row.paddleApiKeyEncrypted ? "set" : null,
    paddleWebhookSecret: row.paddleWebhookSecretEncrypted ? "set" : null,
  };
}

export type SaveOutcome = { ok: true } | { ok: false; problems: SettingsProblems };

/** The row is locked while read, so two admins saving at once cannot lose a secret either typed. */
export async function savePaymentSettings(
  db: Database,
  authSecret: string,
  actor: AuditActor,
  input: PaymentSettingsInput,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const row = (await readRow(tx, true)) ?? DEFAULT_ROW;
    const resolved = resolveSecrets(input, savedSecrets(row, authSecret));
    const problems = checkSettings(resolved);
    if (Object.keys(problems).length > 0) return { ok: false, problems };

    const seal = (field: SecretField) => {
      // An unchanged secret keeps its ciphertext (also one that no longer decrypts).
      if (!resolved.changes[field]) return row[SECRET_COLUMNS[field]];
      const value = resolved.secrets[field];
      return value === null ? null : encryptSecret(value, authSecret);
    };
    const values = {
      defaultProvider: input.defaultProvider,
      allowCustomerChoice: input.allowCustomerChoice,
      environment: input.environment,
      testMode: input.testMode,
      sandboxEnabled: input.sandboxEnabled,
      stripeEnabled: input.stripeEnabled,
      stripePublishableKey: input.stripePublishableKey || null,
      stripeSecretKeyEncrypted: seal("stripeSecretKey"),
      stripeWebhookSecretEncrypted: seal("stripeWebhookSecret"),
      paddleEnabled: input.paddleEnabled,
      paddleVendorId: input.paddleVendorId || null,
      paddleClientToken: input.paddleClientToken || null,
      paddleApiKeyEncrypted: seal("paddleApiKey"),
      paddleWebhookSecretEncrypted: seal("paddleWebhookSecret"),
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    await tx
      .insert(paymentSettings)
      .values({ id: "default", ...values })
      .onConflictDoUpdate({ target: paymentSettings.id, set: values });
    await recordAudit(tx, actor, {
      action: "payment_settings.update",
      subjectType: "payment_settings",
      subjectId: "default",
      before: auditValues(row),
      after: {
        ...auditValues(values),
        // The key of this list names no secret, so recordAudit leaves it readable.
        credentialChanges: Object.entries(resolved.changes).map(([field, change]) => `${field}: ${change}`),
      },
    });
    return { ok: true };
  });
}

export type ConnectionTestOutcome =
  | { tested: true; result: ConnectionResult }
  | { tested: false; problems: SettingsProblems };

export interface ConnectionTestOptions {
  /** Other API hosts (local fakes in tests). */
  stripeApiBaseUrl?: string;
  paddleApiBaseUrl?: string;
}

/** A typed key of the wrong format, or no key at all, is a problem of the form, not a failed connection. */
export async function testProviderConnection(
  db: Queryable,
  authSecret: string,
  intent: TestIntent,
  input: PaymentSettingsInput,
  options: ConnectionTestOptions = {},
): Promise<ConnectionTestOutcome> {
  const row = (await readRow(db)) ?? DEFAULT_ROW;
  const { secrets } = resolveSecrets(input, savedSecrets(row, authSecret));
  const field: SecretField = intent === "test-stripe" ? "stripeSecretKey" : "paddleApiKey";
  const key = secrets[field];
  if (!key) return { tested: false, problems: { [field]: "nothingToTest" } };
  if (input[field] && !FORMATS[field].test(input[field]))
    return { tested: false, problems: { [field]: `${field}Format` } };
  const result =
    intent === "test-stripe"
      ? await testStripeConnection({ secretKey: key, apiBaseUrl: options.stripeApiBaseUrl })
      : await testPaddleConnection({
          apiKey: key,
          environment: input.environment,
          apiBaseUrl: options.paddleApiBaseUrl,
        });
  return { tested: true, result };
}
