// 200 for applied, duplicate and ignored events; a 500 makes the provider retry.
import { type ErrorCode, messageKeyOf, userMessageForStatus } from "../../platform/http/errors.ts";
import { localeOfRequest } from "../../platform/i18n/detect.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { WebhookPayloadError, WebhookSignatureError } from "../../platform/payments/gateway.server.ts";
import { loadGateways } from "../../platform/payments/gateways.server.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { afterOrderPaid, afterOrderRefunded } from "./after-payment.server.ts";

import { applyPaymentEvent } from "./payments.server.ts";

export type WebhookProvider = "stripe" | "paddle";

export const MAX_WEBHOOK_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

export function refuse(request: Request, status: number, code: ErrorCode, headers?: HeadersInit): Response {
  const message = translator(localeOfRequest(request))(userMessageForStatus(status, messageKeyOf(code)));
  return Response.json({ ok: false, error: { code, message, status } }, { status, headers });
}

/** Signatures cover the exact bytes. */
export async function readRawBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (declared > MAX_WEBHOOK_BYTES) throw new BodyTooLargeError();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > MAX_WEBHOOK_BYTES) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function handleWebhook(
  services: Services,
  provider: WebhookProvider,
  request: Request,
): Promise<Response> {
  if (request.method !== "POST") return refuse(request, 405, "API_BAD_REQUEST", { Allow: "POST" });
  const log = services.logger.child({ webhook: provider });
  try {
    const gateway = (await loadGateways(services)).gateways[provider];
    if (!gateway?.readWebhook) return refuse(request, 404, "API_NOT_FOUND");

    const rawBody = await readRawBody(request);
    const event = await gateway.readWebhook(rawBody, request.headers);
    const applied = await applyPaymentEvent(services.db, event);
    log.info(
      { eventId: event.eventId, type: event.type, result: applied.result, orderId: applied.orderId },
      "payment webhook",
    );
    if (applied.becamePaid && applied.orderId) await afterOrderPaid(services, applied.orderId);
    // A refund made at the provider (its dashboard) is told as one made here.
    if (applied.result === "applied" && applied.status === "refunded" && applied.orderId) {
      await afterOrderRefunded(services, applied.orderId);
    }
    return Response.json({ received: true });
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      log.warn({ reason: error.message }, "payment webhook refused");
      return refuse(request, 400, "API_BAD_REQUEST");
    }
    // Signed by the provider but not an event we can read: a retry would not read better.
    if (error instanceof WebhookPayloadError) {
      log.warn(
        { eventId: error.eventId, type: error.eventType, reason: error.message },
        "payment webhook unreadable",
      );
      return refuse(request, 400, "API_BAD_REQUEST");
    }
    if (error instanceof BodyTooLargeError) return refuse(request, 413, "VALIDATION_FILE_TOO_LARGE");
    log.error({ err: error }, "payment webhook failed");
    return refuse(request, 500, "SYSTEM_UNKNOWN_ERROR");
  }
}
