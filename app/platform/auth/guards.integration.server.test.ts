import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { user } from "../db/schema/index.ts";
import { requireAdmin, requireUser } from "./guards.server.ts";

const PASSWORD = "Str0ng!pass";

for (const database of testDatabases()) {
  describe(`guards with real sessions on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
    });
    afterAll(async () => {
      await services.close();
      await handle.close();
    });

    /** A verified account with the given role, signed in: its session cookie. */
    async function signedIn(email: string, role: "customer" | "admin" = "customer") {
      await services.auth.api.signUpEmail({
        body: { email, password: PASSWORD, name: "Lina Haddad", firstName: "Lina", lastName: "Haddad" },
      });
      await services.db.update(user).set({ emailVerified: true, role }).where(eq(user.email, email));
      const response = await services.auth.api.signInEmail({
        body: { email, password: PASSWORD },
        asResponse: true,
      });
      return response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
    }

    const page = (cookie: string, path = "/profile") =>
      new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });
    const outcome = async (
      cookie: string,
      guard: typeof requireUser | typeof requireAdmin,
      path?: string,
    ) => {
      const request = page(cookie, path);
      const context = await routeContext(services, request, "ar");
      try {
        return { user: (guard as typeof requireUser)({ request, context }).email };
      } catch (thrown) {
        if (thrown instanceof Response)
          return { status: thrown.status, location: thrown.headers.get("location") };
        const refusal = thrown as { init: { status: number }; data: { error: { message: string } } };
        return { status: refusal.init.status, message: refusal.data.error.message };
      }
    };

    it("let a signed-in customer in, send a visitor to the dialog", async () => {
      const cookie = await signedIn(`guard-customer-${database.name}@example.com`);
      expect(await outcome(cookie, requireUser)).toEqual({
        user: `guard-customer-${database.name}@example.com`,
      });
      expect(await outcome("", requireUser)).toEqual({
        status: 302,
        location: "/?login=1&notice=required&next=%2Fprofile",
      });
    });

    it("treat a deactivated account's live session as a visitor's", async () => {
      const email = `guard-deactivated-${database.name}@example.com`;
      const cookie = await signedIn(email);
      expect(await outcome(cookie, requireUser)).toEqual({ user: email });
      // Deactivated behind the app's back: the session row is still there.
      await services.db.update(user).set({ isActive: false }).where(eq(user.email, email));
      expect(await outcome(cookie, requireUser)).toMatchObject({ status: 302 });
      expect(await outcome(cookie, requireAdmin, "/admin")).toMatchObject({ status: 302 });
    });

    it("let only an admin through requireAdmin; a customer gets 403 in their language", async () => {
      const admin = await signedIn(`guard-admin-${database.name}@example.com`, "admin");
      const customer = await signedIn(`guard-shopper-${database.name}@example.com`);
      expect(await outcome(admin, requireAdmin, "/admin")).toEqual({
        user: `guard-admin-${database.name}@example.com`,
      });
      expect(await outcome(customer, requireAdmin, "/admin")).toEqual({
        status: 403,
        message: "تم رفض الوصول.",
      });
    });
  });
}
