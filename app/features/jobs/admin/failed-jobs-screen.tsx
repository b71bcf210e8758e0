import { createColumnHelper } from "@tanstack/react-table";
import { Form } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { AdminListScreen, DateTime, useSubmitting } from "../../../components/admin/admin-ui.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { RotateCcw } from "../../../components/ui/icons.tsx";
import { keyFromData } from "../../../platform/i18n/keys.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type { Paged } from "../../../platform/lists/list-query.ts";
import { type FailedJobRow, failedJobList, JOB_QUEUES } from "./failed-jobs.ts";

const column = createColumnHelper<FailedJobRow>();

export function FailedJobsScreen({
  result,
  actionData,
}: {
  result: Paged<FailedJobRow>;
  actionData?: AdminActionData | undefined;
}) {
  const { t } = useTranslation("admin");
  const submitting = useSubmitting();
  const queueLabel = (queue: string) =>
    (JOB_QUEUES as readonly string[]).includes(queue)
      ? t(keyFromData<"admin">(`admin:jobs.queues.${queue}`))
      : queue;
  const columns = [
    column.accessor("failed", {
      header: () => t("jobs.columns.failed"),
      sortDescFirst: true,
      cell: (info) => <DateTime iso={info.getValue()} />,
    }),
    column.accessor("queue", {
      header: () => t("jobs.columns.queue"),
      cell: (info) => queueLabel(info.getValue()),
    }),
    column.accessor("about", {
      header: () => t("jobs.columns.about"),
      meta: { wrap: true },
      cell: (info) => (
        <>
          <bdi className="block">{info.getValue() ?? "—"}</bdi>
          <bdi dir="ltr" className="mt-1 line-clamp-3 font-mono text-xs text-red-700">
            {info.row.original.error || "—"}
          </bdi>
        </>
      ),
    }),
    column.accessor("attempts", {
      header: () => t("jobs.columns.attempts"),
      meta: { numeric: true },
    }),
    column.display({
      id: "actions",
      // A positioned wrapper: the hidden text stays inside the scrolling table (else it widens the page).
      header: () => (
        <span className="relative">
          <span className="sr-only">{t("jobs.columns.actions")}</span>
        </span>
      ),
      cell: (info) => (
        <Form method="post">
          <input type="hidden" name="id" value={info.row.original.id} />
          <input type="hidden" name="queue" value={info.row.original.queue} />
          <button
            type="submit"
            name="intent"
            value="retry"
            disabled={submitting}
            aria-label={t("jobs.retryOne", {
              queue: queueLabel(info.row.original.queue),
              about: info.row.original.about ?? info.row.original.id,
            })}
            className={buttonClasses("secondary", "sm")}
          >
            <RotateCcw aria-hidden className="size-4" />
            {t("jobs.retry")}
          </button>
        </Form>
      ),
    }),
  ];
  return (
    <AdminListScreen
      title={t("jobs.title")}
      intro={t("jobs.intro")}
      actionData={actionData}
      list={failedJobList}
      result={result}
      columns={columns}
      caption={t("jobs.caption")}
      searchLabel={t("jobs.search")}
      empty={<p>{t("jobs.empty")}</p>}
    />
  );
}
