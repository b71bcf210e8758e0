// What follows a change of an order's payment, whoever applied it (the provider's webhook, the sandbox page,
// staff): the customer's e-mails and the eSIM provider's part.
import type { JobServices } from "../../platform/server/services.server.ts";
import { queueEsimFulfilment } from "./esim-fulfilment.server.ts";
import { queueEsimRefunds } from "./esim-provider-refund.server.ts";
import { queueEsimTopUps } from "./esim-top-ups.server.ts";
import { sendOrderRefunded, sendPaidOrderMails } from "./notifications.server.ts";

/** Once: only the event that made the order paid calls this. */
export async function afterOrderPaid(services: JobServices, orderId: string): Promise<void> {
  await sendPaidOrderMails(services, orderId);
  await queueEsimFulfilment(services, orderId);
  await queueEsimTopUps(services, orderId);
}

/** Once per refund: called by whoever applied the event that made the order refunded. */
export async function afterOrderRefunded(services: JobServices, orderId: string): Promise<void> {
  await sendOrderRefunded(services, orderId);
  await queueEsimRefunds(services, orderId);
}
