import { PageHeader } from "../components/page-header.tsx";
import { Link } from "../components/ui/link.tsx";
import { Picture } from "../components/ui/picture.tsx";
import { ContentBlock } from "../features/cms/blocks.tsx";
import { getPublishedPost } from "../features/cms/cms.server.ts";
import { ContentErrorScreen } from "../features/cms/content-page.tsx";
import { statusError } from "../platform/auth/guards.server.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useDates } from "../platform/i18n/use-dates.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/post";

export const handle = cachedPage("cms_posts");

export const loader = sharedLoader("post", handle, async ({ params, context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const post = await getPublishedPost(services.db, params.slug, locale);
  if (!post) throw statusError({ context }, 404);
  return { locale, post };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const post = args.loaderData?.post;
  if (!post)
    return [
      { title: t("errors:screens.pageNotFoundOrNotPublished") },
      { name: "robots", content: "noindex" },
    ];
  return seoMeta(args, {
    title: post.title,
    description: post.excerpt,
    type: "article",
    ...(post.coverImageUrl ? { image: post.coverImageUrl } : {}),
  });
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cms");
  const { post } = loaderData;
  const dates = useDates();
  return (
    <article>
      <PageHeader
        title={post.title}
        intro={post.excerpt}
        breadcrumbs={[{ label: t("pages.title"), href: "/pages" }, { label: post.title }]}
      >
        <p className="mt-4 text-sm text-slate-500">
          {t("post.by", { author: post.author })}
          {post.publishedAt ? ` · ${t("post.published", { date: dates.long(post.publishedAt) })}` : ""}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        {post.coverImageUrl ? (
          <figure className="mb-10 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-soft to-slate-100">
            <Picture
              src={post.coverImageUrl}
              alt=""
              sizes="(min-width: 768px) 768px, 100vw"
              width={1280}
              height={720}
              priority
              className="aspect-[16/9] w-full object-cover"
            />
          </figure>
        ) : null}
        <ContentBlock
          block={{ id: "body", type: "rich_text", heading: null, body: post.body, html: post.html }}
        />
        <Link to="/pages" className="mt-12 inline-block font-medium">
          {t("post.back")}
        </Link>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentErrorScreen error={error} />;
}
