// The inputs of the page editor: every text a customer reads has its English and Arabic value side by side.
import { useId } from "react";
import { textareaClasses } from "../../../components/admin/admin-ui.tsx";
import { inputClasses } from "../../../components/ui/input-classes.ts";
import type { Localized } from "../../../platform/i18n/localized.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";

export type Patch<T> = (next: T) => void;

export function localizedOf(value: unknown): Localized {
  const v = (typeof value === "object" && value !== null ? value : {}) as Partial<Localized>;
  return { en: typeof v.en === "string" ? v.en : "", ar: typeof v.ar === "string" ? v.ar : "" };
}

export function LocalizedField({
  label,
  value,
  onChange,
  multiline = false,
  error,
  required = false,
}: {
  label: string;
  value: unknown;
  onChange: Patch<Localized>;
  multiline?: boolean;
  error?: string | undefined;
  required?: boolean;
}) {
  const { t } = useTranslation("adminCms");
  const id = useId();
  const text = localizedOf(value);
  const missing = text.en.trim() !== "" && text.ar.trim() === "";
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {(["en", "ar"] as const).map((lang) => {
          const props = {
            id: `${id}-${lang}`,
            dir: lang === "ar" ? "rtl" : "ltr",
            lang,
            value: text[lang],
            "aria-label": `${label} (${t(`editor.language.${lang}`)})`,
            "aria-invalid": lang === "en" && error ? true : undefined,
            onChange: (event: { target: { value: string } }) =>
              onChange({ ...text, [lang]: event.target.value }),
          } as const;
          return (
            <div key={lang} className="min-w-0">
              <span className="mb-0.5 block text-xs font-medium text-slate-500">
                {t(`editor.language.${lang}`)}
              </span>
              {multiline ? (
                <textarea rows={3} className={textareaClasses} {...props} />
              ) : (
                <input type="text" className={`${inputClasses} text-sm`} {...props} />
              )}
            </div>
          );
        })}
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
      {missing ? <p className="mt-1 text-xs text-amber-700">{t("editor.arabicMissing")}</p> : null}
    </fieldset>
  );
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  name,
  dir = "ltr",
  hint,
}: {
  label: string;
  value: string;
  onChange: Patch<string>;
  error?: string | undefined;
  name?: string;
  dir?: "ltr" | "rtl";
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        dir={dir}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} text-sm`}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
