import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { AuthLink } from "../components/auth-dialog-link.tsx";
import { FormError, FormNotice } from "../components/forms/form-error.tsx";
import { parseSubmission } from "../components/forms/submission.server.ts";
import { useSchemaForm } from "../components/forms/use-schema-form.ts";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { KeyRound } from "../components/ui/icons.tsx";
import { isResetTokenUsable, resetPassword } from "../features/auth/auth.server.ts";
import { resetPasswordSchema } from "../features/auth/auth-rules.ts";
import { PasswordField } from "../features/auth/password-field.tsx";
import { seoMeta } from "../platform/http/seo.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/reset-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token");
  const usable = await isResetTokenUsable(app.services, token, request);
  const t = translator(app.locale);
  return {
    token: usable ? token : null,
    meta: { title: t("auth:reset.metaTitle"), description: t("auth:reset.metaDescription") },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, locale } = context.get(appContext);
  const t = translator(locale);
  const parsed = await parseSubmission(request, resetPasswordSchema, {
    t,
    hideFields: ["newPassword", "confirmPassword"],
  });
  if (!parsed.ok) {
    const linkInvalid = Boolean(parsed.reply.error?.token);
    return data({ ok: false as const, result: parsed.reply, linkInvalid }, { status: parsed.status });
  }
  const outcome = await resetPassword(services, parsed.value, request);
  if (outcome.ok) return { ok: true as const };
  const fieldErrors = Object.fromEntries(
    Object.entries(outcome.fieldErrors ?? {}).map(([field, key]) => [field, t(key)]),
  );
  return data(
    {
      ok: false as const,
      result: parsed.reply({ formError: t(outcome.messageKey), fieldErrors }),
      linkInvalid: outcome.linkInvalid ?? false,
    },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...seoMeta(args, args.loaderData.meta), { name: "robots", content: "noindex" }] : [];

function NewPasswordForm({ token, lastResult }: { token: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useSchemaForm(resetPasswordSchema, { id: "reset-password", lastResult });

  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
      {pending ? null : <FormError form={form} summary />}
      <input type="hidden" name="token" value={token} />
      <PasswordField
        meta={fields.newPassword!}
        label={t("fields.newPassword")}
        description={t("passwordHint")}
        autoComplete="new-password"
        aria-required
        autoFocus
      />
      <PasswordField
        meta={fields.confirmPassword!}
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        aria-required
      />
      <Button type="submit" size="lg" className="w-full" isPending={pending}>
        {t("submit.reset")}
      </Button>
    </Form>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const succeeded = actionData?.ok === true;
  const linkInvalid =
    !succeeded && (loaderData.token === null || (actionData?.ok === false && actionData.linkInvalid));

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand"
        >
          <KeyRound className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">
          {linkInvalid ? t("reset.invalidHeading") : t("reset.heading")}
        </h1>
        {succeeded ? (
          <>
            <FormNotice tone="success" className="mt-6">
              {t("reset.success")}
            </FormNotice>
            <AuthLink page="/" size="lg" className="mt-6 w-full">
              {t("reset.logIn")}
            </AuthLink>
          </>
        ) : linkInvalid ? (
          <>
            <FormNotice tone="error" className="mt-6">
              {t("reset.invalid")}
            </FormNotice>
            <AuthLink mode="forgot" page="/" size="lg" className="mt-6 w-full">
              {t("reset.requestNew")}
            </AuthLink>
          </>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{t("reset.intro")}</p>
            <NewPasswordForm
              token={loaderData.token ?? ""}
              lastResult={actionData && !actionData.ok ? actionData.result : undefined}
            />
          </>
        )}
      </Card>
    </div>
  );
}
