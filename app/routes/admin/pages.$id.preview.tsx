import { data } from "react-router";
import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { PreviewScreen } from "../../features/cms/admin/preview-screen.tsx";
import { getPageForPreview, getPostForPreview } from "../../features/cms/cms.server.ts";
import { withOffers } from "../cms-offers.server.ts";
import type { Route } from "./+types/pages.$id.preview";
import { adminMeta } from "./meta.ts";

/** The page as the storefront would show it, published or not, in the language of the request (?lng=ar). */
export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const id = args.params.id ?? "";
  const page = await withOffers(services.db, locale, await getPageForPreview(services.db, id, locale));
  const post = page ? null : await getPostForPreview(services.db, id, locale);
  return data({ id, page, post }, page || post ? undefined : { status: 404 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData?.page?.title ?? loaderData?.post?.title;
  return adminMeta(matches, (t) => t("adminCms:preview.metaTitle", { title: title ?? "" }));
}

export default function AdminPagePreview({ loaderData }: Route.ComponentProps) {
  return <PreviewScreen id={loaderData.id} page={loaderData.page} post={loaderData.post} />;
}
