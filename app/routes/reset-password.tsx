import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Button } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { isResetTokenUsable, resetPassword } from "../features/auth/auth.server.ts";
import { AuthLink } from "../features/auth/auth-dialog.tsx";
import { formValues } from "../features/auth/auth-form.ts";
import { MessageBox } from "../features/auth/auth-panel.tsx";
import { checkForm, resetPasswordSchema } from "../features/auth/auth-rules.ts";
import { PasswordField } from "../features/auth/password-field.tsx";
import { appContext } from "../platform/context.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { seoMeta } from "../platform/seo.ts";
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
  const app = context.get(appContext);
  const outcome = await resetPassword(app.services, formValues(await request.formData()), request);
  if (outcome.ok) return { ok: true as const };
  const t = translator(app.locale);
  const fieldErrors = Object.fromEntries(
    Object.entries(outcome.fieldErrors ?? {}).map(([field, key]) => [field, t(key)]),
  );
  return data(
    {
      ok: false as const,
      message: t(outcome.messageKey),
      fieldErrors,
      linkInvalid: outcome.linkInvalid ?? false,
    },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? [...seoMeta(args, args.loaderData.meta), { name: "robots", content: "noindex" }] : [];

function NewPasswordForm({ token, serverFailure }: { token: string; serverFailure: Failure | null }) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientFailure, setClientFailure] = useState<Failure | null>(null);
  const failure = pending ? null : (clientFailure ?? serverFailure);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const check = checkForm(resetPasswordSchema, formValues(new FormData(event.currentTarget)));
    if (check.ok) {
      setClientFailure(null);
      return;
    }
    event.preventDefault();
    setClientFailure({
      message: t(check.messageKey),
      fieldErrors: Object.fromEntries(
        Object.entries(check.fieldErrors).map(([field, key]) => [field, t(key)]),
      ),
    });
    const first = Object.keys(check.fieldErrors)[0];
    const field = first ? event.currentTarget.elements.namedItem(first) : null;
    if (field instanceof HTMLInputElement) field.focus();
  };

  const fieldProps = (name: string) => ({
    name,
    isInvalid: Boolean(failure?.fieldErrors[name]),
    "aria-describedby": failure?.fieldErrors[name] ? "reset-error" : undefined,
    validationBehavior: "aria" as const,
  });

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      {failure ? (
        <MessageBox tone="error" id="reset-error">
          {failure.message}
        </MessageBox>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <PasswordField
        {...fieldProps("newPassword")}
        label={t("fields.newPassword")}
        description={t("passwordHint")}
        autoComplete="new-password"
        isRequired
        autoFocus
      />
      <PasswordField
        {...fieldProps("confirmPassword")}
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        isRequired
      />
      <Button type="submit" size="lg" className="w-full" isPending={pending}>
        {t("submit.reset")}
      </Button>
    </Form>
  );
}

interface Failure {
  message: string;
  fieldErrors: Record<string, string>;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const succeeded = actionData?.ok === true;
  const linkInvalid =
    !succeeded && (loaderData.token === null || (actionData?.ok === false && actionData.linkInvalid));
  const serverFailure =
    actionData && !actionData.ok
      ? { message: actionData.message, fieldErrors: actionData.fieldErrors }
      : null;

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
            <MessageBox tone="success" className="mt-6">
              {t("reset.success")}
            </MessageBox>
            <AuthLink page="/" size="lg" className="mt-6 w-full">
              {t("reset.logIn")}
            </AuthLink>
          </>
        ) : linkInvalid ? (
          <>
            <MessageBox tone="error" className="mt-6">
              {t("reset.invalid")}
            </MessageBox>
            <AuthLink mode="forgot" page="/" size="lg" className="mt-6 w-full">
              {t("reset.requestNew")}
            </AuthLink>
          </>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{t("reset.intro")}</p>
            <NewPasswordForm token={loaderData.token ?? ""} serverFailure={serverFailure} />
          </>
        )}
      </Card>
    </div>
  );
}
