import * as z from "zod";
import type { AdminRefusal, AdminRequest } from "../../../components/admin/admin-request.server.ts";
import { isAppError, toErrorPayload } from "../../../platform/http/errors.ts";
import { unsubscribe } from "./subscribers.server.ts";

/** At most this many subscribers in one bulk action (a page holds 20). */
export const MAX_BULK = 100;

export const unsubscribeSchema = z.object({ ids: z.array(z.uuid()).min(1).max(MAX_BULK) });

export async function unsubscribeSelected(
  { services, actor, t }: AdminRequest,
  { ids }: z.output<typeof unsubscribeSchema>,
) {
  const { emails } = await unsubscribe(services.db, actor, [...new Set(ids)]);
  return { message: t("adminPeople:subscribers.done", { count: emails.length }) };
}

const MESSAGES = {
  API_NOT_FOUND: "adminPeople:errors.subscriberNotFound",
  BUSINESS_INVALID_STATE: "adminPeople:errors.alreadyUnsubscribed",
  API_BAD_REQUEST: "adminPeople:errors.badRequest",
} as const;

export function explainSubscriberRefusal(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (!isAppError(error) || !Object.hasOwn(MESSAGES, error.code)) return undefined;
  return { ...toErrorPayload(error, t), message: t(MESSAGES[error.code as keyof typeof MESSAGES]) };
}
