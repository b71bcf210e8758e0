// Beside the editor: publishing (asking first when Arabic is missing), preview, export, duplicate, delete and
// the revisions with their restore buttons.

import { Form, Link, useLocation } from "react-router";
import { DateTime, DeleteStep, Panel, useSubmitting } from "../../../components/admin/admin-ui.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { Download, Eye } from "../../../components/ui/icons.tsx";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { withParams } from "../../../platform/lists/list-query.ts";
import type { EditorSubject } from "./pages.server.ts";

function PublishPanel({ subject }: { subject: EditorSubject }) {
  const { t } = useTranslation("adminCms");
  const location = useLocation();
  const submitting = useSubmitting();
  const confirming = new URLSearchParams(location.search).get("confirm") === "publish";
  const published = subject.status === "published";
  return (
    <Panel title={t("publish.heading")} id="publishing">
      <p className="mb-3 text-sm text-slate-700">
        {published ? t("publish.isPublished") : t("publish.isDraft")}{" "}
        {published ? (
          <a href={subject.href} className="font-medium text-brand-strong underline">
            {t("publish.view")}
          </a>
        ) : null}
      </p>
      {published ? (
        <Form method="post">
          <input type="hidden" name="intent" value="unpublish" />
          <button type="submit" disabled={submitting} className={buttonClasses("secondary")}>
            {t("publish.unpublish")}
          </button>
        </Form>
      ) : subject.arabicMissing && !confirming ? (
        <Link
          to={`${location.pathname}${withParams(location.search, { confirm: "publish" })}`}
          preventScrollReset
          className={buttonClasses("primary")}
        >
          {t("publish.publish")}
        </Link>
      ) : subject.arabicMissing ? (
        <section
          aria-labelledby="publish-confirm"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3"
        >
          <h3 id="publish-confirm" className="font-semibold text-amber-900">
            {t("publish.confirmHeading")}
          </h3>
          <p className="mt-1 text-sm text-amber-900">{t("publish.confirmText")}</p>
          <Form method="post" className="mt-3 flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="confirmArabic" value="yes" />
            <button type="submit" disabled={submitting} className={buttonClasses("primary")}>
              {t("publish.confirm")}
            </button>
            <Link
              to={`${location.pathname}${withParams(location.search, { confirm: null })}`}
              preventScrollReset
              className={buttonClasses("ghost")}
            >
              {t("publish.cancel")}
            </Link>
          </Form>
        </section>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="publish" />
          <button type="submit" disabled={submitting} className={buttonClasses("primary")}>
            {t("publish.publish")}
          </button>
        </Form>
      )}
    </Panel>
  );
}

function RevisionsPanel({ subject }: { subject: Extract<EditorSubject, { kind: "page" }> }) {
  const { t } = useTranslation("adminCms");
  const submitting = useSubmitting();
  return (
    <Panel title={t("revisions.heading")} id="revisions">
      {subject.revisions.length === 0 ? (
        <p className="text-sm text-slate-600">{t("revisions.none")}</p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={t("revisions.heading")}>
          {subject.revisions.map((revision) => (
            <li key={revision.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  <DateTime iso={revision.createdAt} />
                </span>
                <span className="block truncate text-slate-600">
                  {t("revisions.summary", { title: revision.title, blocks: revision.blocks })}
                  {revision.by ? (
                    <>
                      {" · "}
                      <bdi>{revision.by}</bdi>
                    </>
                  ) : null}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="revision" value={revision.id} />
                <button type="submit" disabled={submitting} className={buttonClasses("secondary", "sm")}>
                  {t("revisions.restore")}
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function EditorAside({ subject }: { subject: EditorSubject }) {
  const { t } = useTranslation("adminCms");
  const submitting = useSubmitting();
  const base = `/admin/pages/${subject.id}`;
  return (
    <div className="space-y-6">
      <PublishPanel subject={subject} />
      <Panel title={t("tools.heading")} id="tools">
        <div className="flex flex-wrap gap-2">
          <a href={`${base}/preview?lng=en`} className={buttonClasses("secondary", "sm")}>
            <Eye aria-hidden className="size-4" />
            {t("tools.previewEn")}
          </a>
          <a href={`${base}/preview?lng=ar`} className={buttonClasses("secondary", "sm")}>
            <Eye aria-hidden className="size-4" />
            {t("tools.previewAr")}
          </a>
          <a href={`${base}/export`} download className={buttonClasses("secondary", "sm")}>
            <Download aria-hidden className="size-4" />
            {t("tools.export")}
          </a>
          <Form method="post">
            <input type="hidden" name="intent" value="duplicate" />
            <button type="submit" disabled={submitting} className={buttonClasses("secondary", "sm")}>
              {t("tools.duplicate")}
            </button>
          </Form>
        </div>
        <div className="mt-4">
          <DeleteStep
            heading={t("delete.heading")}
            text={t("delete.text", { title: subject.document.title.en || subject.document.slug })}
            openLabel={t("delete.open")}
            confirmLabel={t("delete.confirm")}
          />
        </div>
      </Panel>
      {subject.kind === "page" ? <RevisionsPanel subject={subject} /> : null}
    </div>
  );
}
