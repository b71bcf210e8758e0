import { providerContract } from "./provider-contract.ts";
import { createStandinProvider, STANDIN_SIGNATURE_HEADER, standinSignature } from "./standin.server.ts";

const webhookSecret = "stand-in-webhook-secret";

providerContract("the stand-in", {
  has: { credentials: false, timeouts: false, lostAnswers: false },
  open: async () => ({
    provider: ({ latencyMs = 0, down = false } = {}) =>
      createStandinProvider({ latencyMs, failing: down, webhookSecret }),
    packageId: "standin-turkey-5gb-30d",
    unlimitedPackageId: "standin-turkey-unlimited-7d",
    // Its eSIMs are derived from the unit: there is no order to count.
    ordersFor: () => null,
    signatureHeader: STANDIN_SIGNATURE_HEADER,
    signedHeaders: (body) =>
      new Headers({ [STANDIN_SIGNATURE_HEADER]: standinSignature(body, webhookSecret) }),
    close: async () => {},
  }),
});
