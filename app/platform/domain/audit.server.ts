// Every back-office write is audited in the same transaction as the change, so that neither can exist without
// the other. Values whose key names a secret, key, token or password are masked.

import type { SignedInUser } from "../auth/session.server.ts";
import type { Queryable } from "../db/client.server.ts";
import { auditLog } from "../db/schema/index.ts";
import { clientAddress } from "../http/rate-limit.server.ts";

export interface AuditActor {
  id: string;
  email: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  /** "<area>.<verb>": "booking.delete", "payment_settings.update" */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Not in the spec: a user agent is kept to this length. */
const USER_AGENT_MAX_LENGTH = 300;
const SECRET_KEY = /secret|token|password|api_?key|apikey|private/i;
export const AUDIT_SECRET_MASK = "••••••";

/** TRUST_PROXY decides which address the request came from. */
export function auditActor(user: Pick<SignedInUser, "id" | "email">, request: Request): AuditActor {
  const address = clientAddress(request);
  return {
    id: user.id,
    email: user.email,
    ipAddress: address === "unknown" ? null : address,
    userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  };
}

export function withoutSecrets<T>(values: T): T {
  if (Array.isArray(values)) return values.map(withoutSecrets) as T;
  if (values && typeof values === "object" && !(values instanceof Date)) {
    return Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        SECRET_KEY.test(key) && value !== null && value !== undefined && value !== ""
          ? AUDIT_SECRET_MASK
          : withoutSecrets(value),
      ]),
    ) as T;
  }
  return values;
}

/** Call it with the transaction that makes the change. */
export async function recordAudit(tx: Queryable, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    before: entry.before ? withoutSecrets(JSON.parse(JSON.stringify(entry.before))) : null,
    after: entry.after ? withoutSecrets(JSON.parse(JSON.stringify(entry.after))) : null,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
  });
}
