// Better Auth is called through its HTTP handler so that its rate limits, before-hooks and origin check apply
// exactly as for /api/auth.
import { and, desc, eq, gt } from "drizzle-orm";
import { type Auth, CLIENT_IP_HEADER } from "../../platform/auth/auth.server.ts";
import type { Queryable } from "../../platform/db/client.server.ts";
import { session } from "../../platform/db/schema/index.ts";
import type { ErrorMessageKey } from "../../platform/http/errors.ts";
import type { Config } from "../../platform/server/config.server.ts";
import type { Logger } from "../../platform/server/logger.server.ts";
import type { SettingsInput } from "./settings-schema.ts";
import { type DeviceSummary, describeUserAgent } from "./user-agent.ts";

export interface AccountDeps {
  auth: Auth;
  config: Pick<Config, "APP_URL">;
  logger: Pick<Logger, "error" | "warn">;
}

const FORWARDED_HEADERS = ["cookie", "accept-language", "user-agent", CLIENT_IP_HEADER] as const;

interface AuthAnswer {
  status: number;
  code: string | undefined;
  cookies: string[];
}

async function callAuth(
  deps: AccountDeps,
  path: string,
  body: Record<string, unknown>,
  request: Request,
): Promise<AuthAnswer> {
  const headers = new Headers({
    origin: new URL(deps.config.APP_URL).origin,
    "content-type": "application/json",
  });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const response = await deps.auth.handler(
    new Request(`${deps.config.APP_URL}/api/auth${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  let code: string | undefined;
  if ((response.headers.get("content-type") ?? "").includes("application/json")) {
    const json = (await response.json().catch(() => null)) as { code?: unknown } | null;
    if (typeof json?.code === "string") code = json.code;
  }
  return { status: response.status, code, cookies: response.headers.getSetCookie() };
}

export type AccountOutcome =
  | { ok: true; cookies: string[] }
  | {
      ok: false;
      status: number;
      messageKey: ErrorMessageKey;
      fieldErrors?: Record<string, ErrorMessageKey>;
    };

function failure(
  deps: AccountDeps,
  what: string,
  answer: AuthAnswer,
  messageKey: ErrorMessageKey,
): AccountOutcome {
  if (answer.status === 429) return { ok: false, status: 429, messageKey: "errors:codes.API_RATE_LIMIT" };
  if (answer.status === 401) return { ok: false, status: 401, messageKey: "errors:messages.authFailed" };
  if (answer.status >= 500) deps.logger.error({ status: answer.status, code: answer.code }, `${what} failed`);
  else deps.logger.warn({ status: answer.status, code: answer.code }, `${what} refused`);
  return { ok: false, status: answer.status >= 500 ? 500 : 400, messageKey };
}

/** An empty phone removes it. Spec §8: "Failed to update profile". */
export async function updateProfile(
  deps: AccountDeps,
  input: SettingsInput,
  request: Request,
): Promise<AccountOutcome> {
  const answer = await callAuth(
    deps,
    "/update-user",
    { firstName: input.firstName, lastName: input.lastName, phone: input.phone ?? "" },
    request,
  ).catch((error: unknown) => {
    deps.logger.error({ err: error }, "profile update failed");
    return { status: 500, code: undefined, cookies: [] } satisfies AuthAnswer;
  });
  if (answer.status === 200) return { ok: true, cookies: answer.cookies };
  if (answer.code === "VALIDATION_INVALID_PHONE") {
    return {
      ok: false,
      status: 400,
      messageKey: "errors:codes.VALIDATION_INVALID_PHONE",
      fieldErrors: { phone: "errors:codes.VALIDATION_INVALID_PHONE" },
    };
  }
  return failure(deps, "profile update", answer, "errors:screens.failedToUpdateProfile");
}

/** Spec §8. Better Auth ends every session and gives this browser a new one: its cookie is in the outcome. */
export async function changePassword(
  deps: AccountDeps,
  input: { currentPassword: string; newPassword: string },
  request: Request,
): Promise<AccountOutcome> {
  const answer = await callAuth(
    deps,
    "/change-password",
    { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
    request,
  ).catch((error: unknown) => {
    deps.logger.error({ err: error }, "password change failed");
    return { status: 500, code: undefined, cookies: [] } satisfies AuthAnswer;
  });
  if (answer.status === 200) return { ok: true, cookies: answer.cookies };
  if (answer.code === "INVALID_PASSWORD" || answer.code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
    return {
      ok: false,
      status: 400,
      messageKey: "errors:screens.failedToChangePassword",
      fieldErrors: { currentPassword: "errors:screens.failedToChangePassword" },
    };
  }
  if (answer.status === 400 && answer.code !== undefined && answer.code !== "PASSWORD_TOO_LONG") {
    return {
      ok: false,
      status: 400,
      messageKey: "errors:validation.passwordRule",
      fieldErrors: { newPassword: "errors:validation.passwordRule" },
    };
  }
  return failure(deps, "password change", answer, "errors:screens.failedToChangePassword");
}

export async function signOutOtherDevices(deps: AccountDeps, request: Request): Promise<AccountOutcome> {
  const answer = await callAuth(deps, "/revoke-other-sessions", {}, request).catch((error: unknown) => {
    deps.logger.error({ err: error }, "revoking other sessions failed");
    return { status: 500, code: undefined, cookies: [] } satisfies AuthAnswer;
  });
  if (answer.status === 200) return { ok: true, cookies: answer.cookies };
  return failure(deps, "revoking other sessions", answer, "errors:codes.SYSTEM_UNKNOWN_ERROR");
}

export interface DeviceSession extends DeviceSummary {
  id: string;
  ipAddress: string | null;
  /** Better Auth refreshes it at most hourly. */
  lastActiveAt: Date;
  signedInAt: Date;
  expiresAt: Date;
  current: boolean;
}

export async function listDeviceSessions(
  db: Queryable,
  userId: string,
  currentSessionId: string | null,
  now = new Date(),
): Promise<DeviceSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt), desc(session.id))
    .limit(100);
  return rows
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress,
      lastActiveAt: row.updatedAt,
      signedInAt: row.createdAt,
      expiresAt: row.expiresAt,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export async function currentSessionId(auth: Auth, request: Request): Promise<string | null> {
  if (!request.headers.get("cookie")) return null;
  const result = await auth.api.getSession({ headers: request.headers }).catch(() => null);
  return result?.session.id ?? null;
}
