import { APIError, getSessionFromCtx } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { and, eq } from "drizzle-orm";
import type { Database, Queryable } from "../db/client.server.ts";
import { session as sessionTable, statusEvents, user as userTable } from "../db/schema/index.ts";
import { translator } from "../i18n/i18n.ts";
import { localeOfHeaders } from "./auth-errors.server.ts";
import type { AuthMiddlewareContext } from "./auth-input.server.ts";

export const ACCOUNT_DEACTIVATED = "ACCOUNT_DEACTIVATED";

export function accountDeactivated(headers: Headers | undefined, responseHeaders?: Headers): APIError {
  const t = translator(localeOfHeaders(headers));
  return new APIError(
    "FORBIDDEN",
    { code: ACCOUNT_DEACTIVATED, message: t("auth:errors.accountDisabled") },
    responseHeaders,
  );
}

export function isDeactivated(user: unknown): boolean {
  return (user as { isActive?: unknown } | null | undefined)?.isActive === false;
}

async function endSessionsOf(db: Database, userId: string) {
  await db.delete(sessionTable).where(eq(sessionTable.userId, userId));
}

/** An old cookie sent along with these is not looked up. */
const SESSIONLESS_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/sign-out",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
  "/verify-email",
  "/send-verification-email",
  "/get-session",
  "/ok",
  "/error",
]);

// is_active may change outside setUserActive (SQL, another instance), so a deactivated user's sessions can
// still exist. The session read here stays in ctx.context, so the endpoint does not query it again.
export async function refuseDeactivatedSession(ctx: AuthMiddlewareContext, db: Database) {
  if (SESSIONLESS_PATHS.has(ctx.path)) return;
  const cookieName = ctx.context.authCookies.sessionToken.name;
  if (!ctx.headers?.get("cookie")?.includes(cookieName)) return;
  const current = await getSessionFromCtx(ctx);
  if (!current || !isDeactivated(current.user)) return;
  await refuseSession(ctx, db, current.user.id);
}

/** The holder of a valid reset link of a deactivated account learns why it can't be used; others learn nothing. */
export async function refuseDeactivatedReset(ctx: AuthMiddlewareContext, db: Database) {
  const body = (ctx.body ?? {}) as { token?: unknown };
  const token = body.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string" || token === "") return;
  const pending = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!pending || pending.expiresAt < new Date()) return;
  const [owner] = await db
    .select({ isActive: userTable.isActive })
    .from(userTable)
    .where(eq(userTable.id, pending.value));
  if (owner && !owner.isActive) throw accountDeactivated(ctx.headers);
}

export async function refuseSession(
  ctx: AuthMiddlewareContext,
  db: Database,
  userId: string,
): Promise<never> {
  await endSessionsOf(db, userId);
  ctx.context.session = null;
  deleteSessionCookie(ctx);
  throw accountDeactivated(ctx.headers, ctx.responseHeaders);
}

/** Given a transaction, it runs inside it (a savepoint). */
export async function setUserActive(db: Queryable, userId: string, active: boolean, actorId: string | null) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(userTable)
      .set({ isActive: active, updatedAt: new Date() })
      .where(and(eq(userTable.id, userId), eq(userTable.isActive, !active)))
      .returning({ id: userTable.id });
    if (!updated) return false;
    if (!active) await tx.delete(sessionTable).where(eq(sessionTable.userId, userId));
    await tx.insert(statusEvents).values({
      subjectType: "user",
      subjectId: userId,
      ownerId: userId,
      actorId,
      fromStatus: active ? "inactive" : "active",
      toStatus: active ? "active" : "inactive",
    });
    return true;
  });
}
