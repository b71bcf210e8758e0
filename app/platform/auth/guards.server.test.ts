import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type AppContext, appContext, userContext } from "../server/context.ts";
import { requireAdmin, requireUser, signedInUser, statusError } from "./guards.server.ts";
import type { SignedInUser } from "./session.server.ts";

const customer: SignedInUser = {
  id: "u1",
  email: "lina@example.com",
  name: "Lina Haddad",
  firstName: "Lina",
  lastName: "Haddad",
  role: "customer",
};
const admin: SignedInUser = { ...customer, id: "a1", role: "admin" };

function args(
  user: SignedInUser | null | undefined,
  method = "GET",
  url = "http://shop.test/profile?tab=orders",
  locale: "en" | "ar" = "en",
) {
  const context = new RouterContextProvider();
  context.set(appContext, { locale, cspNonce: "n", services: {} } as unknown as AppContext);
  if (user !== undefined) context.set(userContext, user);
  return { request: new Request(url, { method }), context };
}

/** What a guard threw: a redirect's Location, or a refusal's status and message. */
function thrown(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    const init = error as { data: { error: { message: string; code: string } }; init: { status: number } };
    return { status: init.init.status, code: init.data.error.code, message: init.data.error.message };
  }
  return null;
}

describe("guards", () => {
  it("send a visitor's page request to the sign-in dialog on the home page, coming back afterwards", () => {
    expect(thrown(() => requireUser(args(null)))).toEqual({
      status: 302,
      location: "/?login=1&notice=required&next=%2Fprofile%3Ftab%3Dorders",
    });
    expect(thrown(() => requireUser(args(null), { notice: "application", loginPage: "same" }))).toEqual({
      status: 302,
      location: "/profile?login=1&notice=application&next=%2Fprofile%3Ftab%3Dorders",
    });
  });

  it("answer a visitor's action with 401: spec §8's message, or the page's notice, in the request's language", () => {
    expect(thrown(() => requireUser(args(null, "POST", "http://shop.test/profile", "ar")))).toEqual({
      status: 401,
      code: "AUTH_UNAUTHORIZED",
      message: "تعذّر التحقق من هويتك. يُرجى تسجيل الدخول مرة أخرى.",
    });
    const action = thrown(() =>
      requireUser(args(null, "POST", "http://shop.test/checkout"), { notice: "purchase" }),
    );
    expect(action).toEqual({
      status: 401,
      code: "AUTH_UNAUTHORIZED",
      message: "Please log in to complete your purchase",
    });
  });

  it("send the browser's router to the dialog too (a revalidation after signing out), with the page's address", () => {
    const revalidation = args(null, "GET", "http://shop.test/profile.data?tab=orders&_routes=root");
    expect(thrown(() => requireUser(revalidation))).toEqual({
      status: 302,
      location: "/?login=1&notice=required&next=%2Fprofile%3Ftab%3Dorders",
    });
  });

  it("let a signed-in user through and refuse a customer where an admin is needed", () => {
    expect(requireUser(args(customer))).toBe(customer);
    expect(thrown(() => requireAdmin(args(customer, "GET", "http://shop.test/admin", "ar")))).toEqual({
      status: 403,
      code: "AUTH_FORBIDDEN",
      message: "تم رفض الوصول.",
    });
    expect(thrown(() => requireAdmin(args(customer, "POST", "http://shop.test/admin")))).toMatchObject({
      status: 403,
      message: "Access denied.",
    });
    expect(requireAdmin(args(admin))).toBe(admin);
    expect(thrown(() => requireAdmin(args(null, "GET", "http://shop.test/admin")))).toMatchObject({
      status: 302,
    });
  });

  it("refuse to read the user before the root's middleware has loaded it", () => {
    expect(() => signedInUser(args(undefined))).toThrow();
  });

  it("give a refusal the status text of its status, which React Router would make Internal Server Error", () => {
    for (const [status, text] of [
      [404, "Not Found"],
      [400, "Bad Request"],
    ] as const) {
      const refusal = statusError(args(customer), status) as unknown as { init: { statusText?: string } };
      expect(refusal.init.statusText).toBe(text);
    }
    const forbidden = thrown(() => requireAdmin(args(customer))) as { status: number };
    expect(forbidden.status).toBe(403);
    try {
      requireAdmin(args(customer));
    } catch (error) {
      expect((error as { init: { statusText?: string } }).init.statusText).toBe("Forbidden");
    }
  });
});
