import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { DateRange } from "../../platform/lists/list-query.ts";
import { cx } from "../ui/cx.ts";
import { ChevronDown } from "../ui/icons.tsx";
import { inputClasses } from "../ui/input-classes.ts";

const selectClasses =
  "h-10 w-full cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white ps-3 pe-9 text-sm " +
  "text-slate-900 outline-none focus:border-brand focus:ring-2 focus:ring-brand/30";

/** Shown at once when the user changes it, then following the URL (back, clear filters). */
function useFollowing<T>(source: T): [T, (value: T) => void] {
  const [value, setValue] = useState(source);
  useEffect(() => setValue(source), [source]);
  return [value, setValue];
}

/** Named after the filter's parameter; "" ("All") is no filter. */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const [selected, setSelected] = useFollowing(value);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={selected}
          onChange={(event) => setSelected(event.target.value)}
          className={selectClasses}
        >
          <option value="">{t("table.all")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}

export function FilterYesNo({ name, label, value }: { name: string; label: string; value: boolean | null }) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      name={name}
      label={label}
      value={value === null ? "" : value ? "1" : "0"}
      options={[
        { value: "1", label: t("table.yes") },
        { value: "0", label: t("table.no") },
      ]}
    />
  );
}

export function FilterDateRange({ name, label, value }: { name: string; label: string; value: DateRange }) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useFollowing(value.from ?? "");
  const [to, setTo] = useFollowing(value.to ?? "");
  const field = cx(inputClasses, "h-10 text-sm");
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        <label htmlFor={`${id}-from`} className="sr-only">
          {t("table.from")}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          name={`${name}_from`}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          className={field}
        />
        <label htmlFor={`${id}-to`} className="sr-only">
          {t("table.to")}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          name={`${name}_to`}
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          className={field}
        />
      </div>
    </fieldset>
  );
}
