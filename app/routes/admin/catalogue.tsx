import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { listCatalogue } from "../../components/admin/catalogue/catalogue.server.ts";
import { CatalogueListScreen } from "../../components/admin/catalogue/catalogue-screens.tsx";
import { catalogueList } from "../../components/admin/catalogue/kind.ts";
import type { Route } from "./+types/catalogue";
import { catalogueKindOf } from "./catalogue-kinds.server.ts";
import { catalogueViewOf } from "./catalogue-kinds.ts";
import { adminMeta } from "./meta.ts";

/** One module for every kind's list: the matched pattern names the kind. */
export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const kind = catalogueKindOf(args.pattern);
  const query = catalogueList.parse(new URL(args.request.url).searchParams);
  return { slug: kind.slug, result: await listCatalogue(services.db, kind, query, locale) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return adminMeta(matches, (t) =>
    t(`adminCatalogue:kinds.${loaderData?.slug ?? "visa-offers"}.title` as never),
  );
}

export default function AdminCatalogue({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueListScreen kind={catalogueViewOf(`admin/${loaderData.slug}`)} result={loaderData.result} />
  );
}
