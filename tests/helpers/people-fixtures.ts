/**
 * For the users' and subscribers' admin tests (imported by *.test.ts): accounts signed up and in through Better
 * Auth, a route's arguments and answer (redirects with their location), and the CSV exports read back.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../app/platform/db/client.server.ts";
import { user } from "../../app/platform/db/schema/index.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { routeContext } from "./route-context.ts";
import type { TestServices } from "./services.ts";

export const ORIGIN = "http://shop.test";
const PASSWORD = "Str0ng!pass";

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** Signs people up (verified, with a role and a language) and in; e-mails are unique within one database. */
export function people(services: () => TestServices, prefix: string) {
  let accounts = 0;

  async function signIn(email: string): Promise<string> {
    const response = await services().auth.api.signInEmail({
      body: { email, password: PASSWORD },
      asResponse: true,
    });
    return response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  async function signUp(
    options: { role?: "customer" | "admin"; locale?: Locale; firstName?: string; lastName?: string } = {},
  ): Promise<Person> {
    accounts += 1;
    const email = `${prefix}-${accounts}@example.com`;
    const firstName = options.firstName ?? "Lina";
    const lastName = options.lastName ?? "Haddad";
    const locale = options.locale ?? "en";
    const { auth, db } = services();
    await auth.api.signUpEmail({
      body: {
        email,
        password: PASSWORD,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        locale,
      } as never,
    });
    await db
      .update(user)
      .set({ emailVerified: true, role: options.role ?? "customer", locale })
      .where(eq(user.email, email));
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { id: row!.id, email, cookie: await signIn(email) };
  }

  /** Sign-in over HTTP, as the dialog's form does: its status and message. */
  async function httpSignIn(email: string, locale: Locale = "en") {
    const response = await services().auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "accept-language": locale },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
  }

  return { signUp, signIn, httpSignIn };
}

/**
 * A route's arguments for `path` as the server builds them (a form posts; a field may repeat); `params.id` from
 * /admin/<area>/<id>. Typed `never`: the tests leave out what the routes do not read (url, pattern).
 */
export async function routeArgs(
  services: TestServices,
  path: string,
  options: {
    cookie?: string;
    form?: Record<string, string | string[]>;
    locale?: Locale;
    headers?: Record<string, string>;
  } = {},
): Promise<never> {
  let body: URLSearchParams | undefined;
  if (options.form) {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
    }
  }
  const request = new Request(`${ORIGIN}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      "user-agent": "vitest",
      ...options.headers,
    },
    body,
  });
  const context = await routeContext(services, request, options.locale ?? "en");
  const id = /^\/admin\/[a-z]+\/([^/?]+)/.exec(path)?.[1];
  return { request, context, params: id && id !== "export" ? { id } : {} } as never;
}

export interface RouteAnswer {
  status: number;
  body: unknown;
  location?: string | null;
}

/** A route's answer: a redirect or Response, or data with its status (thrown or returned). */
export async function routeAnswer(run: () => Promise<unknown>): Promise<RouteAnswer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data };
  if (value && typeof value === "object" && !("type" in value)) return { status: 200, body: value };
  throw result;
}

/** A download's text with its byte order mark kept (Response.text() drops it). */
export async function textWithBom(response: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

/** A database whose selects are counted (to see an export read in pages). */
export function countingSelects(db: Database): { db: Database; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") selects += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: proxy, selects: () => selects };
}
