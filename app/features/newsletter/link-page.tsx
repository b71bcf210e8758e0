import type { ReactNode } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { cx } from "../../components/ui/cx.ts";
import type { IconComponent } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { type MetaArgsLike, seoMeta } from "../../platform/http/seo.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

/** A translated sentence with the (masked) address in its place, kept left to right inside Arabic text. */
export function WithAddress({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split("\u0000");
  return (
    <>
      {before}
      <bdi dir="ltr" className="font-semibold">
        {email}
      </bdi>
      {after}
    </>
  );
}

/** The card of a page a newsletter link opens: icon, title, explanation, its form, the way home. */
export function LinkCard({
  id,
  state,
  icon: Icon,
  problem,
  title,
  body,
  children,
}: {
  id: string;
  state: string;
  icon: IconComponent;
  problem: boolean;
  title: ReactNode;
  body: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation("newsletter");
  return (
    <section aria-labelledby={id} className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <span
          aria-hidden
          className={cx(
            "flex size-12 items-center justify-center rounded-2xl",
            problem ? "bg-amber-50 text-amber-600" : "bg-brand-soft text-brand-strong",
          )}
        >
          <Icon className="size-6" />
        </span>
        <h1
          id={id}
          className="mt-5 text-2xl font-bold tracking-tight break-words sm:text-3xl"
          data-state={state}
        >
          {title}
        </h1>
        <p className="mt-3 text-slate-600 break-words" role={state === "confirm" ? undefined : "status"}>
          {body}
        </p>
        {children}
        <Link to="/" className="mt-6 inline-block text-sm font-medium">
          {t("backHome")}
        </Link>
      </div>
    </section>
  );
}

/** The page's answer to its own POST is the new state: reloading the loader would ask the question again. */
export function keepActionAnswer({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function linkPageMeta(args: MetaArgsLike, kind: "confirm" | "unsubscribe") {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, {
      title: t(`newsletter:${kind}.title`),
      description: t("newsletter:pageIntro"),
    }),
    { name: "robots", content: "noindex" },
  ];
}
