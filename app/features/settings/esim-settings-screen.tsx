import { type FieldMetadata, getFormProps } from "@conform-to/react";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AdminActionData } from "../../components/admin/admin-request.server.ts";
import { AdminPageHeader } from "../../components/admin/admin-shell.tsx";
import { CheckboxField, Field, SelectField } from "../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Card } from "../../components/ui/card.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { ConnectionTest } from "./connection-test.tsx";
import {
  ESIM_ENVIRONMENTS,
  ESIM_PROVIDERS,
  type EsimConnectionDetail,
  type EsimProviderChoice,
  type EsimSettingsView,
  MAX_STANDIN_LATENCY_MS,
} from "./esim-settings.ts";
import { esimSettingsSchema } from "./esim-settings-schema.ts";
import { SettingsSection } from "./settings-section.tsx";

export interface EsimSettingsScreenProps {
  settings: EsimSettingsView;
  actionData?: AdminActionData<EsimConnectionDetail>;
}

/** The secret input is always empty. A save starts the form afresh (keyed by the settings' time of saving). */
export function EsimSettingsScreen(props: EsimSettingsScreenProps) {
  const { t } = useTranslation("adminSettings");
  return (
    <>
      <AdminPageHeader title={t("esim.title")} intro={t("esim.intro")} />
      <SettingsForm key={props.settings.updatedAt} {...props} />
    </>
  );
}

const on = (value: boolean) => (value ? "on" : "");

function SettingsForm({ settings, actionData }: EsimSettingsScreenProps) {
  const { t } = useTranslation("adminSettings");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // The chosen provider's card only; the other keeps its saved values.
  const [provider, setProvider] = useState<EsimProviderChoice>(settings.provider);
  const [form, fields] = useSchemaForm(esimSettingsSchema, {
    id: "esim-settings",
    lastResult: actionData?.reply,
    defaultValue: {
      provider: settings.provider,
      autoFulfil: on(settings.autoFulfil),
      environment: settings.environment,
      airaloClientId: settings.airaloClientId,
      standinLatencyMs: String(settings.standinLatencyMs),
      standinFailing: on(settings.standinFailing),
    },
  });
  const saved = !submitting && actionData?.ok && actionData.intent === "save" ? actionData.message : null;
  const connection = submitting || !actionData?.ok ? null : (actionData.detail ?? null);
  const secret = settings.airaloClientSecret;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {saved ? (
        <FormNotice tone="success">{saved}</FormNotice>
      ) : submitting ? null : (
        <FormError form={form} summary />
      )}

      <SettingsSection legend={t("esim.general.legend")} disabled={Boolean(submitting)}>
        <SelectField
          meta={fields.provider as FieldMetadata<unknown>}
          label={t("esim.general.provider")}
          description={t("esim.general.providerHint")}
          options={ESIM_PROVIDERS.map((value) => ({ value, label: t(`esim.providers.${value}`) }))}
          onChange={(event) => setProvider(event.currentTarget.value as EsimProviderChoice)}
        />
        <CheckboxField
          meta={fields.autoFulfil as FieldMetadata<unknown>}
          label={t("esim.general.autoFulfil")}
          description={t("esim.general.autoFulfilHint")}
        />
      </SettingsSection>

      {provider === "airalo" ? (
        <SettingsSection
          legend={t("esim.airalo.legend")}
          intro={t("esim.airalo.intro")}
          disabled={Boolean(submitting)}
        >
          <SelectField
            meta={fields.environment as FieldMetadata<unknown>}
            label={t("esim.airalo.environment")}
            description={t("esim.airalo.environmentHint")}
            options={ESIM_ENVIRONMENTS.map((value) => ({
              value,
              label: t(`esim.environments.${value}`),
            }))}
          />
          <Field
            meta={fields.airaloClientId as FieldMetadata<unknown>}
            label={t("esim.airalo.clientId")}
            description={t("esim.airalo.clientIdHint")}
            {...keyInput}
          />
          <Field
            meta={fields.airaloClientSecret as FieldMetadata<unknown>}
            label={t("esim.airalo.clientSecret")}
            description={
              <>
                <span className="block">{t("esim.airalo.clientSecretHint")}</span>
                {secret.set ? (
                  <>
                    <span className="block">
                      {t("payments.secret.saved")}{" "}
                      <bdi dir="ltr" className="font-mono">
                        {secret.hint}
                      </bdi>
                    </span>
                    <span className="block">{t("payments.secret.keepHint")}</span>
                  </>
                ) : (
                  <span className="block">{t("payments.secret.notSaved")}</span>
                )}
              </>
            }
            type="password"
            {...keyInput}
            // Never the browser's saved password of the admin, never a value put back.
            autoComplete="new-password"
          />
        </SettingsSection>
      ) : (
        <SettingsSection
          legend={t("esim.standin.legend")}
          intro={t("esim.standin.intro")}
          disabled={Boolean(submitting)}
        >
          <Field
            meta={fields.standinLatencyMs as FieldMetadata<unknown>}
            label={t("esim.standin.latency")}
            description={t("esim.standin.latencyHint", { max: MAX_STANDIN_LATENCY_MS })}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STANDIN_LATENCY_MS}
            step={50}
            dir="ltr"
            inputClassName="text-start"
          />
          <CheckboxField
            meta={fields.standinFailing as FieldMetadata<unknown>}
            label={t("esim.standin.failing")}
            description={t("esim.standin.failingHint")}
          />
        </SettingsSection>
      )}

      <Card className="flex flex-col gap-3 p-5 sm:p-6">
        <ConnectionTest
          intent="test"
          disabled={Boolean(submitting)}
          testing={submitting === "test"}
          result={connection?.provider === provider ? connection : null}
          labels={{
            test: t("esim.connection.test"),
            hint: t("esim.connection.hint"),
            success: t("esim.connection.success"),
          }}
        />
      </Card>

      <div>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={Boolean(submitting)}
          className={buttonClasses("primary", "md", "w-full sm:w-auto")}
        >
          {t("esim.save")}
        </button>
      </div>
    </Form>
  );
}

/** Credentials are Latin, one word: left to right in Arabic too, no spelling or autocompletion. */
const keyInput = {
  dir: "ltr",
  spellCheck: false,
  autoCapitalize: "off",
  autoComplete: "off",
  inputClassName: "font-mono text-sm text-start",
} as const;
