import { useId } from "react";
import { FormNotice } from "../../components/forms/form-error.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { cx } from "../../components/ui/cx.ts";
import { PlugZap } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

/** A provider's connection test (payment or eSIM): the button, a submit of its intent, and the provider's answer
 * in its own words when it failed. */
export function ConnectionTest({
  intent,
  disabled,
  testing,
  result,
  labels,
}: {
  intent: string;
  disabled?: boolean;
  testing: boolean;
  result: { ok: boolean; reason: string | null } | null;
  labels: { test: string; hint: string; success: string };
}) {
  const { t } = useTranslation("adminSettings");
  const resultId = useId();
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value={intent}
          disabled={disabled}
          aria-describedby={result ? resultId : undefined}
          className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
        >
          <PlugZap aria-hidden className={cx("size-4", testing && "animate-pulse")} />
          {labels.test}
        </button>
        <p className="text-sm text-slate-600">{labels.hint}</p>
      </div>
      {result ? (
        <div id={resultId}>
          {result.ok ? (
            <FormNotice tone="success">{labels.success}</FormNotice>
          ) : (
            <FormNotice tone="error">
              <p className="break-words">
                {t("errors:screens.connectionFailed")}: <bdi dir="ltr">{result.reason}</bdi>
              </p>
            </FormNotice>
          )}
        </div>
      ) : null}
    </>
  );
}
