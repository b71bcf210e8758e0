// The unpublished page as the storefront will show it, with the storefront's own components.

import { Link } from "react-router";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { Eye } from "../../../components/ui/icons.tsx";
import { useLocale } from "../../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { ContentBlock } from "../blocks.tsx";
import { ContentPage } from "../content-page.tsx";
import type { PublishedPage, PublishedPost } from "../content-types.ts";

export function PreviewScreen({
  id,
  page,
  post,
}: {
  id: string;
  page: PublishedPage | null;
  post: PublishedPost | null;
}) {
  const { t } = useTranslation("adminCms");
  const locale = useLocale();
  const other = locale === "ar" ? "en" : "ar";
  return (
    <div className="space-y-4">
      <FormNotice tone="info">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Eye aria-hidden className="size-4" />
          <span className="font-medium">{t("preview.banner")}</span>
          <Link to={`/admin/pages/${id}/preview?lng=${other}`} className={buttonClasses("secondary", "sm")}>
            {t(`preview.switch.${other}`)}
          </Link>
          <Link to={`/admin/pages/${id}`} className={buttonClasses("ghost", "sm")}>
            {t("preview.back")}
          </Link>
        </p>
      </FormNotice>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="cms-preview">
        {page ? (
          <ContentPage page={page} />
        ) : post ? (
          <article className="mx-auto max-w-3xl px-4 py-10">
            <h1 className="text-3xl font-bold text-slate-900">{post.title}</h1>
            <p className="mt-3 text-lg text-slate-600">{post.excerpt}</p>
            <div className="mt-8">
              <ContentBlock
                block={{ id: "body", type: "rich_text", heading: null, body: post.body, html: post.html }}
              />
            </div>
          </article>
        ) : (
          <p className="p-6">{t("editor.gone")}</p>
        )}
      </div>
    </div>
  );
}
