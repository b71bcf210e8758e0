import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedIn } from "../../../tests/helpers/admin-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle, Listener } from "../db/client.server.ts";
import { user } from "../db/schema/index.ts";
import { listenForChanges } from "../db/table-cache.server.ts";
import type { AppContext } from "../server/context.ts";
import { createSessionCache, currentUser } from "./session.server.ts";

// A signed-in reader is read from the database once, then from memory until their account or any session
// changes, which every process hears of on commit (docs/decisions/029).
for (const database of testDatabases()) {
  describe(`signed-in readers kept in memory on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let changes: Listener;
    let app: AppContext;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      services.sessions = createSessionCache();
      changes = await listenForChanges([services.sessions], handle, services.logger);
      app = { services, locale: "en", cspNonce: "n", page: { tables: null } };
    });
    afterAll(async () => {
      await changes.close();
      await services.close();
      await handle.close();
    });

    const signedInCookie = async (prefix: string) => {
      const session = await signedIn(services, "customer", prefix);
      await changes.settle();
      return session.cookie;
    };

    const request = (cookie: string) => new Request("http://shop.test/", { headers: { cookie } });

    /** The reader, and how many times the database was asked for a session to find them. */
    async function read(cookie: string) {
      const lookups = vi.spyOn(services.auth.api, "getSession");
      try {
        const reader = await currentUser(request(cookie), app);
        return { reader, lookups: lookups.mock.calls.length };
      } finally {
        lookups.mockRestore();
      }
    }

    it("reads a session once, then keeps it until an account changes", async () => {
      const cookie = await signedInCookie("kept");
      const first = await read(cookie);
      expect(first).toMatchObject({ reader: { firstName: "Sam", role: "customer" }, lookups: 1 });
      expect(await read(cookie)).toMatchObject({ reader: { id: first.reader!.id }, lookups: 0 });

      await services.db.update(user).set({ role: "admin" }).where(eq(user.id, first.reader!.id));
      await changes.settle();
      expect(await read(cookie)).toMatchObject({ reader: { role: "admin" }, lookups: 1 });
    });

    it("forgets a reader at once when they sign out or are deactivated", async () => {
      const leaving = await signedInCookie("leaving");
      const staying = await signedInCookie("staying");
      expect((await read(leaving)).reader).not.toBeNull();
      expect((await read(staying)).reader).not.toBeNull();

      await services.auth.api.signOut({ headers: request(leaving).headers });
      await changes.settle();
      expect(await read(leaving)).toEqual({ reader: null, lookups: 1 });

      const { reader } = await read(staying);
      await services.db.update(user).set({ isActive: false }).where(eq(user.id, reader!.id));
      await changes.settle();
      expect((await read(staying)).reader).toBeNull();
    });

    it("keeps nothing for a cookie that names no session", async () => {
      const forged = "better-auth.session_token=made-up.signature";
      expect(await read(forged)).toEqual({ reader: null, lookups: 1 });
      expect(await read(forged)).toEqual({ reader: null, lookups: 1 });
      expect(await read("lng=ar")).toEqual({ reader: null, lookups: 0 });
    });
  });
}
