import { getFormProps } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { Field } from "../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { parseSubmission } from "../../components/forms/submission.server.ts";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { updateProfile } from "../../features/profile/account.server.ts";
import { getProfileAccount } from "../../features/profile/profile.server.ts";
import { SectionHeader } from "../../features/profile/profile-shell.tsx";
import { settingsSchema } from "../../features/profile/settings-schema.ts";
import { requireUser, statusError } from "../../platform/auth/guards.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Route } from "./+types/settings";
import { profileMeta } from "./meta.ts";

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const account = await getProfileAccount(services.db, user.id);
  if (!account) throw statusError(args, 404);
  const t = translator(locale);
  return {
    account: {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? "",
      email: account.email,
    },
    meta: { title: t("profile:meta.settings"), description: t("profile:settings.intro") },
  };
}

/** Saved through Better Auth's update-user, so its rules apply too. */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const parsed = await parseSubmission(args.request, settingsSchema, { t });
  if (!parsed.ok) return data({ ok: false as const, result: parsed.reply }, { status: parsed.status });
  const outcome = await updateProfile(services, parsed.value, args.request);
  if (outcome.ok) return { ok: true as const, result: parsed.reply() };
  const fieldErrors = Object.fromEntries(
    Object.entries(outcome.fieldErrors ?? {}).map(([field, key]) => [field, t(key)]),
  );
  return data(
    { ok: false as const, result: parsed.reply({ formError: t(outcome.messageKey), fieldErrors }) },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = profileMeta;

export default function ProfileSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("profile");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const { account } = loaderData;
  const [form, fields] = useSchemaForm(settingsSchema, {
    id: "profile-settings",
    lastResult: actionData?.result,
    defaultValue: { firstName: account.firstName, lastName: account.lastName, phone: account.phone },
  });
  return (
    <div>
      <SectionHeader title={t("settings.heading")} intro={t("settings.intro")} />
      <Card className="max-w-2xl p-5 sm:p-6">
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          {pending ? null : actionData?.ok ? (
            <FormNotice tone="success">{t("settings.saved")}</FormNotice>
          ) : (
            <FormError form={form} summary />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              meta={fields.firstName!}
              label={t("settings.firstName")}
              autoComplete="given-name"
              aria-required
            />
            <Field
              meta={fields.lastName!}
              label={t("settings.lastName")}
              autoComplete="family-name"
              aria-required
            />
          </div>
          <Field
            meta={fields.phone!}
            label={t("settings.phone")}
            description={t("settings.phoneHint")}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            inputClassName="text-start"
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="profile-email" className="text-sm font-medium text-slate-800">
              {t("settings.email")}
            </label>
            <input
              id="profile-email"
              value={account.email}
              readOnly
              dir="ltr"
              aria-describedby="profile-email-hint"
              className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-start text-slate-700"
            />
            <p id="profile-email-hint" className="text-xs text-slate-500">
              {t("settings.emailHint")}
            </p>
          </div>
          <div>
            <Button type="submit" isPending={pending}>
              {t("settings.save")}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
