import { PageHeader } from "../components/page-header.tsx";
import { Link } from "../components/ui/link.tsx";
import { ContentBlock } from "../features/cms/blocks.tsx";
import { getBlock } from "../features/cms/cms.server.ts";
import { ContentErrorScreen } from "../features/cms/content-page.tsx";
import { statusError } from "../platform/auth/guards.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/block";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  const found = await getBlock(services.db, params.id, locale);
  if (!found) throw statusError({ context }, 404);
  return found;
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  if (!args.loaderData) {
    return [
      { title: t("errors:screens.pageNotFoundOrNotPublished") },
      { name: "robots", content: "noindex" },
    ];
  }
  const page = args.loaderData.page;
  return [
    ...seoMeta(args, {
      title: page ? `${t("cms:block.metaTitle")}: ${page.title}` : t("cms:block.metaTitle"),
      description: page?.summary ?? t("cms:block.standalone"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function Block({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cms");
  const { block, page } = loaderData;
  return (
    <>
      <PageHeader
        title={t("block.title")}
        breadcrumbs={
          page
            ? [{ label: page.title, href: page.href }, { label: t("block.title") }]
            : [{ label: t("block.title") }]
        }
      >
        <p className="mt-3 text-slate-600">
          {page ? (
            <>
              {t("block.fromPage")}{" "}
              <Link to={page.href} className="font-medium">
                {page.title}
              </Link>
            </>
          ) : (
            t("block.standalone")
          )}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <ContentBlock block={block} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorScreen error={error} />;
}
