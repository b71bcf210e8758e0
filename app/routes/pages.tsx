import { Link } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { Newspaper } from "../components/ui/icons.tsx";
import { listPublishedPages, listPublishedPosts } from "../features/cms/cms.server.ts";
import { PAGE_SECTIONS } from "../features/cms/content-types.ts";
import { PageCards } from "../features/cms/page-list.tsx";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useDates } from "../platform/i18n/use-dates.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/pages";

export const handle = cachedPage("cms_pages", "cms_posts");

export const loader = sharedLoader("pages", handle, async ({ context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const [pages, posts] = await Promise.all([
    listPublishedPages(services.db, locale),
    listPublishedPosts(services.db, locale),
  ]);
  return { locale, pages, posts };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, { title: t("cms:pages.metaTitle"), description: t("cms:pages.metaDescription") });
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cms");
  const { pages, posts } = loaderData;
  const dates = useDates();
  const sections = PAGE_SECTIONS.map((section) => ({
    section,
    pages: pages.filter((page) => page.section === section),
  })).filter((group) => group.pages.length > 0);
  return (
    <>
      <PageHeader
        eyebrow={t("pages.eyebrow")}
        title={t("pages.title")}
        intro={t("pages.intro")}
        breadcrumbs={[{ label: t("pages.title") }]}
      />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12 sm:py-16">
        {sections.length === 0 && posts.length === 0 ? (
          <p className="text-slate-600">{t("pages.empty")}</p>
        ) : null}
        {sections.map((group) => (
          <section key={group.section} aria-labelledby={`pages-${group.section}`}>
            <h2 id={`pages-${group.section}`} className="text-2xl font-bold tracking-tight text-slate-900">
              {t(`sections.${group.section}`)}
            </h2>
            <div className="mt-6">
              <PageCards pages={group.pages} />
            </div>
          </section>
        ))}
        {posts.length > 0 ? (
          <section aria-labelledby="pages-posts">
            <h2 id="pages-posts" className="text-2xl font-bold tracking-tight text-slate-900">
              {t("pages.postsHeading")}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {posts.map((post) => (
                <li key={post.slug}>
                  <Link
                    to={post.href}
                    className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm outline-none transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 sm:flex-row"
                  >
                    <div className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-brand-soft to-brand/40 sm:aspect-auto sm:w-48 sm:shrink-0">
                      {post.coverImageUrl ? (
                        <img
                          src={post.coverImageUrl}
                          alt=""
                          loading="lazy"
                          className="size-full object-cover"
                        />
                      ) : (
                        <Newspaper aria-hidden className="size-10 text-brand-strong" />
                      )}
                    </div>
                    <div className="flex flex-1 flex-col p-6">
                      <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-strong">
                        {post.title}
                      </h3>
                      <p className="mt-2 flex-1 text-slate-600">{post.excerpt}</p>
                      <p className="mt-4 text-sm text-slate-500">
                        {t("post.by", { author: post.author })}
                        {post.publishedAt ? ` · ${dates.long(post.publishedAt)}` : ""}
                      </p>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
