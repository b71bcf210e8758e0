import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors.ts";
import { type CheckoutRequest, PaymentRefundError } from "./gateway.server.ts";
import { assertSandboxAllowed, createSandboxGateway, sandboxPaymentEvent } from "./sandbox.server.ts";

const request: CheckoutRequest = {
  orderId: "0b6f3c1e-8a39-4d2e-9f57-6a1c2d3e4f50",
  orderNumber: "TS-1003",
  currency: "USD",
  totalCents: 2499,
  lines: [{ name: "Travel adapter", productType: "accessory", unitPriceCents: 2499, quantity: 1 }],
  customerEmail: "traveller@example.com",
  locale: "en",
  successUrl: "http://shop.test/checkout/success",
  cancelUrl: "http://shop.test/checkout",
  expiresAt: new Date("2026-03-01T13:00:00Z"),
};

describe("sandbox gateway", () => {
  const sandbox = createSandboxGateway("http://shop.test");

  it("sends the customer to the local payment page with a fresh reference", async () => {
    const first = await sandbox.startCheckout(request);
    const second = await sandbox.startCheckout(request);
    expect(first.redirectUrl).toBe(`http://shop.test/checkout/sandbox/${request.orderId}`);
    expect(first.reference).toMatch(/^sandbox_[0-9a-f]{24}$/);
    expect(second.reference).not.toBe(first.reference);
  });

  it("sells everything and has no webhook", () => {
    expect(["esim", "accessory", "package_booking"].every((type) => sandbox.sells(type as "esim"))).toBe(
      true,
    );
    expect(sandbox.readWebhook).toBeUndefined();
  });

  it("is refused outside test mode or when switched off", () => {
    const gateways = { sandbox };
    expect(() => assertSandboxAllowed({ testMode: true, gateways })).not.toThrow();
    for (const enabled of [
      { testMode: false, gateways },
      { testMode: true, gateways: {} },
    ]) {
      const error = (() => {
        try {
          assertSandboxAllowed(enabled);
        } catch (thrown) {
          return thrown;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("AUTH_FORBIDDEN");
      expect((error as AppError).status).toBe(403);
    }
  });

  it("reports the customer's decision as an event that a repeated click cannot apply twice", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const approved = sandboxPaymentEvent({
      orderId: request.orderId,
      reference: "sandbox_1",
      approved: true,
      now,
    });
    expect(approved).toEqual({
      provider: "sandbox",
      eventId: `sandbox:${request.orderId}:paid`,
      type: "sandbox.approved",
      outcome: "paid",
      orderId: request.orderId,
      reference: "sandbox_1",
      occurredAt: now,
      payload: { orderId: request.orderId, approved: true },
    });
    const again = sandboxPaymentEvent({ orderId: request.orderId, reference: "sandbox_1", approved: true });
    expect(again.eventId).toBe(approved.eventId);
    const declined = sandboxPaymentEvent({
      orderId: request.orderId,
      reference: "sandbox_1",
      approved: false,
    });
    expect(declined).toMatchObject({ outcome: "failed", type: "sandbox.declined" });
    expect(declined.eventId).not.toBe(approved.eventId);
  });

  it("refunds a sandbox payment at once, with the same refund id for the same payment", async () => {
    const { reference } = await sandbox.startCheckout(request);
    const first = await sandbox.refund({ orderId: request.orderId, reference, reason: "test" });
    expect(first.refundId).toBe(`sandbox_refund_${reference.slice("sandbox_".length)}`);
    expect(await sandbox.refund({ orderId: request.orderId, reference, reason: "test" })).toEqual(first);
    await expect(
      sandbox.refund({ orderId: request.orderId, reference: "cs_test_1", reason: "test" }),
    ).rejects.toBeInstanceOf(PaymentRefundError);
  });
});
