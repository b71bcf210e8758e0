import { Link } from "react-router";
import { ArrowRight, FileText } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { PageSummary } from "./content-types.ts";

export function PageCards({ pages, readLabel }: { pages: readonly PageSummary[]; readLabel?: string }) {
  const { t } = useTranslation("cms");
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {pages.map((page) => (
        <li key={page.href}>
          <Link to={page.href} className="card-link group p-6 hover:border-brand/40">
            <span
              aria-hidden
              className="flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand-strong"
            >
              <FileText className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-strong">
              {page.title}
            </h3>
            {page.summary ? (
              <p className="mt-2 flex-1 text-slate-600">{page.summary}</p>
            ) : (
              <span className="flex-1" />
            )}
            <span
              aria-hidden
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong"
            >
              {readLabel ?? t("pages.read")}
              <ArrowRight className="size-4 flip-rtl" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
