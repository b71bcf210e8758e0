/**
 * For the admin screens' integration tests only (imported by *.test.ts): signed-in admins and customers with
 * their cookies, and a route handler called as the server calls it (context with the user loaded by the root's
 * middleware), its answer read whether it was returned or thrown.
 */
import { eq } from "drizzle-orm";
import { auditLog, user } from "../../app/platform/db/schema/index.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import type { Services } from "../../app/platform/server/services.server.ts";
import { routeContext } from "./route-context.ts";

const PASSWORD = "Str0ng!pass";
export const ORIGIN = "http://shop.test";
let accounts = 0;

export interface Session {
  id: string;
  email: string;
  cookie: string;
}

/** A new account signed in through Better Auth (an admin when `role` says so). */
export async function signedIn(
  services: Services,
  role: "admin" | "customer",
  prefix: string,
): Promise<Session> {
  accounts += 1;
  const email = `${prefix}-${role}-${accounts}-${Date.now()}@example.com`;
  await services.auth.api.signUpEmail({
    body: { email, password: PASSWORD, name: `${role} ${accounts}`, firstName: "Sam", lastName: "Staff" },
  });
  await services.db.update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
  const response = await services.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie };
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A handler's answer: data with its status, a Response, returned or thrown. */
export async function answerOf<T = Record<string, unknown>>(run: () => Promise<unknown>): Promise<Answer<T>> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    return {
      status: result.status,
      body: (type.includes("json") ? await result.json() : await result.text()) as T,
    };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit")
    return { status: value.init?.status ?? 200, body: value.data as T };
  if (result instanceof Error) throw result;
  return { status: 200, body: result as T };
}

/** The arguments of a loader or action for `path`, as the server builds them. */
export async function argsFor(
  services: Services,
  path: string,
  options: {
    session?: Session | null;
    locale?: Locale;
    form?: Record<string, string>;
    params?: Record<string, string>;
    /** The matched route pattern, for a module registered under several paths. */
    pattern?: string;
  } = {},
) {
  const headers: Record<string, string> = { "user-agent": "vitest admin" };
  if (options.session) headers.cookie = options.session.cookie;
  const request = new Request(`${ORIGIN}${path}`, {
    method: options.form ? "POST" : "GET",
    headers,
    ...(options.form ? { body: new URLSearchParams(options.form) } : {}),
  });
  const context = await routeContext(services, request, options.locale ?? "en");
  return { request, context, params: options.params ?? {}, pattern: options.pattern ?? "" };
}

/** The audit entries about one subject, oldest first. */
export async function auditOf(services: Services, subjectId: string) {
  const rows = await services.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** An admin action's answer, and where it redirects (a create goes to the new item's page), thrown or returned. */
export async function postTo<T = unknown>(
  action: (args: never) => Promise<unknown> | unknown,
  args: Awaited<ReturnType<typeof argsFor>>,
): Promise<Answer<T> & { location: string | null }> {
  let location = null as string | null;
  const answer = await answerOf<T>(async () => {
    try {
      const result = await action(args as never);
      if (result instanceof Response) location = result.headers.get("location");
      return result;
    } catch (thrown) {
      if (thrown instanceof Response) location = thrown.headers.get("location");
      throw thrown;
    }
  });
  return { ...answer, location };
}
