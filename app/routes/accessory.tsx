import { JsonLd } from "../components/json-ld.tsx";
import { getAccessory } from "../features/accessories/accessories.server.ts";
import { AccessoriesErrorScreen } from "../features/accessories/accessories-error.tsx";
import { AccessoryDetailView } from "../features/accessories/accessory-detail.tsx";
import { accessoryHref } from "../features/accessories/accessory-list-query.ts";
import { accessoryJsonLd } from "../features/accessories/format.ts";
import { statusError } from "../platform/auth/guards.server.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/accessory";

export const handle = cachedPage("travel_accessories");

export const loader = sharedLoader("accessory", handle, async ({ params, context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const accessory = await getAccessory(services.db, params.slug, locale);
  if (!accessory) throw statusError({ context }, 404);
  const origin = services.config.APP_URL;
  return {
    accessory,
    jsonLd: accessoryJsonLd(accessory, { origin, url: `${origin}${accessoryHref(accessory.slug)}` }),
  };
});

export function meta(args: Route.MetaArgs) {
  const accessory = args.loaderData?.accessory;
  if (!accessory) {
    const t = metaTranslator(args.matches);
    return [{ title: t("errorPage.notFoundTitle") }, { name: "robots", content: "noindex" }];
  }
  return seoMeta(args, {
    title: accessory.name,
    description: accessory.description,
    type: "product",
    ...(accessory.imageUrl ? { image: accessory.imageUrl } : {}),
  });
}

export default function Accessory({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <AccessoryDetailView accessory={loaderData.accessory} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AccessoriesErrorScreen error={error} />;
}
