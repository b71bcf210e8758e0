import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";

/** One card of a settings screen: a fieldset with its legend, an optional intro, its fields in two columns from
 * md up, and what follows them (a connection test, a webhook address). */
export function SettingsSection({
  legend,
  intro,
  disabled,
  children,
  footer,
}: {
  legend: string;
  intro?: string;
  disabled?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
        {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p> : null}
        <div className="mt-4 grid gap-5 md:grid-cols-2">{children}</div>
        {footer}
      </fieldset>
    </Card>
  );
}
