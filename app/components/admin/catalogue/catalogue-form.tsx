// The fields of a catalogue editor, drawn from its descriptor: every customer-facing text in English and
// Arabic side by side, the Arabic input right-to-left.
import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "../../forms/field.tsx";
import { ImageField } from "../../forms/image-field.tsx";
import type { ImageValue } from "../../forms/image-field-schema.ts";
import { buttonClasses } from "../../ui/button-classes.ts";
import { cx } from "../../ui/cx.ts";
import { Plus, Trash2 } from "../../ui/icons.tsx";
import { inputClasses } from "../../ui/input-classes.ts";
import type { CatalogueField, ReferenceOption } from "./fields.ts";

// biome-ignore lint/suspicious/noExplicitAny: the fields are known only from the descriptor.
type AnyMeta = FieldMetadata<any, any, any>;

/** Labels come from descriptors (data), so they are looked up as keys of "adminCatalogue" at run time. */
export function useLabel() {
  const { t } = useTranslation("adminCatalogue");
  return (key: string, options?: Record<string, unknown>): string =>
    t(keyFromData<"adminCatalogue">(`adminCatalogue:${key}`), options as never) as string;
}
type Fields = Record<string, AnyMeta>;
type Pair = { en: AnyMeta; ar: AnyMeta };
/** Conform's nested metadata, which its loose typing of descriptor-driven fields does not expose. */
const fieldsetOf = (meta: AnyMeta) => (meta as unknown as { getFieldset(): Pair }).getFieldset();
const listOf = (meta: AnyMeta) => (meta as unknown as { getFieldList(): AnyMeta[] }).getFieldList();

export function CatalogueFields({
  fields,
  metas,
  form,
  options,
  defaults,
  disabled,
  editing,
}: {
  editing: boolean;
  fields: readonly CatalogueField[];
  metas: Fields;
  // biome-ignore lint/suspicious/noExplicitAny: see AnyMeta.
  form: FormMetadata<any, string[]>;
  options: Record<string, ReferenceOption[]>;
  defaults: Record<string, unknown>;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {fields
        .filter((field) => !(editing && field.createOnly))
        .map((field) => (
          <div
            key={field.name}
            className={cx(
              field.wide ||
                field.kind === "localized" ||
                field.kind === "localizedList" ||
                field.kind === "images"
                ? "md:col-span-2"
                : undefined,
            )}
          >
            <CatalogueFieldInput
              field={field}
              meta={metas[field.name]!}
              form={form}
              options={options[field.name] ?? []}
              defaultValue={defaults[field.name]}
              disabled={disabled}
            />
          </div>
        ))}
    </div>
  );
}

function CatalogueFieldInput({
  field,
  meta,
  form,
  options,
  defaultValue,
  disabled,
}: {
  field: CatalogueField;
  meta: AnyMeta;
  // biome-ignore lint/suspicious/noExplicitAny: see AnyMeta.
  form: FormMetadata<any, string[]>;
  options: ReferenceOption[];
  defaultValue: unknown;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const text = useLabel();
  const label = text(field.label);
  const hint = field.hint ? text(field.hint) : undefined;
  switch (field.kind) {
    case "localized":
      return (
        <LocalizedInput
          meta={meta}
          label={label}
          hint={hint}
          multiline={field.multiline ?? false}
          required={field.required ?? false}
        />
      );
    case "localizedList":
      return <LocalizedList meta={meta} form={form} label={label} hint={hint} />;
    case "text":
      return (
        <Field
          meta={meta}
          label={label}
          description={hint}
          aria-required={field.required || undefined}
          {...(field.ltr ? { dir: "ltr" } : {})}
        />
      );
    case "integer":
      return (
        <Field
          meta={meta}
          label={label}
          description={hint}
          inputMode="numeric"
          dir="ltr"
          aria-required={field.required || undefined}
        />
      );
    case "decimal":
      return <Field meta={meta} label={label} description={hint} inputMode="decimal" dir="ltr" />;
    case "codeList":
      return <Field meta={meta} label={label} description={hint} dir="ltr" />;
    case "money":
      return (
        <Field
          meta={meta}
          label={label}
          description={hint ?? t("fields.priceHint")}
          inputMode="decimal"
          dir="ltr"
          aria-required
        />
      );
    case "choice":
      return (
        <SelectField
          meta={meta}
          label={label}
          description={hint}
          options={field.options.map((value) => ({ value, label: text(field.optionLabel(value)) }))}
        />
      );
    case "reference":
      return (
        <SelectField
          meta={meta}
          label={label}
          description={hint}
          placeholder={t("fields.choose")}
          options={options}
        />
      );
    case "flag":
      return <CheckboxField meta={meta} label={label} description={hint} />;
    case "images":
      return (
        <div className="space-y-1.5">
          <ImageField
            name={meta.name}
            label={label}
            multiple={field.max > 1}
            max={field.max}
            defaultValue={(defaultValue as ImageValue[] | undefined) ?? []}
            uploadUrl="/admin/images"
            {...(disabled ? { disabled } : {})}
          />
          <ErrorList id={meta.errorId} errors={meta.errors} />
        </div>
      );
  }
}

function LocalizedInput({
  meta,
  label,
  hint,
  multiline,
  required,
}: {
  meta: AnyMeta;
  label: string;
  hint: string | undefined;
  multiline: boolean;
  required: boolean;
}) {
  const { t } = useTranslation("adminCatalogue");
  const { en, ar } = fieldsetOf(meta);
  const Control = multiline ? TextareaField : Field;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{label}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <Control
          meta={en}
          label={t("languages.en")}
          lang="en"
          dir="ltr"
          aria-required={required || undefined}
          {...(multiline ? { rows: 5 } : {})}
        />
        <Control
          meta={ar}
          label={t("languages.ar")}
          lang="ar"
          dir="rtl"
          {...(multiline ? { rows: 5 } : {})}
        />
      </div>
      {hint ? <p className="mt-1.5 text-xs text-slate-500">{hint}</p> : null}
    </fieldset>
  );
}

/** Conform's list intents: rows are added and removed on the server's terms too (works before hydration). */
function LocalizedList({
  meta,
  form,
  label,
  hint,
}: {
  meta: AnyMeta;
  // biome-ignore lint/suspicious/noExplicitAny: see AnyMeta.
  form: FormMetadata<any, string[]>;
  label: string;
  hint: string | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const items = listOf(meta);
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{label}</legend>
      {hint ? <p className="mb-2 text-xs text-slate-500">{hint}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const { en, ar } = fieldsetOf(item);
          return (
            <li key={item.key} className="grid items-start gap-2 md:grid-cols-[1fr_1fr_auto]">
              <input
                {...getInputProps(en, { type: "text" })}
                key={en.key}
                lang="en"
                dir="ltr"
                aria-label={t("fields.itemIn", { n: index + 1, language: t("languages.en") })}
                className={inputClasses}
              />
              <input
                {...getInputProps(ar, { type: "text" })}
                key={ar.key}
                lang="ar"
                dir="rtl"
                aria-label={t("fields.itemIn", { n: index + 1, language: t("languages.ar") })}
                className={inputClasses}
              />
              <button
                {...form.remove.getButtonProps({ name: meta.name, index })}
                className={buttonClasses("ghost", "md", "text-red-700")}
                aria-label={t("fields.removeItem", { n: index + 1 })}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        {...form.insert.getButtonProps({ name: meta.name, defaultValue: { en: "", ar: "" } as never })}
        className={buttonClasses("secondary", "sm", "mt-3")}
      >
        <Plus aria-hidden className="size-4" />
        {t("fields.addItem")}
      </button>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
