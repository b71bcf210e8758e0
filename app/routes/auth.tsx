import { data, redirect } from "react-router";
import { isDocumentRequest, parseSubmission } from "../components/forms/submission.server.ts";
import { type AuthOutcome, runAuthIntent, signOut } from "../features/auth/auth.server.ts";
import {
  type AuthActionData,
  type AuthIntent,
  type AuthMessageKey,
  authMessages,
  isAuthNotice,
  withParams,
} from "../features/auth/auth-form.ts";
import { type AuthFormIntent, authSchemas } from "../features/auth/auth-rules.ts";
import { safeRedirectPath } from "../platform/http/safe-redirect.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { keyFromData } from "../platform/i18n/keys.ts";
import { appContext } from "../platform/server/context.ts";
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

const isFormIntent = (value: unknown): value is AuthFormIntent =>
  typeof value === "string" && Object.hasOwn(authSchemas, value);

/** Without JavaScript: back to the page with the outcome in its query, which opens the dialog again. */
function noScriptTarget(intent: AuthIntent | null, outcome: AuthOutcome, form: FormData | null): string {
  const back = safeRedirectPath(form?.get("redirectTo"), "/");
  const next = safeRedirectPath(form?.get("next"), null);
  const notice = form?.get("notice");
  const keep = { notice: isAuthNotice(notice) ? notice : undefined, next: next ?? undefined };
  if (!outcome.ok || !intent) {
    const error = outcome.ok ? authMessages.fallback : outcome.messageKey;
    return withParams(back, { login: "1", mode: intent ? modeOfIntent[intent] : undefined, error, ...keep });
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
  const { services, locale } = context.get(appContext);
  const t = translator(locale);
  const page = isDocumentRequest(request);
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");

  if (intent === "sign-out") {
    const outcome = await signOut(services, request);
    const headers = new Headers(outcome.cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));
    if (page) return redirect("/", { headers });
    return data<AuthActionData>({ intent, result: { status: "success" } }, { headers });
  }
  if (!isFormIntent(intent)) {
    const messageKey: AuthMessageKey = authMessages.fallback;
    if (page)
      return redirect(noScriptTarget(null, { ok: false, status: 400, messageKey, cookies: [] }, form));
    const result = { status: "error" as const, error: { "": [t(messageKey)] } };
    return data<AuthActionData>({ intent: null, result }, { status: 400 });
  }

  const parsed = await parseSubmission(form, authSchemas[intent], {
    t,
    honeypot: intent === "sign-up",
    hideFields: ["password"],
  });
  const outcome: AuthOutcome = parsed.ok
    ? await runAuthIntent(services, intent, parsed.value, request, locale)
    : {
        ok: false,
        status: parsed.status,
        messageKey: keyFromData<"errors" | "auth">(parsed.messageKey),
        cookies: [],
      };
  const headers = new Headers(outcome.cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));

  if (page) return redirect(noScriptTarget(intent, outcome, form), { headers });
  if (!parsed.ok) return data<AuthActionData>({ intent, result: parsed.reply }, { status: parsed.status });
  if (outcome.ok) {
    const body: AuthActionData = { intent, result: parsed.reply() };
    if (outcome.messageKey) body.done = t(outcome.messageKey);
    return data(body, { headers });
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(outcome.fieldErrors ?? {}).map(([field, key]) => [field, t(key)]),
  );
  const result = parsed.reply({ formError: t(outcome.messageKey), fieldErrors });
  return data<AuthActionData>({ intent, result }, { status: outcome.status, headers });
}
