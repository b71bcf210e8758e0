import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { Check, Copy, PlugZap } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, Field, SelectField } from "../../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../../components/forms/form-error.tsx";
import { useSchemaForm } from "../../../components/forms/use-schema-form.ts";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { Card } from "../../../components/ui/card.tsx";
import { cx } from "../../../components/ui/cx.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { AdminPageHeader } from "../admin-shell.tsx";
import { paymentSettingsSchema } from "./schema.ts";
import {
  ENVIRONMENTS,
  type PaymentSettingsActionData,
  type PaymentSettingsView,
  PROVIDERS,
  type SecretField,
  type SecretState,
  type TestIntent,
  type WebhookUrls,
} from "./types.ts";

export interface PaymentSettingsScreenProps {
  settings: PaymentSettingsView;
  webhooks: WebhookUrls;
  actionData?: PaymentSettingsActionData;
}

/**
 * /admin/settings/payments: the general choices, then one card per provider with its keys, its webhook URL
 * and its connection test. Secret inputs are always empty: the saved secret shows only as a masked hint.
 * A save starts the form afresh from the saved settings (keyed by their time of saving).
 */
export function PaymentSettingsScreen(props: PaymentSettingsScreenProps) {
  const { t } = useTranslation("adminSettings");
  return (
    <>
      <AdminPageHeader title={t("payments.title")} intro={t("payments.intro")} />
      <SettingsForm key={props.settings.updatedAt} {...props} />
    </>
  );
}

const on = (value: boolean) => (value ? "on" : "");

function SettingsForm({ settings, webhooks, actionData }: PaymentSettingsScreenProps) {
  const { t } = useTranslation("adminSettings");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useSchemaForm(paymentSettingsSchema, {
    id: "payment-settings",
    lastResult: actionData?.result,
    defaultValue: {
      defaultProvider: settings.defaultProvider,
      allowCustomerChoice: on(settings.allowCustomerChoice),
      environment: settings.environment,
      testMode: on(settings.testMode),
      sandboxEnabled: on(settings.sandboxEnabled),
      stripeEnabled: on(settings.stripeEnabled),
      stripePublishableKey: settings.stripePublishableKey,
      paddleEnabled: on(settings.paddleEnabled),
      paddleVendorId: settings.paddleVendorId,
      paddleClientToken: settings.paddleClientToken,
    },
  });
  const saved = !submitting && actionData?.ok && actionData.intent === "save" ? actionData.notice : null;
  const connection = submitting ? null : actionData?.connection;

  const secret = (field: SecretField, removeField: FieldMetadata<unknown>, label: string, hint: string) => (
    <SecretInput
      meta={fields[field] as FieldMetadata<unknown>}
      removeMeta={removeField}
      state={settings.secrets[field]}
      label={label}
      hint={hint}
    />
  );

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {saved ? (
        <FormNotice tone="success">{saved}</FormNotice>
      ) : submitting ? null : (
        <FormError form={form} summary />
      )}

      <Card className="p-5 sm:p-6">
        <fieldset disabled={Boolean(submitting)} className="min-w-0">
          <legend className="text-lg font-semibold text-slate-900">{t("payments.general.legend")}</legend>
          <div className="mt-4 grid gap-5 md:grid-cols-2">
            <SelectField
              meta={fields.defaultProvider as FieldMetadata<unknown>}
              label={t("payments.general.defaultProvider")}
              description={t("payments.general.defaultProviderHint")}
              options={PROVIDERS.map((value) => ({ value, label: t(`payments.providers.${value}`) }))}
            />
            <SelectField
              meta={fields.environment as FieldMetadata<unknown>}
              label={t("payments.general.environment")}
              description={t("payments.general.environmentHint")}
              options={ENVIRONMENTS.map((value) => ({ value, label: t(`payments.environments.${value}`) }))}
            />
            <CheckboxField
              meta={fields.allowCustomerChoice as FieldMetadata<unknown>}
              label={t("payments.general.allowCustomerChoice")}
              description={t("payments.general.allowCustomerChoiceHint")}
            />
            <CheckboxField
              meta={fields.testMode as FieldMetadata<unknown>}
              label={t("payments.general.testMode")}
              description={t("payments.general.testModeHint")}
            />
            <CheckboxField
              meta={fields.sandboxEnabled as FieldMetadata<unknown>}
              label={t("payments.general.sandboxEnabled")}
              description={t("payments.general.sandboxEnabledHint")}
            />
          </div>
        </fieldset>
      </Card>

      <ProviderCard
        legend={t("payments.stripe.legend")}
        intro={t("payments.stripe.intro")}
        disabled={Boolean(submitting)}
        webhookUrl={webhooks.stripe}
        intent="test-stripe"
        testing={submitting === "test-stripe"}
        connection={connection?.provider === "stripe" ? connection : null}
      >
        <CheckboxField
          meta={fields.stripeEnabled as FieldMetadata<unknown>}
          label={t("payments.stripe.enabled")}
          className="md:col-span-2"
        />
        <Field
          meta={fields.stripePublishableKey as FieldMetadata<unknown>}
          label={t("payments.stripe.publishableKey")}
          description={t("payments.stripe.publishableKeyHint")}
          {...keyInput}
        />
        {secret(
          "stripeSecretKey",
          fields.removeStripeSecretKey as FieldMetadata<unknown>,
          t("payments.stripe.secretKey"),
          t("payments.stripe.secretKeyHint"),
        )}
        {secret(
          "stripeWebhookSecret",
          fields.removeStripeWebhookSecret as FieldMetadata<unknown>,
          t("payments.stripe.webhookSecret"),
          t("payments.stripe.webhookSecretHint"),
        )}
      </ProviderCard>

      <ProviderCard
        legend={t("payments.paddle.legend")}
        intro={t("payments.paddle.intro")}
        disabled={Boolean(submitting)}
        webhookUrl={webhooks.paddle}
        intent="test-paddle"
        testing={submitting === "test-paddle"}
        connection={connection?.provider === "paddle" ? connection : null}
      >
        <CheckboxField
          meta={fields.paddleEnabled as FieldMetadata<unknown>}
          label={t("payments.paddle.enabled")}
          className="md:col-span-2"
        />
        <Field
          meta={fields.paddleVendorId as FieldMetadata<unknown>}
          label={t("payments.paddle.vendorId")}
          description={t("payments.paddle.vendorIdHint")}
          inputMode="numeric"
          {...keyInput}
        />
        <Field
          meta={fields.paddleClientToken as FieldMetadata<unknown>}
          label={t("payments.paddle.clientToken")}
          description={t("payments.paddle.clientTokenHint")}
          {...keyInput}
        />
        {secret(
          "paddleApiKey",
          fields.removePaddleApiKey as FieldMetadata<unknown>,
          t("payments.paddle.apiKey"),
          t("payments.paddle.apiKeyHint"),
        )}
        {secret(
          "paddleWebhookSecret",
          fields.removePaddleWebhookSecret as FieldMetadata<unknown>,
          t("payments.paddle.webhookSecret"),
          t("payments.paddle.webhookSecretHint"),
        )}
      </ProviderCard>

      <div>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={Boolean(submitting)}
          className={buttonClasses("primary", "md", "w-full sm:w-auto")}
        >
          {t("payments.save")}
        </button>
      </div>
    </Form>
  );
}

/** Keys are Latin, one word: left to right in Arabic too, no spelling or autocompletion. */
const keyInput = {
  dir: "ltr",
  spellCheck: false,
  autoCapitalize: "off",
  autoComplete: "off",
  inputClassName: "font-mono text-sm text-start",
} as const;

function ProviderCard({
  legend,
  intro,
  disabled,
  webhookUrl,
  intent,
  testing,
  connection,
  children,
}: {
  legend: string;
  intro: string;
  disabled: boolean;
  webhookUrl: string;
  intent: TestIntent;
  testing: boolean;
  connection: PaymentSettingsActionData["connection"] | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("adminSettings");
  const resultId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>
        <div className="mt-4 grid gap-5 md:grid-cols-2">{children}</div>
        <div className="mt-5">
          <WebhookUrl provider={legend} url={webhookUrl} />
        </div>
        <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5">
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              name="intent"
              value={intent}
              aria-describedby={connection ? resultId : undefined}
              className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
            >
              <PlugZap aria-hidden className={cx("size-4", testing && "animate-pulse")} />
              {t("payments.connection.test")}
            </button>
            <p className="text-sm text-slate-600">{t("payments.connection.hint")}</p>
          </div>
          {connection ? (
            <div id={resultId}>
              {connection.ok ? (
                <FormNotice tone="success">{t("payments.connection.success")}</FormNotice>
              ) : (
                <FormNotice tone="error">
                  <p className="break-words">
                    {t("errors:screens.connectionFailed")}: <bdi dir="ltr">{connection.reason}</bdi>
                  </p>
                </FormNotice>
              )}
            </div>
          ) : null}
        </div>
      </fieldset>
    </Card>
  );
}

/** A secret's input: always empty (write-only), the saved one's masked hint, and a way to remove it. */
function SecretInput({
  meta,
  removeMeta,
  state,
  label,
  hint,
}: {
  meta: FieldMetadata<unknown>;
  removeMeta: FieldMetadata<unknown>;
  state: SecretState;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation("adminSettings");
  const description = (
    <>
      <span className="block">{hint}</span>
      {state.set ? (
        <>
          <span className="block">
            {t("payments.secret.saved")}{" "}
            <bdi dir="ltr" className="font-mono">
              {state.hint}
            </bdi>
          </span>
          <span className="block">{t("payments.secret.keepHint")}</span>
        </>
      ) : (
        <span className="block">{t("payments.secret.notSaved")}</span>
      )}
    </>
  );
  return (
    <div className="flex flex-col gap-2">
      <Field
        meta={meta}
        label={label}
        description={description}
        type="password"
        // Never the browser's saved password of the admin, never a value put back.
        autoComplete="new-password"
        dir="ltr"
        spellCheck={false}
        autoCapitalize="off"
        inputClassName="font-mono text-sm text-start"
      />
      {state.set ? <CheckboxField meta={removeMeta} label={t("payments.secret.remove")} /> : null}
    </div>
  );
}

function WebhookUrl({ provider, url }: { provider: string; url: string }) {
  const { t } = useTranslation("adminSettings");
  const [copied, setCopied] = useState(false);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard permission: the address stays selectable by hand.
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("payments.webhook.label", { provider })}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          dir="ltr"
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-start font-mono text-sm text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
        />
        <button
          type="button"
          onClick={copy}
          aria-label={`${t("payments.webhook.copy")}: ${t("payments.webhook.label", { provider })}`}
          className={buttonClasses("secondary", "md", "shrink-0")}
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          <span aria-live="polite">{copied ? t("payments.webhook.copied") : t("payments.webhook.copy")}</span>
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t("payments.webhook.hint", { provider })}
      </p>
    </div>
  );
}
