import { isRouteErrorResponse } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { StatusScreen } from "../../components/status-screen.tsx";
import { FileQuestion } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { ContentBlocks } from "./blocks.tsx";
import type { PageSection, PublishedPage } from "./content-types.ts";

export const SECTION_HOME: Record<PageSection, string> = {
  page: "/pages",
  study: "/study",
  faq: "/faq",
  education: "/study",
  visa: "/visa-services",
};

export function ContentPage({ page }: { page: PublishedPage }) {
  const { t } = useTranslation("cms");
  const dates = useDates();
  const sectionCrumb = { label: t(`sections.${page.section}`), href: SECTION_HOME[page.section] };
  const crumbs =
    SECTION_HOME[page.section] === "/faq" ? [{ label: page.title }] : [sectionCrumb, { label: page.title }];
  return (
    <article>
      <PageHeader title={page.title} intro={page.summary} breadcrumbs={crumbs}>
        <p className="mt-4 text-sm text-slate-500">
          {t("page.updated", { date: dates.long(page.updatedAt) })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <ContentBlocks blocks={page.blocks} />
      </div>
    </article>
  );
}

/** Spec: "Page not found or not published", else "Failed to load page". */
export function ContentErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation("cms");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StatusScreen
      icon={FileQuestion}
      code={notFound ? "404" : undefined}
      title={notFound ? t("errors:screens.pageNotFoundOrNotPublished") : t("errors:screens.failedToLoadPage")}
      body={notFound ? t("page.notFoundBody") : t("page.failedBody")}
    >
      <Link to="/pages" variant="primary">
        {t("page.browsePages")}
      </Link>
      <Link to="/" variant="secondary">
        {t("errors:errorScreen.goHome")}
      </Link>
    </StatusScreen>
  );
}
