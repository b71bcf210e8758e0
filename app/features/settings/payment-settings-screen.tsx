import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { type ReactNode, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AdminActionData } from "../../components/admin/admin-request.server.ts";
import { AdminPageHeader } from "../../components/admin/admin-shell.tsx";
import { CheckboxField, Field, SelectField } from "../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Check, Copy } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { ConnectionTest } from "./connection-test.tsx";
import {
  type ConnectionTestDetail,
  ENVIRONMENTS,
  type PaymentSettingsView,
  PROVIDERS,
  type SecretField,
  type SecretState,
  type TestIntent,
  type WebhookUrls,
} from "./payment-settings.ts";
import { type PaymentSettingsInput, paymentSettingsSchema } from "./payment-settings-schema.ts";
import { SettingsSection } from "./settings-section.tsx";

export interface PaymentSettingsScreenProps {
  settings: PaymentSettingsView;
  webhooks: WebhookUrls;
  actionData?: AdminActionData<ConnectionTestDetail>;
}

/** Secret inputs are always empty. A save starts the form afresh (keyed by the settings' time of saving). */
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
    lastResult: actionData?.reply,
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
  const saved = !submitting && actionData?.ok && actionData.intent === "save" ? actionData.message : null;
  const connection = submitting || !actionData?.ok ? null : actionData.detail;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {saved ? (
        <FormNotice tone="success">{saved}</FormNotice>
      ) : submitting ? null : (
        <FormError form={form} summary />
      )}

      <SettingsSection legend={t("payments.general.legend")} disabled={Boolean(submitting)}>
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
      </SettingsSection>

      {PROVIDER_FORMS.map(({ provider, enabled, keys, secrets }) => (
        <ProviderCard
          key={provider}
          legend={t(`payments.${provider}.legend`)}
          intro={t(`payments.${provider}.intro`)}
          disabled={Boolean(submitting)}
          webhookUrl={webhooks[provider]}
          intent={`test-${provider}`}
          testing={submitting === `test-${provider}`}
          connection={connection?.provider === provider ? connection : null}
        >
          <CheckboxField
            meta={fields[enabled] as FieldMetadata<unknown>}
            label={t(`payments.${provider}.enabled`)}
            className="md:col-span-2"
          />
          {keys.map((key) => (
            <Field
              key={key.name}
              meta={fields[key.name] as FieldMetadata<unknown>}
              label={t(key.label)}
              description={t(key.hint)}
              {...("inputMode" in key ? { inputMode: key.inputMode } : {})}
              {...keyInput}
            />
          ))}
          {secrets.map((secret) => (
            <SecretInput
              key={secret.name}
              meta={fields[secret.name] as FieldMetadata<unknown>}
              removeMeta={fields[secret.remove] as FieldMetadata<unknown>}
              state={settings.secrets[secret.name]}
              label={t(secret.label)}
              hint={t(secret.hint)}
            />
          ))}
        </ProviderCard>
      ))}

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

/** Each provider's card: its switch, its public keys and its secrets (each with a box to remove it). */
const PROVIDER_FORMS = [
  {
    provider: "stripe",
    enabled: "stripeEnabled",
    keys: [
      {
        name: "stripePublishableKey",
        label: "payments.stripe.publishableKey",
        hint: "payments.stripe.publishableKeyHint",
      },
    ],
    secrets: [
      {
        name: "stripeSecretKey",
        remove: "removeStripeSecretKey",
        label: "payments.stripe.secretKey",
        hint: "payments.stripe.secretKeyHint",
      },
      {
        name: "stripeWebhookSecret",
        remove: "removeStripeWebhookSecret",
        label: "payments.stripe.webhookSecret",
        hint: "payments.stripe.webhookSecretHint",
      },
    ],
  },
  {
    provider: "paddle",
    enabled: "paddleEnabled",
    keys: [
      {
        name: "paddleVendorId",
        label: "payments.paddle.vendorId",
        hint: "payments.paddle.vendorIdHint",
        inputMode: "numeric",
      },
      {
        name: "paddleClientToken",
        label: "payments.paddle.clientToken",
        hint: "payments.paddle.clientTokenHint",
      },
    ],
    secrets: [
      {
        name: "paddleApiKey",
        remove: "removePaddleApiKey",
        label: "payments.paddle.apiKey",
        hint: "payments.paddle.apiKeyHint",
      },
      {
        name: "paddleWebhookSecret",
        remove: "removePaddleWebhookSecret",
        label: "payments.paddle.webhookSecret",
        hint: "payments.paddle.webhookSecretHint",
      },
    ],
  },
] as const satisfies readonly {
  provider: keyof WebhookUrls;
  enabled: keyof PaymentSettingsInput;
  keys: readonly { name: keyof PaymentSettingsInput; label: string; hint: string; inputMode?: "numeric" }[];
  secrets: readonly { name: SecretField; remove: keyof PaymentSettingsInput; label: string; hint: string }[];
}[];

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
  connection: ConnectionTestDetail | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("adminSettings");
  return (
    <SettingsSection
      legend={legend}
      intro={intro}
      disabled={disabled}
      footer={
        <>
          <div className="mt-5">
            <WebhookUrl provider={legend} url={webhookUrl} />
          </div>
          <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5">
            <ConnectionTest
              intent={intent}
              testing={testing}
              result={connection}
              labels={{
                test: t("payments.connection.test"),
                hint: t("payments.connection.hint"),
                success: t("payments.connection.success"),
              }}
            />
          </div>
        </>
      }
    >
      {children}
    </SettingsSection>
  );
}

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
