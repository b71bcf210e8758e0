import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { AdminPageHeader } from "../../../components/admin/admin-shell.tsx";
import { ActionResult } from "../../../components/admin/admin-ui.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { Card } from "../../../components/ui/card.tsx";
import { ArrowLeft } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { ActiveBadge, RoleBadge } from "./user-badges.tsx";
import type { ConfirmedIntent, UserDetail, UserIntent } from "./users.ts";

export interface UserScreenProps {
  user: UserDetail;
  isSelf: boolean;
  confirm: ConfirmedIntent | null;
  done: UserIntent | null;
  actionData?: AdminActionData;
}

const backLink =
  "inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-strong outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand";

/** Confirmations are a page of their own (?confirm=…), so no JavaScript is needed; changes return ?done=…. */
export function UserScreen({ user, isSelf, confirm, done, actionData }: UserScreenProps) {
  const { t } = useTranslation("adminPeople");
  const base = `/admin/users/${encodeURIComponent(user.id)}`;
  const name = user.name || user.email;
  const result: AdminActionData | undefined =
    actionData ??
    (done ? { ok: true, intent: done, message: t(`user.done.${done}`, { email: user.email }) } : undefined);
  const language = t(`user.languages.${user.locale}`);

  return (
    <>
      <Link to="/admin/users" className={backLink}>
        <ArrowLeft aria-hidden className="size-4 flip-rtl" />
        {t("user.back")}
      </Link>
      <div className="mt-3">
        <AdminPageHeader title={name} intro={isSelf ? t("user.selfHint") : undefined} />
      </div>
      <ActionResult result={result} className="mb-4" />

      {confirm && !isSelf ? <Confirmation intent={confirm} user={user} cancelHref={base} /> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">{t("user.details")}</h2>
          <dl className="mt-4 divide-y divide-slate-100 text-sm">
            <Field label={t("user.fields.email")}>
              <bdi>{user.email}</bdi>
            </Field>
            <Field label={t("user.fields.phone")}>
              {user.phone ? <bdi dir="ltr">{user.phone}</bdi> : "—"}
            </Field>
            <Field label={t("user.fields.role")}>
              <RoleBadge role={user.role} />
            </Field>
            <Field label={t("user.fields.status")}>
              <ActiveBadge active={user.isActive} />
            </Field>
            <Field label={t("user.fields.language")}>{language}</Field>
            <Field label={t("user.fields.verified")}>
              {user.emailVerified ? t("common:table.yes") : t("common:table.no")}
            </Field>
            <Field label={t("user.fields.joined")}>
              <span className="tabular-nums">{user.joined}</span>
            </Field>
            <Field label={t("user.fields.lastSignIn")}>
              {user.lastSignIn ? <span className="tabular-nums">{user.lastSignIn}</span> : t("users.never")}
            </Field>
            <Field label={t("user.fields.sessions")}>
              <span className="tabular-nums">{user.openSessions}</span>
            </Field>
            <Field label={t("user.fields.id")}>
              <code className="break-all text-xs text-slate-600">{user.id}</code>
            </Field>
          </dl>
        </Card>

        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">{t("user.actionsTitle")}</h2>
          <ul className="mt-4 space-y-5">
            {user.isActive ? (
              <>
                <Action hint={t("user.sendResetHint", { language })}>
                  <IntentButton intent="send-reset" label={t("user.sendReset")} />
                </Action>
                {isSelf ? null : (
                  <Action hint={t("user.deactivateHint")}>
                    <Link
                      to={`${base}?confirm=deactivate`}
                      className={buttonClasses("danger", "md", "w-full sm:w-auto")}
                    >
                      {t("user.deactivate")}
                    </Link>
                  </Action>
                )}
              </>
            ) : (
              <Action hint={t("user.reactivateHint")}>
                <IntentButton intent="reactivate" label={t("user.reactivate")} variant="primary" />
              </Action>
            )}
            {isSelf ? null : user.role === "admin" ? (
              <Action hint={t("user.removeAdminHint")}>
                <Link
                  to={`${base}?confirm=remove-admin`}
                  className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
                >
                  {t("user.removeAdmin")}
                </Link>
              </Action>
            ) : (
              <Action hint={t("user.makeAdminHint")}>
                <Link
                  to={`${base}?confirm=make-admin`}
                  className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
                >
                  {t("user.makeAdmin")}
                </Link>
              </Action>
            )}
          </ul>
        </Card>
      </div>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

function Action({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <li className="space-y-1.5">
      {children}
      <p className="text-sm text-slate-600">{hint}</p>
    </li>
  );
}

function IntentButton({
  intent,
  label,
  variant = "secondary",
}: {
  intent: UserIntent;
  label: string;
  variant?: "primary" | "secondary";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={buttonClasses(variant, "md", "w-full sm:w-auto")}
      >
        {label}
      </button>
    </Form>
  );
}

function Confirmation({
  intent,
  user,
  cancelHref,
}: {
  intent: ConfirmedIntent;
  user: UserDetail;
  cancelHref: string;
}) {
  const { t } = useTranslation("adminPeople");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const name = user.name || user.email;
  const titleId = `confirm-${intent}`;
  return (
    <section aria-labelledby={titleId} className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {t(`user.confirm.${intent}.title`, { name })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t(`user.confirm.${intent}.body`, { email: user.email })}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="confirm" value="1" />
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={busy}
          className={buttonClasses(intent === "make-admin" ? "primary" : "danger")}
        >
          {t(`user.confirm.${intent}.submit`)}
        </button>
        <Link to={cancelHref} className={buttonClasses("ghost")}>
          {t("user.confirm.cancel")}
        </Link>
      </Form>
    </section>
  );
}
