import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { cx } from "../ui/cx.ts";
import { CircleAlert, CircleCheck, Info } from "../ui/icons.tsx";
import { summaryOf } from "./submission.ts";

const tones = {
  error: { box: "border-red-200 bg-red-50 text-red-800", Icon: CircleAlert, role: "alert" },
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", Icon: CircleCheck, role: "status" },
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", Icon: Info, role: undefined },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", Icon: CircleAlert, role: undefined },
} as const;

/** Errors are announced (alert), successes politely (status). */
export function FormNotice({
  tone,
  id,
  children,
  className,
}: {
  tone: keyof typeof tones;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon, role } = tones[tone];
  return (
    <div
      id={id}
      role={role}
      className={cx("flex items-start gap-2.5 rounded-lg border p-3 text-sm", box, className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

export interface FormErrorProps {
  form: Pick<FormMetadata, "errors" | "allErrors" | "errorId">;
  /** Spec §8: without a form message, show the first field's. */
  summary?: boolean;
  fallback?: string;
  className?: string;
  children?: ReactNode;
}

export function FormError({ form, summary, fallback, className, children }: FormErrorProps) {
  const { t } = useTranslation();
  const message = form.errors?.[0] ?? (summary ? summaryOf(form.allErrors, t) : undefined) ?? fallback;
  if (!message) return null;
  return (
    <FormNotice tone="error" id={form.errorId} className={className}>
      <p>{message}</p>
      {children}
    </FormNotice>
  );
}
