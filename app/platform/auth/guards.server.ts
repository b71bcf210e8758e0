// Loaders and actions go through these guards instead of checking roles or building login redirects by hand.
import { STATUS_CODES } from "node:http";
import { data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { type ErrorCode, type ErrorMessageKey, statusOf, userMessageForStatus } from "../http/errors.ts";
import { translator } from "../i18n/i18n.ts";
import { appContext, userContext } from "../server/context.ts";
import { setRoutePattern } from "../server/request-context.server.ts";
import { LOGIN_NOTICES, type LoginNotice, loginUrl } from "./login-url.ts";
import { currentUser, type SignedInUser } from "./session.server.ts";

type Context = Readonly<RouterContextProvider>;

interface GuardArgs {
  request: Request;
  context: Context;
}

export const loadUser: MiddlewareFunction<Response> = async ({ request, context, pattern }) => {
  // The root's middleware runs for every page and data request: the one place that sees each pattern.
  setRoutePattern(pattern);
  context.set(userContext, await currentUser(request, context.get(appContext)));
};

/** Throws if the root's middleware did not run (a programming error). */
export function signedInUser({ context }: Pick<GuardArgs, "context">): SignedInUser | null {
  return context.get(userContext);
}

function refusal({ context }: Pick<GuardArgs, "context">, code: ErrorCode, key: ErrorMessageKey) {
  const t = translator(context.get(appContext).locale);
  const status = statusOf(code);
  // Without a status text React Router gives the thrown answer "Internal Server Error", whatever its status.
  const init = { status, statusText: STATUS_CODES[status] };
  return data({ ok: false as const, error: { code, message: t(key), status } }, init);
}

/** Carries a translated message, so a single-fetch answer has words too. */
export function statusError({ context }: Pick<GuardArgs, "context">, status: 400 | 404) {
  const code: ErrorCode = status === 404 ? "API_NOT_FOUND" : "API_BAD_REQUEST";
  return refusal({ context }, code, userMessageForStatus(status));
}

function pageAddress(url: URL): { pathname: string; search: string } {
  let pathname = url.pathname;
  if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  if (pathname === "/_" || pathname === "") pathname = "/";
  const params = new URLSearchParams(url.search);
  params.delete("_routes");
  params.delete("index");
  const search = params.toString();
  return { pathname, search: search ? `?${search}` : "" };
}

export interface RequireUserOptions {
  /** What the sign-in dialog says (spec §6): "Authentication Required" unless told otherwise. */
  notice?: LoginNotice;
  /** spec: an authentication failure sends the browser to / ("home"). */
  loginPage?: "home" | "same";
}

/** A visitor's page request is redirected to the sign-in dialog; any other request gets 401. */
export function requireUser(args: GuardArgs, options: RequireUserOptions = {}): SignedInUser {
  const user = signedInUser(args);
  if (user) return user;
  const { notice = "required", loginPage = "home" } = options;
  const url = new URL(args.request.url);
  // A page, loaded as a document or by the browser's router (a single fetch, "….data"), goes to the
  // dialog: after signing out on /profile the revalidation lands there too.
  if (args.request.method === "GET") {
    const { pathname, search } = pageAddress(url);
    throw redirect(loginUrl(loginPage === "home" ? "/" : pathname, { notice, next: `${pathname}${search}` }));
  }
  // Spec §8: a 401 reads "Authentication failed. Please login again." unless the page said why it asks.
  throw refusal(
    args,
    "AUTH_UNAUTHORIZED",
    options.notice ? LOGIN_NOTICES[notice] : "errors:messages.authFailed",
  );
}

export function requireAdmin(args: GuardArgs): SignedInUser {
  const user = requireUser(args);
  if (user.role !== "admin") throw refusal(args, "AUTH_FORBIDDEN", "errors:codes.AUTH_FORBIDDEN");
  return user;
}

export const adminOnly: MiddlewareFunction<Response> = async (args) => {
  requireAdmin(args);
};
