import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import {
  ComboBox,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Button as TriggerButton,
} from "react-aria-components";
import { countryName, countryOptions, findCountry, isCountryCode } from "../../platform/domain/countries.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { cx } from "../ui/cx.ts";
import { ChevronDown } from "../ui/icons.tsx";
import { inputClasses } from "../ui/input-classes.ts";
import { ErrorList } from "./error-list.tsx";

/**
 * A country chosen from the list (type to filter, arrows, Enter, Escape), sent as its ISO 3166-1 alpha-2 code
 * in a hidden input named like the field. A name typed in full (or autofilled) in the page's language or in
 * English chooses that country when the field is left. React-aria: used on screens that only work after hydration (checkout).
 */
export function CountryField({
  meta,
  label,
  className,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  className?: string;
}) {
  const locale = useLocale();
  const initial =
    typeof meta.initialValue === "string" && isCountryCode(meta.initialValue) ? meta.initialValue : null;
  const [code, setCode] = useState<string | null>(initial);
  const [text, setText] = useState(initial ? countryName(initial, locale) : "");
  const invalid = Boolean(meta.errors?.length);
  return (
    <I18nProvider locale={locale}>
      <ComboBox
        defaultItems={countryOptions(locale).map((option) => ({ id: option.code, name: option.name }))}
        selectedKey={code}
        inputValue={text}
        onSelectionChange={(key) => {
          const next = typeof key === "string" && isCountryCode(key) ? key : null;
          setCode(next);
          if (next) setText(countryName(next, locale));
        }}
        onInputChange={setText}
        // Typed text stays while typing (no country is chosen under the typist's fingers); on leaving the field
        // a full name or code is understood, anything else stays for the form to refuse.
        allowsCustomValue
        menuTrigger="input"
        isInvalid={invalid}
        aria-describedby={invalid ? meta.errorId : undefined}
        data-country-field
        className={cx("flex flex-col gap-1.5", className)}
      >
        <Label className="text-sm font-medium text-slate-800">{label}</Label>
        <div className="relative">
          <Input
            id={meta.id}
            autoComplete="country-name"
            onBlur={() => {
              if (code) return;
              const match = findCountry(text, locale);
              if (match) {
                setCode(match);
                setText(countryName(match, locale));
              }
            }}
            aria-required
            className={cx(inputClasses, "pe-11 aria-invalid:border-red-500")}
          />
          <TriggerButton className="absolute inset-y-0 end-0 flex w-10 cursor-pointer items-center justify-center rounded-e-lg text-slate-500 outline-none focus-visible:ring-2 focus-visible:ring-brand">
            <ChevronDown aria-hidden className="size-4" />
          </TriggerButton>
        </div>
        {/* The code is what the form sends (react-aria would send the typed text of a custom value). */}
        <input type="hidden" name={meta.name} value={code ?? ""} />
        <ErrorList id={meta.errorId} errors={meta.errors} />
        <Popover className="w-(--trigger-width) rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <ListBox className="max-h-72 overflow-auto outline-none">
            {(option: { id: string; name: string }) => (
              <ListBoxItem
                id={option.id}
                textValue={option.name}
                className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-900 outline-none focused:bg-slate-100 selected:font-semibold selected:text-brand"
              >
                {option.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}
