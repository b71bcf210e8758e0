/**
 * How the application forms pay (features/checkout), handed to the applications feature as its PaymentPort: the
 * providers an application's fee may be paid with, and the provider's page for it. Shared by the three form routes.
 */
import type { PaymentPort } from "../features/applications/application-page.server.ts";
import { applicationPaymentChoice, startApplicationPayment } from "../features/checkout/checkout.server.ts";

export const applicationPayment: PaymentPort = {
  choice: (services) => applicationPaymentChoice(services),
  start: async (services, input) => (await startApplicationPayment(services, input)).redirectUrl,
};
