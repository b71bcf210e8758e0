/**
 * The loaders and actions of the people screens (/admin/users, /admin/users/:id, /admin/subscribers and their
 * CSV exports). The admin layout's middleware already refused everyone but admins; each of these checks again
 * (`requireAdmin`) for the typed user. Unreadable input answers 400, an unknown user 404, a refused change 409 —
 * each with its message in the admin's language, never a 500.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { requireAdmin, statusError } from "../../../platform/auth/guards.server.ts";
import { auditActor } from "../../../platform/domain/audit.server.ts";
import type { ErrorCode } from "../../../platform/http/errors.ts";
import { translator } from "../../../platform/i18n/i18n.ts";
import { csvResponse } from "../../../platform/lists/csv.server.ts";
import { appContext } from "../../../platform/server/context.ts";
import { subscriberList, userList } from "./lists.ts";
import {
  exportSubscribers,
  isSubscriberId,
  listSubscribers,
  MAX_BULK,
  recordSubscriberExport,
  SUBSCRIBER_EXPORT_COLUMNS,
  subscriberExportFileName,
  unsubscribe,
} from "./subscribers.server.ts";
import {
  CONFIRMED_INTENTS,
  type ConfirmedIntent,
  type PeopleActionData,
  USER_INTENTS,
  type UserIntent,
} from "./types.ts";
import {
  exportUsers,
  findUser,
  isUserId,
  listUsers,
  PeopleError,
  recordUserExport,
  sendPasswordReset,
  setActive,
  setRole,
  USER_EXPORT_COLUMNS,
  userExportFileName,
} from "./users.server.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Record<string, string | undefined>;
}

const CODES: Record<400 | 404 | 409, ErrorCode> = {
  400: "API_BAD_REQUEST",
  404: "API_NOT_FOUND",
  409: "BUSINESS_INVALID_STATE",
};

function app(args: Args) {
  return args.context.get(appContext);
}

/** A refused action's answer: its status and message in the admin's language. */
function refusal(args: Args, error: PeopleError) {
  const t = translator(app(args).locale);
  const message =
    error.status === 400 ? t("adminPeople:errors.badRequest") : t(`adminPeople:errors.${error.reason}`);
  return data<PeopleActionData>(
    { ok: false, error: { code: CODES[error.status], message, status: error.status } },
    { status: error.status },
  );
}

const badRequest = () => new PeopleError(400, "notFound");

/** The posted form, or a 400 for a body that is not one. */
async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw badRequest();
  }
}

/** A text field given exactly once. */
function one(form: FormData, name: string): string | null {
  const values = form.getAll(name);
  return values.length === 1 && typeof values[0] === "string" ? values[0] : null;
}

async function answer(args: Args, run: () => Promise<PeopleActionData | Response>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PeopleError) return refusal(args, error);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Users

export async function usersLoader(args: Args) {
  requireAdmin(args);
  const query = userList.parse(new URL(args.request.url).searchParams);
  return { result: await listUsers(app(args).services.db, query) };
}

export async function userLoader(args: Args) {
  const admin = requireAdmin(args);
  const id = args.params?.id;
  const found = id ? await findUser(app(args).services.db, id) : null;
  if (!found) throw statusError(args, 404);
  const params = new URL(args.request.url).searchParams;
  const confirm = (CONFIRMED_INTENTS as readonly string[]).includes(params.get("confirm") ?? "")
    ? (params.get("confirm") as ConfirmedIntent)
    : null;
  const done = (USER_INTENTS as readonly string[]).includes(params.get("done") ?? "")
    ? (params.get("done") as UserIntent)
    : null;
  return { user: found, isSelf: found.id === admin.id, confirm, done };
}

/**
 * One change of a user, from the user page's forms: `intent` (and `confirm=1` for those that need it). Done, the
 * browser goes back to the user's page with the notice of what was done (`?done=…`).
 */
export async function userAction(args: Args) {
  const admin = requireAdmin(args);
  return answer(args, async () => {
    const id = args.params?.id;
    if (!isUserId(id)) throw new PeopleError(404, "notFound");
    const form = await formOf(args.request);
    const intent = one(form, "intent");
    if (!(USER_INTENTS as readonly (string | null)[]).includes(intent)) throw badRequest();
    const confirmed = one(form, "confirm") === "1";
    if ((CONFIRMED_INTENTS as readonly (string | null)[]).includes(intent) && !confirmed) {
      throw redirect(`/admin/users/${encodeURIComponent(id)}?confirm=${intent}`);
    }
    const { services } = app(args);
    const actor = auditActor(admin, args.request);
    switch (intent as UserIntent) {
      case "deactivate":
        await setActive(services.db, actor, id, false);
        break;
      case "reactivate":
        await setActive(services.db, actor, id, true);
        break;
      case "make-admin":
        await setRole(services.db, actor, id, "admin");
        break;
      case "remove-admin":
        await setRole(services.db, actor, id, "customer");
        break;
      case "send-reset":
        await sendPasswordReset(services, actor, id);
        break;
    }
    return redirect(`/admin/users/${encodeURIComponent(id)}?done=${intent}`);
  });
}

/**
 * /admin/users/export: the users matching the list's search and filters as `users-export-{yyyy-MM-dd}.csv`
 * (spec §9), streamed a page at a time; the export is in the audit log with its filters and count.
 */
export async function usersExport(args: Args): Promise<Response> {
  const admin = requireAdmin(args);
  const { services } = app(args);
  const query = userList.parse(new URL(args.request.url).searchParams);
  await recordUserExport(services.db, auditActor(admin, args.request), query);
  return csvResponse({
    fileName: userExportFileName(),
    columns: USER_EXPORT_COLUMNS,
    rows: exportUsers(services.db, query),
    onError: (error) => services.logger.error({ err: error }, "users export failed midway"),
  });
}

// ---------------------------------------------------------------------------------------------------
// Subscribers

export async function subscribersLoader(args: Args) {
  requireAdmin(args);
  const query = subscriberList.parse(new URL(args.request.url).searchParams);
  return { result: await listSubscribers(app(args).services.db, query) };
}

/** Unsubscribes one subscriber (a row's button) or the selected ones (the table's bulk action): `ids`. */
export async function subscribersAction(args: Args) {
  const admin = requireAdmin(args);
  return answer(args, async () => {
    const form = await formOf(args.request);
    if (one(form, "intent") !== "unsubscribe") throw badRequest();
    const ids = [...new Set(form.getAll("ids"))];
    if (ids.length === 0 || ids.length > MAX_BULK || !ids.every(isSubscriberId)) throw badRequest();
    const { services, locale } = app(args);
    const { emails } = await unsubscribe(services.db, auditActor(admin, args.request), ids);
    const t = translator(locale);
    return { ok: true, notice: t("adminPeople:subscribers.done", { count: emails.length }) } as const;
  });
}

export async function subscribersExport(args: Args): Promise<Response> {
  const admin = requireAdmin(args);
  const { services } = app(args);
  const query = subscriberList.parse(new URL(args.request.url).searchParams);
  await recordSubscriberExport(services.db, auditActor(admin, args.request), query);
  return csvResponse({
    fileName: subscriberExportFileName(),
    columns: SUBSCRIBER_EXPORT_COLUMNS,
    rows: exportSubscribers(services.db, query),
    onError: (error) => services.logger.error({ err: error }, "subscribers export failed midway"),
  });
}
