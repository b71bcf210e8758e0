// Customers who own an eSIM that the stand-in provider issued, written into a server's data directory before
// the server starts on it (the embedded database belongs to one process at a time). Each eSIM is bought and
// paid through the checkout's own functions, then issued as the fulfilment job issues it.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createOrder } from "../../app/features/checkout/order-creation.server.ts";
import { applyPaymentEvent } from "../../app/features/checkout/payments.server.ts";
import { openDatabase } from "../../app/platform/db/client.server.ts";
import { esimActivations, esimPlans, user } from "../../app/platform/db/schema/index.ts";
import { seedDemoData } from "../../app/platform/db/seed/index.ts";
import { createStandinProvider } from "../../app/platform/esim/standin.server.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { createTestServices } from "./services.ts";

export interface IssuedEsimOwner {
  email: string;
  password: string;
  locale: Locale;
  activationId: string;
  iccid: string;
}

/** The demo catalogue, and per locale a signed-up customer (confirmed) owning one ready, provider-issued eSIM. */
export async function prepareIssuedEsims(
  dataDir: string,
  authSecret: string,
  customers: { email: string; password: string; locale: Locale }[],
): Promise<IssuedEsimOwner[]> {
  const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
  const services = await createTestServices(handle, { AUTH_SECRET: authSecret });
  try {
    const db = handle.db;
    await seedDemoData(db);
    const [plan] = await db
      .select({ id: esimPlans.id })
      .from(esimPlans)
      .where(eq(esimPlans.status, "active"))
      .limit(1);
    if (!plan) throw new Error("the demo catalogue has no eSIM plan");
    const provider = createStandinProvider({ latencyMs: 0, failing: false, webhookSecret: "unused" });
    const owners: IssuedEsimOwner[] = [];
    for (const customer of customers) {
      await services.auth.api.signUpEmail({
        body: {
          email: customer.email,
          password: customer.password,
          name: "Nadia Traveller",
          firstName: "Nadia",
          lastName: "Traveller",
          locale: customer.locale,
        } as never,
      });
      const [row] = await db
        .update(user)
        .set({ emailVerified: true, locale: customer.locale })
        .where(eq(user.email, customer.email))
        .returning({ id: user.id });
      const order = await createOrder(db, {
        userId: row!.id,
        idempotencyKey: randomUUID(),
        lines: [{ id: plan.id, productType: "esim", quantity: 1 }],
        shippingAddress: null,
        provider: "sandbox",
        locale: customer.locale,
      });
      await applyPaymentEvent(db, {
        provider: "sandbox",
        eventId: randomUUID(),
        type: "sandbox.approved",
        outcome: "paid",
        orderId: order.id,
        reference: null,
        occurredAt: new Date(),
        payload: {},
      });
      const [activation] = await db
        .select({ id: esimActivations.id })
        .from(esimActivations)
        .where(eq(esimActivations.orderId, order.id));
      const issued = await provider.orderEsim({ unitId: activation!.id, packageId: "standin-tr-5gb-30d" });
      await db
        .update(esimActivations)
        .set({
          status: "ready",
          activationCode: issued.install.lpa,
          suppliedBy: "standin",
          suppliedAt: new Date(),
          provider: "standin",
          providerPackageId: "standin-tr-5gb-30d",
          providerReference: issued.reference,
          iccid: issued.iccid,
          installData: issued.install,
        })
        .where(eq(esimActivations.id, activation!.id));
      owners.push({ ...customer, activationId: activation!.id, iccid: issued.iccid });
    }
    return owners;
  } finally {
    await services.close();
    await handle.close();
  }
}
