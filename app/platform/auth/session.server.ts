import { isAPIError } from "better-auth/api";
import { getSessionCookie } from "better-auth/cookies";
import { SAFETY_TTL_MS, TableCache } from "../db/table-cache.server.ts";
import type { AppContext } from "../server/context.ts";
import { ACCOUNT_DEACTIVATED } from "./account-status.server.ts";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** How a person is named on screens and in mail: the account's name, else first and last name. */
export function displayName(user: { name: string; firstName: string; lastName: string }): string {
  return user.name || `${user.firstName} ${user.lastName}`.trim();
}

interface KeptSession {
  user: SignedInUser;
  expiresAt: number;
}

/**
 * Signed-in readers by session cookie, each kept until an account or a session changes anywhere (signing out, a
 * revoked session, a deactivated account: drizzle/0017 announces it to every process), or for a minute.
 */
export type SessionCache = TableCache<KeptSession>;

const SESSION_TABLES = ["user", "session"] as const;
const MAX_SESSIONS = 10_000;

export function createSessionCache(): SessionCache {
  return new TableCache<KeptSession>({ maxSize: MAX_SESSIONS, sizeOf: () => 1, ttlMs: SAFETY_TTL_MS });
}

/** The request's reader, from memory when their session was read since it last changed. */
export async function currentUser(request: Request, app: AppContext): Promise<SignedInUser | null> {
  const token = getSessionCookie(request);
  if (!token) return null;
  const sessions = app.services.sessions;
  const kept = sessions?.get(token);
  if (kept && kept.expiresAt > Date.now()) return kept.user;
  const mark = sessions?.mark() ?? 0;
  const found = await readSession(request, app);
  // Only real sessions are kept: made-up cookies cannot fill the cache.
  if (found) sessions?.store(token, found, SESSION_TABLES, mark);
  return found?.user ?? null;
}

/** A deactivated user's session is refused by the get-session hook with an error: that is "no user" here. */
async function readSession(request: Request, app: AppContext): Promise<KeptSession | null> {
  const result = await app.services.auth.api
    .getSession({ headers: request.headers })
    .catch((error: unknown) => {
      if (isAPIError(error) && (error.body as { code?: unknown } | undefined)?.code === ACCOUNT_DEACTIVATED) {
        return null;
      }
      throw error;
    });
  if (!result) return null;
  const u = result.user as typeof result.user & { firstName?: string; lastName?: string; role?: string };
  const user = {
    id: u.id,
    email: u.email,
    name: u.name,
    firstName: u.firstName ?? "",
    lastName: u.lastName ?? "",
    role: u.role ?? "customer",
  };
  return { user, expiresAt: new Date(result.session.expiresAt).getTime() };
}
