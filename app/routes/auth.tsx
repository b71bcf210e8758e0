import { data, redirect } from "react-router";
import { type AuthOutcome, runAuthIntent } from "../features/auth/auth.server.ts";
import {
  type AuthActionData,
  type AuthIntent,
  type AuthMessageKey,
  formValues,
  isAuthIntent,
  isAuthNotice,
  withParams,
} from "../features/auth/auth-form.ts";
import { appContext } from "../platform/context.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { safeRedirectPath } from "../platform/safe-redirect.ts";
import type { Route } from "./+types/auth";

/** /auth has no page of its own: a visit opens the dialog on the home page. */
export function loader() {
  return redirect("/?login=1");
}

const modeOfIntent: Record<AuthIntent, string | undefined> = {
  "sign-in": undefined,
  "sign-up": "sign-up",
  "forgot-password": "forgot",
  "sign-out": undefined,
};

/**
 * Without JavaScript the form posts here as a document request: answer with a redirect back to the
 * page (`redirectTo`, a same-site path) carrying the outcome in its query, which opens the dialog
 * again (auth-dialog.tsx). Successful sign-in goes to `next` (or back); sign-out goes home.
 */
function noScriptTarget(intent: AuthIntent, outcome: AuthOutcome, form: FormData): string {
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  const next = safeRedirectPath(form.get("next"), null);
  const notice = form.get("notice");
  const keep = { notice: isAuthNotice(notice) ? notice : undefined, next: next ?? undefined };
  if (!outcome.ok) {
    return withParams(back, { login: "1", mode: modeOfIntent[intent], error: outcome.messageKey, ...keep });
  }
  switch (intent) {
    case "sign-in":
      return next ?? back;
    case "sign-up":
      return withParams(back, { auth: "check-email", ...keep });
    case "forgot-password":
      return withParams(back, { auth: "reset-sent", ...keep });
    case "sign-out":
      return "/";
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const wantsData = form.get("js") === "1";
  const t = translator(app.locale);

  if (!isAuthIntent(intent)) {
    const messageKey: AuthMessageKey = "errors:messages.fallback";
    if (!wantsData)
      return redirect(
        withParams(safeRedirectPath(form.get("redirectTo"), "/"), { login: "1", error: messageKey }),
      );
    return data<AuthActionData>({ ok: false, intent: null, message: t(messageKey) }, { status: 400 });
  }

  const outcome = await runAuthIntent(app.services, intent, formValues(form), request, app.locale);
  const headers = new Headers();
  for (const cookie of outcome.cookies) headers.append("Set-Cookie", cookie);

  if (!wantsData) return redirect(noScriptTarget(intent, outcome, form), { headers });

  if (outcome.ok) {
    const body: AuthActionData = { ok: true, intent };
    if (outcome.messageKey) body.message = t(outcome.messageKey);
    return data(body, { headers });
  }
  const body: AuthActionData = { ok: false, intent, message: t(outcome.messageKey) };
  if (outcome.fieldErrors) {
    body.fieldErrors = Object.fromEntries(
      Object.entries(outcome.fieldErrors).map(([field, key]) => [field, t(key)]),
    );
  }
  return data(body, { status: outcome.status, headers });
}
