import { getFormProps } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { parseSubmission } from "../../components/forms/submission.server.ts";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { PasswordField } from "../../features/auth/password-field.tsx";
import { changePassword } from "../../features/profile/account.server.ts";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { changePasswordSchema } from "../../features/profile/settings-schema.ts";
import { requireUser } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/password";
import { profileMeta } from "./meta.ts";

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const t = translator(args.context.get(appContext).locale);
  return { meta: { title: t("profile:meta.password"), description: t("profile:password.intro") } };
}

/** Spec §5/§8. Every other session ends; this browser gets the new session's cookie. */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const parsed = await parseSubmission(args.request, changePasswordSchema, {
    t,
    hideFields: PASSWORD_FIELDS,
  });
  if (!parsed.ok) return data({ ok: false as const, result: parsed.reply }, { status: parsed.status });
  const outcome = await changePassword(services, parsed.value, args.request);
  if (outcome.ok) {
    const headers = new Headers();
    for (const cookie of outcome.cookies) headers.append("set-cookie", cookie);
    return data({ ok: true as const, result: parsed.reply({ resetForm: true }) }, { headers });
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(outcome.fieldErrors ?? {}).map(([field, key]) => [field, t(key)]),
  );
  return data(
    { ok: false as const, result: parsed.reply({ formError: t(outcome.messageKey), fieldErrors }) },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfilePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const { t: authT } = useTranslation("auth");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useSchemaForm(changePasswordSchema, {
    id: "profile-password",
    lastResult: actionData?.result,
  });
  return (
    <div>
      <SectionHeader title={t("password.heading")} intro={t("password.intro")} />
      <Card className="max-w-xl p-5 sm:p-6">
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          {pending ? null : actionData?.ok ? (
            <FormNotice tone="success">{t("password.changed")}</FormNotice>
          ) : (
            <FormError form={form} summary />
          )}
          <PasswordField
            meta={fields.currentPassword!}
            label={t("password.current")}
            autoComplete="current-password"
            aria-required
          />
          <PasswordField
            meta={fields.newPassword!}
            label={t("password.new")}
            description={authT("passwordHint")}
            autoComplete="new-password"
            aria-required
          />
          <PasswordField
            meta={fields.confirmPassword!}
            label={t("password.confirm")}
            autoComplete="new-password"
            aria-required
          />
          <div>
            <Button type="submit" isPending={pending}>
              {t("password.submit")}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
