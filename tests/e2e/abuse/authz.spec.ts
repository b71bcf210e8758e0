/**
 * The authorization matrix (issue 10): identities × every route of app/routes.ts with a loader or an action.
 *
 * Customer A gets real data through the site (an unpaid sandbox order through /api/checkout, a package
 * booking through the booking form, a visa application draft with a private document and a marked address), then every route is requested — and every action
 * tried — with A's ids in its parameters and query, as the visitor, customer B, A and the admin. The
 * visitor's and B's answers must show nothing of A (e-mail, names, order and booking numbers, the file's
 * content, and A's ids unless the request itself carried them), nothing may answer 5xx, 4xx answers must be
 * translated, and afterwards A's order, booking, name, role and password are as they were. Routes under
 * /admin are checked by authz-admin.spec.ts.
 */
import { randomBytes } from "node:crypto";
import {
  type AData,
  type Cast,
  castWithA,
  disposeCast,
  leaksOfA,
  orderStatusOf,
} from "../../helpers/abuse-cast.ts";
import { groupedReport, type Judged, judge, send } from "../../helpers/abuse-http.ts";
import { type Identity, sessionUser, visitor } from "../../helpers/abuse-identities.ts";
import type { FuzzCase } from "../../helpers/fuzz-cases.ts";
import { discoverSamples } from "../../helpers/route-samples.ts";
import { fillPath, isAdminRoute, isApiRoute, type RouteInfo, routeTable } from "../../helpers/route-table.ts";
import { STRONG_PASSWORD } from "../support.ts";
import { expect, test } from "../test.ts";

// The tests share one set-up (identities and A's data); a failing test must not skip the ones after it,
// so the file is not serial: after a failure the worker restarts and beforeAll makes a fresh set-up.
let base: string;
let origin: string;
let ids: Cast["ids"];
let aData: AData;
let cast: Cast;
const leaks = (answer: string, sent: string) => leaksOfA(cast, answer, sent);

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  cast = await castWithA(baseURL!);
  ({ base, origin, ids, aData } = cast);
});

test.afterAll(() => disposeCast(cast));

/** A's ids put where a route reads them: path parameters, and query fields named like the thing they hold. */
function targetsFor(route: RouteInfo, samples: Map<string, Record<string, string>[]>): string[] {
  const values: Record<string, string> = {};
  for (const param of route.params) {
    if (param === "*")
      values["*"] = route.path === "*" ? "no-such-page" : aData.fileKey.split("/").slice(0).join("/");
    else if (param === "bucket") values[param] = "applications";
    else if (/order|^id$/i.test(param)) values[param] = aData.orderId;
    else if (/booking/i.test(param)) values[param] = aData.bookingId;
    else if (/user/i.test(param)) values[param] = ids.a.userId!;
    else if (param === "slug" && route.path.startsWith("packages/")) values[param] = aData.packageSlug;
    else values[param] = samples.get(route.path)?.[0]?.[param] ?? "no-such-thing";
  }
  if (route.path.startsWith("files/")) values["*"] = aData.fileKey;
  const pathname = fillPath(route, values);
  const query = new URLSearchParams();
  for (const field of route.fieldNames) {
    if (field === "submitted" || field === "id") query.set(field, aData.trackingId);
    else if (/document/i.test(field)) query.set(field, aData.documentId);
    else if (/order/i.test(field)) query.set(field, aData.orderId);
    else if (/booking/i.test(field)) query.set(field, aData.bookingId);
    else if (/^user/i.test(field)) query.set(field, ids.a.userId!);
  }
  const withQuery = query.size > 0 ? `${pathname}?${query}` : pathname;
  return withQuery === pathname ? [pathname] : [pathname, withQuery];
}

/** Values of a `decision` or `intent` field that change something (approve, decline, cancel…), from the module. */
const ACTING =
  /^(approve|decline|cancel|pay|refund|delete|remove|remove-document|discard|confirm|reject|supply)$/;

/**
 * Forms aimed at A's things: ids where the route reads ids, and one form per acting value of its
 * `decision` / `intent` field (approve and decline A's order on the sandbox page, …).
 */
function formsAgainstA(route: RouteInfo): { body: string; input: string }[] {
  const base = new URLSearchParams();
  for (const field of route.fieldNames) {
    if (/document/i.test(field)) base.set(field, aData.documentId);
    else if (field === "submitted") base.set(field, aData.trackingId);
    else if (/order/i.test(field)) base.set(field, aData.orderId);
    else if (/booking/i.test(field)) base.set(field, aData.bookingId);
    else if (/activationId/i.test(field)) base.set(field, aData.orderId);
    else if (/^user/i.test(field)) base.set(field, ids.a.userId!);
    else if (/email/i.test(field)) base.set(field, "someone-else@example.com");
    else base.set(field, "x");
  }
  const choices = route.fieldNames.filter((f) => f === "decision" || f === "intent");
  const acting = route.tokens.filter((t) => ACTING.test(t));
  if (choices.length === 0 || acting.length === 0)
    return [{ body: base.toString(), input: "form against A's things" }];
  return choices.flatMap((field) =>
    acting.map((value) => {
      const form = new URLSearchParams(base);
      form.set(field, value);
      return { body: form.toString(), input: `form against A's things, ${field}=${value}` };
    }),
  );
}

const orderStatusAsA = () => orderStatusOf(ids.a, aData.orderId);

test("A and the admin see A's things (the matrix below looks at real data)", async () => {
  const seen = async (who: Identity, url: string) => {
    const response = await who.request.get(url, { headers: { accept: "text/html" }, maxRedirects: 0 });
    return { status: response.status(), body: await response.text() };
  };
  const order = await seen(ids.a, `/orders/${aData.orderId}`);
  expect(order.status).toBe(200);
  expect(order.body).toContain(aData.orderNumber);
  expect((await seen(ids.admin, `/orders/${aData.orderId}`)).body).toContain(aData.orderNumber);
  expect((await seen(ids.a, `/checkout/sandbox/${aData.orderId}`)).status).toBe(200);
  expect((await seen(ids.a, `/packages/${aData.packageSlug}?booking=${aData.bookingId}`)).body).toContain(
    aData.bookingNumber,
  );
  expect((await seen(ids.a, "/profile")).body).toContain(ids.a.email!);
  const file = await seen(ids.a, `/files/applications/${aData.fileKey}`);
  expect(file.status, "A reads A's private file").toBe(200);
  expect(file.body).toContain(aData.fileMarker);
  expect((await seen(ids.admin, `/files/applications/${aData.fileKey}`)).body).toContain(aData.fileMarker);
  const draft = await seen(ids.a, "/visa-application-form");
  expect(draft.body, "A's draft resumes with A's address").toContain(aData.addressMarker);
  expect(draft.body).toContain("bank-statement.pdf");
});

test("every route × identity: the visitor and B see nothing of A's, nothing fails", async () => {
  test.setTimeout(120_000);
  const routes = routeTable().filter((r) => (r.hasLoader || r.hasAction) && !isAdminRoute(r));
  const samples = await discoverSamples(ids.visitor.request, routeTable());
  const failures: Judged[] = [];
  let tried = 0;
  let id = 0;
  for (const route of routes) {
    for (const url of targetsFor(route, samples)) {
      const requests: { method: string; path: string; body?: string; contentType?: string; input: string }[] =
        [];
      if (route.hasLoader) {
        requests.push({ method: "GET", path: url, input: "GET with A's ids" });
        if (route.hasComponent && !route.params.includes("*")) {
          const [p, q] = url.split("?");
          requests.push({
            method: "GET",
            path: `${p === "/" ? "/_" : p}.data${q ? `?${q}` : ""}`,
            input: "single-fetch GET with A's ids",
          });
        }
      }
      if (route.hasAction && !url.includes("?")) {
        for (const { body, input } of formsAgainstA(route))
          requests.push({
            method: "POST",
            path: url,
            body,
            contentType: "application/x-www-form-urlencoded",
            input,
          });
        if (isApiRoute(route)) {
          const json = (input: string, body: unknown) =>
            requests.push({
              method: "POST",
              path: url,
              contentType: "application/json",
              input,
              body: JSON.stringify(body),
            });
          json("A's idempotency key with A's cart", {
            intent: "pay",
            lines: [{ id: aData.planId, productType: "esim", quantity: 1 }],
            provider: "sandbox",
            idempotencyKey: aData.idempotencyKey,
          });
          json("A's booking as a line of the cart", {
            intent: "pay",
            lines: [{ id: aData.bookingId, productType: "package_booking", quantity: 1 }],
            provider: "sandbox",
            idempotencyKey: `abuse-${randomBytes(12).toString("hex")}`,
          });
          json("pricing A's booking", {
            intent: "price",
            lines: [{ id: aData.bookingId, productType: "package_booking", quantity: 1 }],
          });
        }
      }
      for (const who of [ids.visitor, ids.b, ids.a, ids.admin]) {
        const lang = who === ids.b ? "ar" : "en";
        // A's actions are tried by the others only (A and the admin may legitimately change A's things).
        const mine = who === ids.a || who === ids.admin;
        for (const r of requests.filter((r) => r.method === "GET" || !mine)) {
          const c: FuzzCase = {
            id: id++,
            target: `/${route.path}`,
            method: r.method,
            path: r.path,
            headers: {
              "accept-language": lang,
              accept: r.path.includes(".data") || isApiRoute(route) ? "application/json" : "text/html",
              ...(r.method === "POST" ? { origin } : {}),
              ...(r.contentType ? { "content-type": r.contentType } : {}),
            },
            body: r.body,
            lang,
            signedIn: who !== ids.visitor,
            input: `${who.name}: ${r.input}`,
          };
          tried++;
          const outcome = await send(who.request, c);
          const failure = judge(outcome, lang, base, r.path.split("?")[0]);
          if (failure) failures.push({ c, outcome, failure });
          if (who === ids.visitor || who === ids.b) {
            const shown = leaks(`${outcome.body}\n${outcome.location ?? ""}`, `${r.path}\n${r.body ?? ""}`);
            if (shown.length > 0)
              failures.push({
                c,
                outcome,
                failure: { kind: "leak", reason: `${who.name} was shown ${shown.join("; ")}` },
              });
          }
        }
      }
    }
  }

  // Better Auth's admin endpoints, and the account of someone else, as B and the visitor.
  const betterAuth: { path: string; body: unknown }[] = [
    { path: "/api/auth/admin/list-users", body: undefined },
    { path: "/api/auth/admin/set-role", body: { userId: ids.b.userId, role: "admin" } },
    { path: "/api/auth/admin/impersonate-user", body: { userId: ids.a.userId } },
    { path: "/api/auth/admin/ban-user", body: { userId: ids.a.userId } },
    {
      path: "/api/auth/admin/set-user-password",
      body: { userId: ids.a.userId, newPassword: "Hacked!pass1" },
    },
    {
      path: "/api/auth/update-user",
      body: { userId: ids.a.userId, name: "Hacked", firstName: "Hacked", role: "admin" },
    },
  ];
  for (const who of [ids.visitor, ids.b]) {
    for (const call of betterAuth) {
      const lang = who === ids.b ? "ar" : "en";
      const c: FuzzCase = {
        id: id++,
        target: call.path,
        method: call.body === undefined ? "GET" : "POST",
        path: call.path,
        headers: {
          "accept-language": lang,
          accept: "application/json",
          ...(call.body === undefined ? {} : { origin, "content-type": "application/json" }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        lang,
        signedIn: who !== ids.visitor,
        input: `${who.name}: ${call.path}`,
      };
      tried++;
      const outcome = await send(who.request, c);
      const failure = judge(outcome, lang, base, call.path);
      if (failure) failures.push({ c, outcome, failure });
      const shown = leaks(outcome.body, `${call.path}\n${c.body ?? ""}`);
      if (shown.length > 0)
        failures.push({
          c,
          outcome,
          failure: { kind: "leak", reason: `${who.name} was shown ${shown.join("; ")}` },
        });
    }
  }

  // Nothing of A's changed, and nobody was promoted.
  const changed: string[] = [];
  const status = await orderStatusAsA();
  if (status !== aData.orderStatus) changed.push(`A's order went from "${aData.orderStatus}" to "${status}"`);
  const bookingPage = await (
    await ids.a.request.get(`/packages/${aData.packageSlug}?booking=${aData.bookingId}`, {
      headers: { accept: "text/html" },
    })
  ).text();
  if (!bookingPage.includes(aData.bookingNumber)) changed.push("A's booking is no longer shown to A");
  const draftPage = await (
    await ids.a.request.get("/visa-application-form", { headers: { accept: "text/html" } })
  ).text();
  if (!draftPage.includes(aData.addressMarker)) changed.push("A's draft lost A's address");
  if (!draftPage.includes("bank-statement.pdf")) changed.push("A's draft lost A's document");
  const file = await ids.a.request.get(`/files/applications/${aData.fileKey}`);
  if (!(await file.text()).includes(aData.fileMarker)) changed.push("A's document can no longer be read");
  const aUser = (await (await ids.a.request.get("/api/auth/get-session")).json()) as {
    user?: Record<string, unknown>;
  } | null;
  if (
    aUser?.user?.name !== `${ids.a.firstName} ${ids.a.lastName}` &&
    aUser?.user?.firstName !== ids.a.firstName
  )
    changed.push(`A's name changed to ${JSON.stringify(aUser?.user?.name)}`);
  if (aUser?.user?.role !== "customer") changed.push(`A's role is ${JSON.stringify(aUser?.user?.role)}`);
  if (aUser?.user?.banned) changed.push("A was banned");
  const bUser = await sessionUser(ids.b.request);
  if (bUser?.role !== "customer") changed.push(`B's role is ${JSON.stringify(bUser?.role)}`);
  const fresh = await visitor(base);
  const signIn = await fresh.request.post("/api/auth/sign-in/email", {
    headers: { origin },
    data: { email: ids.a.email, password: STRONG_PASSWORD },
  });
  if (signIn.status() !== 200) changed.push(`A can no longer sign in with A's password (${signIn.status()})`);
  await fresh.request.dispose();

  const report = groupedReport(failures);
  const leaksFound = failures.filter((f) => f.failure.kind === "leak").length;
  const totals =
    `AUTHZ TOTALS: ${tried} requests (${routes.length} routes with a loader or action × visitor, B, A, admin; ` +
    `Better Auth admin endpoints as visitor and B); leaks: ${leaksFound}; other failures: ${failures.length - leaksFound}; ` +
    `changes to A's things: ${changed.length}`;
  console.log(`${totals}\n${changed.map((c) => `  CHANGED: ${c}`).join("\n")}${report}`);
  expect({ failures: failures.length, changed }, `${totals}\n${changed.join("\n")}${report}`).toEqual({
    failures: 0,
    changed: [],
  });
});
