import { useId, useState } from "react";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { Button } from "../ui/button.tsx";
import { cx } from "../ui/cx.ts";
import { Check, Copy } from "../ui/icons.tsx";
import { toast } from "../ui/toaster.tsx";

/** A code to copy: a read-only field (selectable by hand) and a copy button. */
export function CopyField({ label, value, name }: { label: string; value: string; name: string }) {
  const { t } = useTranslation("esim");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t("install.copied", { label }));
    } catch {
      // No clipboard permission: the field stays selectable by hand.
    }
  };
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5" data-copy-field={name}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
          className={cx(
            "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900",
            "outline-none focus:border-brand focus:ring-2 focus:ring-brand/30",
          )}
        />
        <Button variant="secondary" onPress={copy} aria-label={t("install.copyLabel", { label })}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {t("install.copy")}
        </Button>
      </div>
    </div>
  );
}
