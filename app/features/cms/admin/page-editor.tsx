// The editor of one page (fields, SEO, blocks) or post (title, excerpt, cover, body). The whole document is
// posted as JSON and checked on the server with the schema an import uses.

import { useState } from "react";
import { Form, useLocation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { Panel, RequestsHeader, selectClasses, useSubmitting } from "../../../components/admin/admin-ui.tsx";
import { DetailGone } from "../../../components/admin/detail-frame.tsx";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { ImageField } from "../../../components/forms/image-field.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { Save } from "../../../components/ui/icons.tsx";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { PAGE_SECTIONS } from "../content-types.ts";
import { BlockList } from "./block-list.tsx";
import { EditorAside } from "./editor-aside.tsx";
import { LocalizedField, TextInput } from "./editor-fields.tsx";
import type { EditorSubject } from "./pages.server.ts";
import { RichTextField } from "./rich-text-editor.tsx";

type PageSubject = Extract<EditorSubject, { kind: "page" }>;
type PostSubject = Extract<EditorSubject, { kind: "post" }>;

function fieldError(actionData: AdminActionData | undefined, field: string): string | undefined {
  if (!actionData || actionData.ok) return undefined;
  return (
    actionData.reply?.error?.[field]?.[0] ??
    (actionData.error.field === field ? actionData.error.message : undefined)
  );
}

function SaveBar({ document }: { document: unknown }) {
  const { t } = useTranslation("adminCms");
  const submitting = useSubmitting();
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex justify-end border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="document" value={JSON.stringify(document)} />
      <button type="submit" disabled={submitting} className={buttonClasses("primary")}>
        <Save aria-hidden className="size-4" />
        {t("editor.save")}
      </button>
    </div>
  );
}

/** The document being edited, and a setter per field. */
function useDocument<D extends object>(initial: D) {
  const [doc, setDoc] = useState(initial);
  const set =
    <K extends keyof D>(key: K) =>
    (value: D[K]) =>
      setDoc((current) => ({ ...current, [key]: value }));
  return [doc, set] as const;
}

function PageForm({
  subject,
  actionData,
}: {
  subject: PageSubject;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCms");
  const [doc, set] = useDocument(subject.document);
  return (
    <Form method="post" className="space-y-6" aria-label={t("editor.formLabel")}>
      <Panel title={t("editor.pageHeading")} id="page-fields">
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block text-sm font-medium text-slate-800">
              {t("fields.section")}
              <select
                value={doc.section}
                onChange={(event) => set("section")(event.target.value as typeof doc.section)}
                className={`${selectClasses} mt-1`}
              >
                {PAGE_SECTIONS.map((section) => (
                  <option key={section} value={section}>
                    {t(`sections.${section}`)}
                  </option>
                ))}
              </select>
            </label>
            <TextInput
              label={t("fields.slug")}
              name="slug"
              value={doc.slug}
              onChange={set("slug")}
              error={fieldError(actionData, "slug")}
              hint={t("fields.slugHint")}
            />
          </div>
          <LocalizedField label={t("fields.title")} value={doc.title} onChange={set("title")} required />
          <LocalizedField
            label={t("fields.summary")}
            value={doc.summary}
            onChange={set("summary")}
            multiline
          />
        </div>
      </Panel>
      <Panel title={t("editor.seoHeading")} id="seo-fields">
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{t("editor.seoHint")}</p>
          <LocalizedField
            label={t("fields.seoTitle")}
            value={doc.seoTitle ?? { en: "", ar: "" }}
            onChange={set("seoTitle")}
          />
          <LocalizedField
            label={t("fields.seoDescription")}
            value={doc.seoDescription ?? { en: "", ar: "" }}
            onChange={set("seoDescription")}
            multiline
          />
        </div>
      </Panel>
      <Panel title={t("editor.blocks")} id="blocks">
        <BlockList blocks={doc.blocks} onChange={set("blocks")} />
      </Panel>
      <SaveBar
        document={{
          ...doc,
          seoTitle: doc.seoTitle?.en || doc.seoTitle?.ar ? doc.seoTitle : null,
          seoDescription: doc.seoDescription?.en || doc.seoDescription?.ar ? doc.seoDescription : null,
          blocks: doc.blocks.map(({ type, content }) => ({ type, content })),
        }}
      />
    </Form>
  );
}

function PostForm({
  subject,
  actionData,
}: {
  subject: PostSubject;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCms");
  const [doc, set] = useDocument(subject.document);
  return (
    <Form method="post" className="space-y-6" aria-label={t("editor.formLabel")}>
      <Panel title={t("editor.postHeading")} id="post-fields">
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label={t("fields.slug")}
              name="slug"
              value={doc.slug}
              onChange={set("slug")}
              error={fieldError(actionData, "slug")}
              hint={t("fields.slugHint")}
            />
            <TextInput label={t("fields.author")} value={doc.author} onChange={set("author")} dir="ltr" />
          </div>
          <LocalizedField label={t("fields.title")} value={doc.title} onChange={set("title")} required />
          <LocalizedField
            label={t("fields.excerpt")}
            value={doc.excerpt}
            onChange={set("excerpt")}
            multiline
          />
          <ImageField
            name="cover"
            label={t("fields.cover")}
            defaultValue={doc.coverImageUrl ? [{ url: doc.coverImageUrl, alt: { en: "", ar: "" } }] : []}
            onChange={(images) => set("coverImageUrl")(images[0]?.url ?? null)}
          />
          <RichTextField label={t("fields.body")} value={doc.body} onChange={set("body")} />
        </div>
      </Panel>
      <SaveBar document={doc} />
    </Form>
  );
}

export function PageEditorScreen({
  subject,
  actionData,
}: {
  subject: EditorSubject | null;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCms");
  const location = useLocation();
  const locale = useLocale();
  const params = new URLSearchParams(location.search);
  if (!subject) {
    return (
      <DetailGone
        title={t("list.title")}
        listHref="/admin/pages"
        actionData={actionData}
        gone={t("editor.gone")}
        back={t("editor.backToList")}
      />
    );
  }
  const title = subject.document.title[locale] || subject.document.title.en || subject.document.slug;
  const notice = params.has("imported")
    ? t("done.imported")
    : params.has("duplicated")
      ? t("done.duplicated")
      : null;
  return (
    <>
      <RequestsHeader
        title={title}
        crumbs={[{ label: t("list.title"), href: "/admin/pages" }, { label: title }]}
      >
        <div className="flex flex-wrap gap-2">
          <Badge tone={subject.status === "published" ? "success" : "warning"}>
            {t(`status.${subject.status}`)}
          </Badge>
          {subject.arabicMissing ? <Badge tone="danger">{t("list.arabicMissing")}</Badge> : null}
        </div>
      </RequestsHeader>
      {actionData ? (
        <FormNotice tone={actionData.ok ? "success" : "error"} className="mb-6">
          <p>{actionData.ok ? actionData.message : actionData.error.message}</p>
        </FormNotice>
      ) : notice ? (
        <FormNotice tone="success" className="mb-6">
          <p>{notice}</p>
        </FormNotice>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          {/* A save starts again from what was stored; a refused one keeps what was typed. */}
          {subject.kind === "page" ? (
            <PageForm key={subject.updatedAt} subject={subject} actionData={actionData} />
          ) : (
            <PostForm key={subject.updatedAt} subject={subject} actionData={actionData} />
          )}
        </div>
        <EditorAside subject={subject} />
      </div>
    </>
  );
}
