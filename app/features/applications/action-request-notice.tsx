// What staff asked the applicant for, as the tracking page, the profile and the form show it.
import { cx } from "../../components/ui/cx.ts";
import { ArrowRight, TriangleAlert } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import type { DocumentKind } from "../../platform/db/schema/index.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ActionRequestView } from "./action-request.server.ts";
import type { ApplicationKind } from "./kinds.ts";
import { KINDS } from "./kinds.ts";
import { fieldLabel, type T } from "./steps/step-parts.tsx";

export function actionItemLabel(t: T, kind: ApplicationKind, item: string): string {
  return KINDS[kind].documents.some((slot) => slot.kind === item)
    ? t(`documents.${item as DocumentKind}`)
    : fieldLabel(t, kind, item);
}

/** `href`: the form to correct it on (absent on the form itself). */
export function ActionRequestNotice({
  kind,
  request,
  href,
  className,
  headingLevel: Heading = "h3",
}: {
  kind: ApplicationKind;
  request: ActionRequestView;
  href?: string;
  className?: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation("applications");
  return (
    <div
      role="note"
      data-action-request
      className={cx("rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950", className)}
    >
      <div className="flex items-start gap-3">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1">
          <Heading className="font-semibold">{t("actionRequest.heading")}</Heading>
          {request.note ? (
            <p dir="auto" className="mt-1 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
              {request.note}
            </p>
          ) : null}
          {request.items.length ? (
            <>
              <p className="mt-3 text-sm font-medium">{t("actionRequest.items")}</p>
              <ul className="mt-1 list-disc ps-5 text-sm">
                {request.items.map((item) => (
                  <li key={item}>{actionItemLabel(t, kind, item)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {href ? (
            <Link to={href} variant="primary" size="sm" className="mt-4 h-auto min-h-9 py-1.5">
              {t("actionRequest.open")}
              <ArrowRight aria-hidden className="size-4 flip-rtl" />
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
