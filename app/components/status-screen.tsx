import { type ReactNode, useId } from "react";
import { cx } from "./ui/cx.ts";
import type { IconComponent } from "./ui/icons.tsx";

const iconTone = { brand: "text-brand", warning: "text-amber-500", muted: "text-slate-500" } as const;
const codeTone = { brand: "text-brand-strong", warning: "text-amber-700", muted: "text-slate-600" } as const;

export interface StatusScreenProps {
  icon: IconComponent;
  tone?: keyof typeof iconTone;
  code?: string;
  title: string;
  body: string;
  /** Between the text and the actions. */
  details?: ReactNode;
  children: ReactNode;
}

export function StatusScreen({
  icon: Icon,
  tone = "brand",
  code,
  title,
  body,
  details,
  children,
}: StatusScreenProps) {
  const titleId = useId();
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center" aria-labelledby={titleId}>
      <Icon aria-hidden className={cx("mx-auto size-12", iconTone[tone])} />
      {code ? <p className={cx("mt-4 text-sm font-semibold", codeTone[tone])}>{code}</p> : null}
      <h1 id={titleId} className={cx(code ? "mt-1" : "mt-4", "text-3xl font-bold tracking-tight")}>
        {title}
      </h1>
      <p className="mt-3 text-slate-600">{body}</p>
      {details}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
