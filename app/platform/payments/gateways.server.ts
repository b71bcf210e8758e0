// See docs/decisions/012-payment-providers.md.
import type { ProductType } from "../db/schema/index.ts";
import type { Services } from "../server/services.server.ts";
import type { PaymentChoice } from "./choice.ts";
import type { PaymentGateway, PaymentProvider } from "./gateway.server.ts";
import { createPaddleGateway } from "./paddle.server.ts";
import { createSandboxGateway } from "./sandbox.server.ts";
import { readPaymentSecrets } from "./settings.server.ts";
import { createStripeGateway } from "./stripe.server.ts";

export interface EnabledGateways {
  gateways: Partial<Record<PaymentProvider, PaymentGateway>>;
  defaultProvider: PaymentProvider;
  allowCustomerChoice: boolean;
  testMode: boolean;
}

const PROVIDER_ORDER: readonly PaymentProvider[] = ["stripe", "paddle", "sandbox"];

/** A provider counts as enabled only with complete keys; the sandbox only in test mode. */
export async function loadGateways(services: Services): Promise<EnabledGateways> {
  const settings = await readPaymentSecrets(services.db, services.config.AUTH_SECRET);
  if (!settings)
    return { gateways: {}, defaultProvider: "sandbox", allowCustomerChoice: false, testMode: false };

  const gateways: EnabledGateways["gateways"] = {};
  if (settings.stripeEnabled && settings.stripeSecretKey && settings.stripeWebhookSecret)
    gateways.stripe = createStripeGateway({
      secretKey: settings.stripeSecretKey,
      webhookSecret: settings.stripeWebhookSecret,
    });
  if (settings.paddleEnabled && settings.paddleApiKey && settings.paddleWebhookSecret)
    gateways.paddle = createPaddleGateway({
      apiKey: settings.paddleApiKey,
      webhookSecret: settings.paddleWebhookSecret,
      environment: settings.environment,
    });
  if (settings.testMode && settings.sandboxEnabled)
    gateways.sandbox = createSandboxGateway(services.config.APP_URL);

  return {
    gateways,
    defaultProvider: settings.defaultProvider,
    allowCustomerChoice: settings.allowCustomerChoice,
    testMode: settings.testMode,
  };
}

/** Without a choice, the default provider, or the first that can sell the cart, so that it is still payable. */
export function paymentChoice(enabled: EnabledGateways, productTypes: ProductType[]): PaymentChoice {
  const able = PROVIDER_ORDER.filter((provider) => {
    const gateway = enabled.gateways[provider];
    return gateway !== undefined && productTypes.every((type) => gateway.sells(type));
  });
  const preferred = able.includes(enabled.defaultProvider) ? enabled.defaultProvider : (able[0] ?? null);
  const providers = enabled.allowCustomerChoice ? able : preferred ? [preferred] : [];
  return { providers, defaultProvider: preferred, allowChoice: providers.length > 1 };
}
