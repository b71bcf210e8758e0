/**
 * The identities of the abuse suite, each a request context with its own cookie jar: a visitor, customers
 * signed up through Better Auth's API, confirmed through the e-mailed link and signed in (as a person would),
 * and the admin the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts).
 */
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { lastMailLink, STRONG_PASSWORD, uniqueEmail } from "../e2e/support.ts";

/** Must match the webServer env of playwright.config.ts. */
export const ABUSE_ADMIN = { email: "abuse-admin@example.com", password: "Abuse!Adm1n-pass" } as const;

export interface Identity {
  name: "visitor" | "customer A" | "customer B" | "admin" | "fuzz customer" | "deactivated user";
  request: APIRequestContext;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  userId?: string;
}

export async function newContext(
  baseURL: string,
  headers: Record<string, string> = {},
): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
}

export async function sessionUser(
  request: APIRequestContext,
): Promise<{ id: string; email: string; role?: string } | null> {
  const response = await request.get("/api/auth/get-session");
  if (!response.ok()) return null;
  const body = (await response.json().catch(() => null)) as {
    user?: { id: string; email: string; role?: string };
  } | null;
  return body?.user ?? null;
}

/** A visitor: no cookies. */
export async function visitor(baseURL: string, lang: "en" | "ar" = "en"): Promise<Identity> {
  return { name: "visitor", request: await newContext(baseURL, { "accept-language": lang }) };
}

/** A new customer, signed up, confirmed through the e-mailed link (which signs nobody in) and signed in. */
export async function customer(
  baseURL: string,
  name: Identity["name"],
  names: { firstName: string; lastName: string },
  lang: "en" | "ar" = "en",
): Promise<Identity> {
  const request = await newContext(baseURL, { "accept-language": lang });
  const email = uniqueEmail(name.replace(/\s+/g, "-").toLowerCase());
  const origin = new URL(baseURL).origin;
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { email, password: STRONG_PASSWORD, ...names },
  });
  expect(signUp.status(), `sign-up of ${name}: ${await signUp.text()}`).toBe(200);
  const confirm = await request.get(await lastMailLink(email, "/verify-email"));
  expect(confirm.status(), `confirmation of ${name}`).toBeLessThan(400);
  let user = await sessionUser(request);
  if (user?.email !== email) {
    const signIn = await request.post("/api/auth/sign-in/email", {
      headers: { origin },
      data: { email, password: STRONG_PASSWORD },
    });
    expect(signIn.status(), `sign-in of ${name}: ${await signIn.text()}`).toBe(200);
    user = await sessionUser(request);
  }
  expect(user?.email, `${name} is signed in`).toBe(email);
  return { name, request, email, password: STRONG_PASSWORD, ...names, userId: user!.id };
}

/** The admin of the e2e server, signed in. */
export async function admin(baseURL: string): Promise<Identity> {
  const request = await newContext(baseURL, { "accept-language": "en" });
  const signIn = await request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(
    signIn.status(),
    `admin sign-in (is ADMIN_EMAIL/ADMIN_PASSWORD in playwright.config.ts's webServer env?): ${await signIn.text()}`,
  ).toBe(200);
  const user = await sessionUser(request);
  expect(user?.role, "the admin identity has the admin role").toBe("admin");
  return {
    name: "admin",
    request,
    email: ABUSE_ADMIN.email,
    password: ABUSE_ADMIN.password,
    userId: user!.id,
  };
}

/** The identity's cookies as one Cookie header (for requests that must send their cookies explicitly). */
export async function cookieHeader(identity: Identity): Promise<string> {
  const { cookies } = await identity.request.storageState();
  return cookies
    .filter((c) => c.name !== "lng")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

/**
 * A customer deactivated by the admin through /admin/users/:id (the confirmed form, as a browser without
 * JavaScript posts it), keeping the cookie of the session they had: that session is gone, and signing in again
 * is refused.
 */
export async function deactivatedCustomer(baseURL: string, by: Identity): Promise<Identity> {
  const person = await customer(baseURL, "deactivated user", { firstName: "Dalia", lastName: "Deactivated" });
  const origin = new URL(baseURL).origin;
  const deactivate = await by.request.post(`/admin/users/${person.userId}`, {
    headers: { origin },
    form: { intent: "deactivate", confirm: "1" },
    maxRedirects: 0,
  });
  expect(deactivate.status(), `deactivation of ${person.email}`).toBe(302);
  expect(deactivate.headers().location).toBe(`/admin/users/${person.userId}?done=deactivate`);
  const signIn = await (await newContext(baseURL)).post("/api/auth/sign-in/email", {
    headers: { origin },
    data: { email: person.email, password: person.password },
  });
  expect(signIn.status(), "a deactivated user cannot sign in again").toBe(403);
  return person;
}
