import { type FieldMetadata, getFormProps, getInputProps } from "@conform-to/react";
import { type CSSProperties, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AdminActionData } from "../../components/admin/admin-request.server.ts";
import { AdminPageHeader } from "../../components/admin/admin-shell.tsx";
import { ErrorList, Field } from "../../components/forms/field.tsx";
import { FormError, FormNotice } from "../../components/forms/form-error.tsx";
import { ImageField } from "../../components/forms/image-field.tsx";
import { useSchemaForm } from "../../components/forms/use-schema-form.ts";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { cx } from "../../components/ui/cx.ts";
import { Plane, RotateCcw } from "../../components/ui/icons.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { Picture } from "../../components/ui/picture.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  type AppearanceView,
  contrastWithWhite,
  DEFAULT_PRIMARY_COLOR,
  formatRatio,
  HEX_COLOR,
  MIN_CONTRAST,
} from "./appearance.ts";
import { appearanceSchema } from "./appearance-schema.ts";
import { SettingsSection } from "./settings-section.tsx";

export interface AppearanceScreenProps {
  settings: AppearanceView;
  actionData?: AdminActionData;
}

/** A save starts the form afresh (keyed by the settings' time of saving). */
export function AppearanceScreen(props: AppearanceScreenProps) {
  const { t } = useTranslation("adminSettings");
  return (
    <>
      <AdminPageHeader title={t("appearance.title")} intro={t("appearance.intro")} />
      <AppearanceForm key={props.settings.updatedAt} {...props} />
    </>
  );
}

type Meta = FieldMetadata<unknown>;

const english = { dir: "ltr", lang: "en" } as const;
const arabic = { dir: "rtl", lang: "ar" } as const;
/** Addresses, numbers and codes: left to right in Arabic too. */
const latin = { dir: "ltr", spellCheck: false, autoCapitalize: "off", inputClassName: "text-start" } as const;

function AppearanceForm({ settings, actionData }: AppearanceScreenProps) {
  const { t } = useTranslation("adminSettings");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(appearanceSchema, {
    id: "appearance-settings",
    lastResult: actionData?.reply,
    defaultValue: {
      siteNameEn: settings.siteNameEn,
      siteNameAr: settings.siteNameAr,
      primaryColor: settings.primaryColor,
      contactEmail: settings.contactEmail,
      contactPhone: settings.contactPhone,
      contactAddressEn: settings.contactAddressEn,
      contactAddressAr: settings.contactAddressAr,
      contactHoursEn: settings.contactHoursEn,
      contactHoursAr: settings.contactHoursAr,
      messagingNumber: settings.messagingNumber,
    },
  });
  // The preview follows what is typed, before any save.
  const [names, setNames] = useState({ en: settings.siteNameEn, ar: settings.siteNameAr });
  const [color, setColor] = useState(settings.primaryColor);
  const [logoUrl, setLogoUrl] = useState(settings.logoUrl);
  const [initialLogo] = useState(() =>
    settings.logoUrl ? [{ url: settings.logoUrl, alt: { en: "", ar: "" } }] : [],
  );
  const saved = !submitting && actionData?.ok ? actionData.message : null;
  const f = (name: keyof typeof fields) => fields[name] as Meta;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {saved ? (
        <FormNotice tone="success">{saved}</FormNotice>
      ) : submitting ? null : (
        <FormError form={form} summary />
      )}
      <fieldset disabled={submitting} className="min-w-0 space-y-6">
        <SettingsSection legend={t("appearance.identity.legend")} intro={t("appearance.identity.intro")}>
          <Field
            meta={f("siteNameEn")}
            label={t("appearance.identity.siteNameEn")}
            aria-required
            autoComplete="off"
            onChange={(event) => {
              const en = event.currentTarget.value;
              setNames((current) => ({ ...current, en }));
            }}
            {...english}
          />
          <Field
            meta={f("siteNameAr")}
            label={t("appearance.identity.siteNameAr")}
            aria-required
            autoComplete="off"
            onChange={(event) => {
              const ar = event.currentTarget.value;
              setNames((current) => ({ ...current, ar }));
            }}
            {...arabic}
          />
          {/* The logo always sits beside the name, which is the link's text: it is decorative (alt=""), so the
              field's alt text is not asked for (docs/decisions/028, Appearance). */}
          <div className="md:col-span-2">
            <ImageField
              name="logo"
              withAlt={false}
              label={t("appearance.identity.logo")}
              description={t("appearance.identity.logoHint")}
              defaultValue={initialLogo}
              errors={fields.logo.errors}
              onChange={(images) => setLogoUrl(images[0]?.url ?? null)}
            />
          </div>
        </SettingsSection>

        <SettingsSection legend={t("appearance.color.legend")} intro={t("appearance.color.intro")}>
          <ColorInput meta={f("primaryColor")} color={color} onColor={setColor} />
          <div className="md:col-span-2">
            <HeaderPreview names={names} color={color} logoUrl={logoUrl} />
          </div>
        </SettingsSection>

        <SettingsSection legend={t("appearance.contact.legend")} intro={t("appearance.contact.intro")}>
          <Field
            meta={f("contactEmail")}
            label={t("appearance.contact.email")}
            type="email"
            aria-required
            autoComplete="off"
            {...latin}
          />
          <Field
            meta={f("contactPhone")}
            label={t("appearance.contact.phone")}
            description={t("appearance.contact.phoneHint")}
            type="tel"
            aria-required
            autoComplete="off"
            {...latin}
          />
          <Field meta={f("contactAddressEn")} label={t("appearance.contact.addressEn")} {...english} />
          <Field meta={f("contactAddressAr")} label={t("appearance.contact.addressAr")} {...arabic} />
          <Field
            meta={f("contactHoursEn")}
            label={t("appearance.contact.hoursEn")}
            description={t("appearance.contact.hoursHint")}
            {...english}
          />
          <Field
            meta={f("contactHoursAr")}
            label={t("appearance.contact.hoursAr")}
            description={t("appearance.contact.hoursHint")}
            {...arabic}
          />
          <Field
            meta={f("messagingNumber")}
            label={t("appearance.contact.messaging")}
            description={t("appearance.contact.messagingHint")}
            type="tel"
            autoComplete="off"
            {...latin}
          />
        </SettingsSection>
      </fieldset>

      <div>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={submitting}
          className={buttonClasses("primary", "md", "w-full sm:w-auto")}
        >
          {t("appearance.save")}
        </button>
      </div>
    </Form>
  );
}

/** The hex text field is what the form sends (it works without JavaScript); the picker only fills it in. */
function ColorInput({
  meta,
  color,
  onColor,
}: {
  meta: Meta;
  color: string;
  onColor: (value: string) => void;
}) {
  const { t } = useTranslation("adminSettings");
  const valid = HEX_COLOR.test(color);
  const ratio = valid ? contrastWithWhite(color) : null;
  const { defaultValue: _, ...input } = getInputProps(meta, {
    type: "text",
    ariaDescribedBy: `${meta.id}-contrast`,
  });
  return (
    <div className="flex flex-col gap-1.5 md:col-span-2">
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
        {t("appearance.color.label")}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          type="color"
          aria-label={t("appearance.color.picker")}
          value={valid ? color.toLowerCase() : DEFAULT_PRIMARY_COLOR}
          onChange={(event) => onColor(event.currentTarget.value)}
          className="h-11 w-16 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          {...input}
          value={color}
          onChange={(event) => onColor(event.currentTarget.value.trim())}
          dir="ltr"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={7}
          placeholder="#0f766e"
          className={cx(inputClasses, "aria-invalid:border-red-500 font-mono text-start")}
        />
        <button
          type="button"
          onClick={() => onColor(DEFAULT_PRIMARY_COLOR)}
          disabled={color.toLowerCase() === DEFAULT_PRIMARY_COLOR}
          className={buttonClasses("secondary", "md")}
        >
          <RotateCcw aria-hidden className="size-4" />
          {t("appearance.color.restore")}
        </button>
      </div>
      <p id={`${meta.id}-contrast`} aria-live="polite" className="text-xs text-slate-600">
        {ratio === null ? (
          t("appearance.color.hint")
        ) : ratio >= MIN_CONTRAST ? (
          t("appearance.color.readable", { ratio: formatRatio(ratio), minimum: MIN_CONTRAST })
        ) : (
          <span className="font-medium text-amber-800">
            {t("appearance.errors.lowContrast", { ratio: formatRatio(ratio), minimum: MIN_CONTRAST })}
          </span>
        )}
      </p>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The storefront header's look (the logo badge, the name, a link and a button in the colour) in both languages. */
function HeaderPreview({
  names,
  color,
  logoUrl,
}: {
  names: { en: string; ar: string };
  color: string;
  logoUrl: string | null;
}) {
  const { t } = useTranslation("adminSettings");
  // The theme derives its colours at the root: the preview sets them itself.
  const shown = HEX_COLOR.test(color) ? color : DEFAULT_PRIMARY_COLOR;
  const style = {
    "--color-brand": shown,
    "--color-brand-strong": `color-mix(in oklab, ${shown} 80%, black)`,
    "--color-brand-soft": `color-mix(in oklab, ${shown} 12%, white)`,
  } as CSSProperties;
  return (
    <figure className="flex flex-col gap-2" style={style}>
      <figcaption className="text-sm font-medium text-slate-800">{t("appearance.preview.title")}</figcaption>
      <div
        data-testid="header-preview"
        className="space-y-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3"
      >
        {(["en", "ar"] as const).map((lang) => (
          <div
            key={lang}
            data-lang={lang}
            dir={lang === "ar" ? "rtl" : "ltr"}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm"
          >
            <div className="flex min-w-0 items-center gap-2">
              {logoUrl ? (
                <Picture src={logoUrl} alt="" sizes="36px" className="size-9 rounded-lg object-contain" />
              ) : (
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand text-white"
                >
                  <Plane className={cx("size-5", lang === "ar" && "-scale-x-100")} />
                </span>
              )}
              <span lang={lang} className="truncate text-lg font-bold text-slate-900">
                {names[lang] || "—"}
              </span>
            </div>
            <span className="ms-auto text-sm font-medium text-brand">{t("appearance.preview.link")}</span>
            <span className={buttonClasses("primary", "sm", "pointer-events-none")}>
              {t("appearance.preview.button")}
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}
