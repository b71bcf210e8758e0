/**
 * The authorization matrix of the back office: every route under /admin of app/routes.ts, as the visitor, a
 * deactivated customer, customers A and B and the admin: visitor → sign-in or 401, customer → 403, admin → 200
 * (a POST-only route: 405 to every GET), every action refused to all but the admin, and no page showing A's data
 * to anyone else (A's real data: tests/helpers/abuse-cast.ts).
 */

import { type Cast, castWithA, disposeCast, leaksOfA } from "../../helpers/abuse-cast.ts";
import { judge } from "../../helpers/abuse-http.ts";
import { deactivatedCustomer } from "../../helpers/abuse-identities.ts";
import { fillPath, isAdminRoute, routeTable } from "../../helpers/route-table.ts";
import { expect, test } from "../test.ts";

let base: string;
let origin: string;
let ids: Cast["ids"];
let cast: Cast;
const leaks = (answer: string, sent: string) => leaksOfA(cast, answer, sent);

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  cast = await castWithA(baseURL!);
  ({ base, origin, ids } = cast);
});

test.afterAll(() => disposeCast(cast));

test("routes under /admin: visitor and deactivated user → sign-in or 401, customer → 403, admin → 200; their actions refused to all but the admin", async () => {
  // Every admin route (the catalogue adds two per kind) by five identities, each action by four.
  test.setTimeout(150_000);
  // Every admin URL, whether its own module loads data or only the admin layout guards it.
  const adminRoutes = routeTable().filter(
    (r) => isAdminRoute(r) && (r.hasLoader || r.hasComponent || r.hasAction),
  );
  if (adminRoutes.length === 0) {
    test.info().annotations.push({
      type: "note",
      description: "no /admin route in app/routes.ts yet: nothing to check",
    });
    return;
  }
  // A customer the admin deactivated (through /admin/users/:id), with the cookie of their ended session.
  const deactivated = await deactivatedCustomer(base, ids.admin);
  const problems: string[] = [];
  for (const route of adminRoutes) {
    const url = fillPath(
      route,
      Object.fromEntries(route.params.map((p) => [p, p === "*" ? "x" : "no-such-thing"])),
    );
    for (const who of [ids.visitor, deactivated, ids.a, ids.b, ids.admin]) {
      const response = await who.request.get(url, {
        headers: { accept: "text/html", "accept-language": "en" },
        maxRedirects: 0,
      });
      const status = response.status();
      const location = response.headers().location ?? "";
      const body = await response.text();
      // A route that only takes a POST (an upload) answers every GET 405 at the edge, whoever asks.
      const postOnly = route.hasAction && !route.hasLoader && !route.hasComponent;
      const ok = postOnly
        ? status === 405
        : who === ids.visitor || who === deactivated
          ? status === 401 ||
            (status >= 300 &&
              status < 400 &&
              /[?&]login=1/.test(location) &&
              new URL(location, base).origin === origin)
          : who === ids.admin
            ? status === 200 || (route.params.length > 0 && status === 404)
            : status === 403;
      if (!ok) problems.push(`${who.name} GET ${url} → ${status} ${location}`);
      const refused = judge(
        { status, contentType: response.headers()["content-type"] ?? "", location, body },
        "en",
        base,
        url,
      );
      if (refused) problems.push(`${who.name} GET ${url} → ${status}: ${refused.kind}: ${refused.reason}`);
      if (who !== ids.admin && leaks(body, url).length > 0)
        problems.push(`${who.name} GET ${url} shows ${leaks(body, url).join(", ")}`);
      // Every action is refused to everyone but an admin, on the server, whatever the form holds (the admin's own
      // actions are tried by each screen's tests, with real rows).
      if (route.hasAction && who !== ids.admin) {
        for (const intent of [
          "delete",
          "status",
          "ship",
          "refund",
          "save",
          "test",
          "deactivate",
          "makeAdmin",
        ]) {
          const post = await who.request.post(url, {
            headers: { origin, accept: "text/html", "accept-language": "ar" },
            form: { intent, confirm: "yes", status: "approved", id: "no-such-thing" },
            maxRedirects: 0,
          });
          const postStatus = post.status();
          const postLocation = post.headers().location ?? "";
          const refusedAsExpected =
            who === ids.visitor || who === deactivated
              ? postStatus === 401 ||
                (postStatus >= 300 && postStatus < 400 && /[?&]login=1/.test(postLocation))
              : postStatus === 403;
          if (!refusedAsExpected)
            problems.push(`${who.name} POST ${url} (intent ${intent}) → ${postStatus} ${postLocation}`);
          const judged = judge(
            {
              status: postStatus,
              contentType: post.headers()["content-type"] ?? "",
              location: postLocation,
              body: await post.text(),
            },
            "ar",
            base,
            url,
          );
          if (judged)
            problems.push(`${who.name} POST ${url} → ${postStatus}: ${judged.kind}: ${judged.reason}`);
        }
      }
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});

// A deactivated account is an identity of the admin routes' matrix above (deactivated through /admin/users/:id);
// its refusal by every endpoint is tested in process too, on both databases (app/platform/auth/auth.server.test.ts:
// currentUser and Better Auth's endpoints refuse its sessions).
