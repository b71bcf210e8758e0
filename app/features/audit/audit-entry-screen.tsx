import { Link, useLocation } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-shell.tsx";
import { DateTime } from "../../components/admin/admin-ui.tsx";
import { adminLinkClasses } from "../../components/admin/list-parts.tsx";
import { ArrowLeft } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { auditActionLabel } from "./audit-labels.ts";
import { type AuditEntryDetail, auditDiff, readableValue } from "./audit-list.ts";
import { AuditSubject } from "./audit-screen.tsx";

export function AuditEntryScreen({ entry }: { entry: AuditEntryDetail }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const state = location.state as { back?: unknown } | null;
  const back =
    typeof state?.back === "string" && state.back.startsWith("/admin/audit") ? state.back : "/admin/audit";
  const lines = auditDiff(entry.before, entry.after);
  const changed = lines.filter((line) => line.changed);
  const unchanged = lines.filter((line) => !line.changed);

  const facts: { label: string; value: React.ReactNode }[] = [
    { label: t("audit.columns.time"), value: <DateTime iso={entry.at} /> },
    { label: t("audit.columns.actor"), value: <bdi>{entry.actorEmail}</bdi> },
    {
      label: t("audit.columns.action"),
      value: <span title={entry.action}>{auditActionLabel(entry.action, t)}</span>,
    },
    {
      label: t("audit.columns.subject"),
      value: <AuditSubject row={entry} />,
    },
    {
      label: t("audit.columns.address"),
      value: entry.ipAddress ? <bdi dir="ltr">{entry.ipAddress}</bdi> : "—",
    },
    { label: t("audit.userAgent"), value: entry.userAgent ? <bdi dir="ltr">{entry.userAgent}</bdi> : "—" },
  ];

  return (
    <div className="space-y-6">
      <Link to={back} className={`${adminLinkClasses} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t("audit.back")}
      </Link>
      <AdminPageHeader title={t("audit.entryTitle", { action: auditActionLabel(entry.action, t) })} />
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <section className="space-y-3" aria-labelledby="audit-changes">
        <h2 id="audit-changes" className="text-lg font-semibold text-slate-900">
          {t("audit.changes")}
        </h2>
        {lines.length === 0 ? (
          <p className="text-slate-600">{t("audit.noValues")}</p>
        ) : (
          <DiffTable lines={changed.length > 0 ? changed : lines} caption={t("audit.changes")} />
        )}
        {changed.length > 0 && unchanged.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer rounded font-medium text-brand-strong outline-none focus-visible:ring-2 focus-visible:ring-brand">
              {t("audit.unchanged", { count: unchanged.length })}
            </summary>
            <div className="mt-3">
              <DiffTable lines={unchanged} caption={t("audit.unchangedCaption")} />
            </div>
          </details>
        ) : null}
      </section>
    </div>
  );
}

function DiffTable({ lines, caption }: { lines: ReturnType<typeof auditDiff>; caption: string }) {
  const { t } = useTranslation("admin");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll a table wider than the screen
    <div tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm" data-testid="audit-diff">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2 text-start">
              {t("audit.key")}
            </th>
            <th scope="col" className="px-4 py-2 text-start">
              {t("audit.before")}
            </th>
            <th scope="col" className="px-4 py-2 text-start">
              <span className="sr-only">→</span>
            </th>
            <th scope="col" className="px-4 py-2 text-start">
              {t("audit.after")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row" className="px-4 py-2 text-start font-mono text-xs font-normal text-slate-700">
                <bdi dir="ltr">{line.key}</bdi>
              </th>
              <td
                className={
                  line.changed ? "px-4 py-2 text-red-800 line-through decoration-red-300" : "px-4 py-2"
                }
              >
                <bdi className="break-all">{readableValue(line.before)}</bdi>
              </td>
              <td aria-hidden className="px-1 py-2 text-slate-400">
                <span className="inline-block rtl:rotate-180">→</span>
              </td>
              <td className={line.changed ? "px-4 py-2 font-medium text-emerald-800" : "px-4 py-2"}>
                <bdi className="break-all">{readableValue(line.after)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
