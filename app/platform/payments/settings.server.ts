import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.server.ts";
import { paymentSettings } from "../db/schema/index.ts";
import type { Config } from "../server/config.server.ts";
import { decryptSecret, encryptSecret } from "../server/crypto.server.ts";

type SettingsEnv = Pick<
  Config,
  | "AUTH_SECRET"
  | "STRIPE_PUBLISHABLE_KEY"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "PADDLE_VENDOR_ID"
  | "PADDLE_CLIENT_TOKEN"
  | "PADDLE_API_KEY"
  | "PADDLE_WEBHOOK_SECRET"
>;

const seal = (value: string | undefined, secret: string) => (value ? encryptSecret(value, secret) : null);

/** First start only, from the environment. Without keys: test mode with the local sandbox; live keys turn test
 * mode off, so that the sandbox refuses to work. */
export async function ensurePaymentSettings(db: Queryable, env: SettingsEnv): Promise<void> {
  const stripeEnabled = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  const paddleEnabled = Boolean(env.PADDLE_API_KEY && env.PADDLE_WEBHOOK_SECRET);
  const testKeys =
    (stripeEnabled && env.STRIPE_SECRET_KEY!.startsWith("sk_test_")) ||
    (paddleEnabled && env.PADDLE_API_KEY!.includes("_sdbx_"));
  const testMode = !(stripeEnabled || paddleEnabled) || testKeys;
  await db
    .insert(paymentSettings)
    .values({
      id: "default",
      defaultProvider: stripeEnabled ? "stripe" : paddleEnabled ? "paddle" : "sandbox",
      allowCustomerChoice: stripeEnabled && paddleEnabled,
      environment: testMode ? "sandbox" : "production",
      testMode,
      sandboxEnabled: testMode,
      stripeEnabled,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
      stripeSecretKeyEncrypted: seal(env.STRIPE_SECRET_KEY, env.AUTH_SECRET),
      stripeWebhookSecretEncrypted: seal(env.STRIPE_WEBHOOK_SECRET, env.AUTH_SECRET),
      paddleEnabled,
      paddleVendorId: env.PADDLE_VENDOR_ID ?? null,
      paddleClientToken: env.PADDLE_CLIENT_TOKEN ?? null,
      paddleApiKeyEncrypted: seal(env.PADDLE_API_KEY, env.AUTH_SECRET),
      paddleWebhookSecretEncrypted: seal(env.PADDLE_WEBHOOK_SECRET, env.AUTH_SECRET),
    })
    .onConflictDoNothing();
}

/** Secrets decrypted: never send this to the browser. */
export async function readPaymentSecrets(db: Queryable, authSecret: string) {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, "default"));
  if (!row) return null;
  const open = (value: string | null) => (value ? decryptSecret(value, authSecret) : null);
  return {
    ...row,
    stripeSecretKey: open(row.stripeSecretKeyEncrypted),
    stripeWebhookSecret: open(row.stripeWebhookSecretEncrypted),
    paddleApiKey: open(row.paddleApiKeyEncrypted),
    paddleWebhookSecret: open(row.paddleWebhookSecretEncrypted),
  };
}
