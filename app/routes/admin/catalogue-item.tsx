import { data } from "react-router";
import * as z from "zod";
import {
  adminAction,
  adminRequest,
  deleteSchema,
  intent,
  isId,
  listSearchOf,
} from "../../components/admin/admin-request.server.ts";
import { loadCatalogueItem } from "../../components/admin/catalogue/catalogue.server.ts";
import { CatalogueEditorScreen, CatalogueGone } from "../../components/admin/catalogue/catalogue-screens.tsx";
import { adjustStock, stockSchema } from "../../components/admin/catalogue/catalogue-stock.server.ts";
import {
  createItem,
  deleteItem,
  duplicateItem,
  explainCatalogue,
  publishSchema,
  saveItem,
  setStatus,
  versionSchema,
} from "../../components/admin/catalogue/catalogue-writes.server.ts";
import { catalogueSchema } from "../../components/admin/catalogue/fields.ts";
import type { Route } from "./+types/catalogue-item";
import { catalogueKindOf } from "./catalogue-kinds.server.ts";
import { catalogueViewOf } from "./catalogue-kinds.ts";
import { adminMeta } from "./meta.ts";

/** "new" creates; an id edits. Any other segment names nothing (404). */
export async function loader(args: Route.LoaderArgs) {
  const { services, locale } = adminRequest(args);
  const kind = catalogueKindOf(args.pattern);
  const url = new URL(args.request.url);
  const options = (await kind.options?.(services.db, locale)) ?? {};
  const base = { slug: kind.slug, options, listSearch: listSearchOf(url) };
  if (args.params.id === "new") {
    const parent = url.searchParams.get("parent");
    return { ...base, item: null, creating: true, parentId: isId(parent) ? parent.toLowerCase() : null };
  }
  const item = isId(args.params.id)
    ? await loadCatalogueItem(services.db, kind, args.params.id.toLowerCase(), locale)
    : null;
  return data({ ...base, item, creating: false, parentId: null }, item ? undefined : { status: 404 });
}

export function action(args: Route.ActionArgs) {
  const kind = catalogueKindOf(args.pattern);
  if (args.params.id === "new") {
    const fields = catalogueSchema(kind.fields, "create");
    return adminAction(args, { create: intent(fields, createItem(kind)) }, { explain: explainCatalogue });
  }
  const fields = catalogueSchema(kind.fields, "edit");
  return adminAction(
    args,
    {
      save: intent(fields.and(versionSchema), saveItem(kind)),
      publish: intent(publishSchema, setStatus(kind, "active")),
      unpublish: intent(publishSchema, setStatus(kind, "inactive")),
      duplicate: intent(z.object({}), duplicateItem(kind)),
      delete: intent(deleteSchema, deleteItem(kind)),
      ...(kind.stock ? { stock: intent(stockSchema, adjustStock(kind)) } : {}),
    },
    { explain: explainCatalogue },
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const slug = loaderData?.slug ?? "visa-offers";
  return adminMeta(matches, (t) =>
    loaderData?.item?.name
      ? loaderData.item.name
      : t(`adminCatalogue:kinds.${slug}.${loaderData?.creating ? "new" : "title"}` as never),
  );
}

export default function AdminCatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  const kind = catalogueViewOf(`admin/${loaderData.slug}`);
  if (!loaderData.creating && !loaderData.item) {
    return <CatalogueGone kind={kind} actionData={actionData} />;
  }
  return (
    <CatalogueEditorScreen
      kind={kind}
      item={loaderData.item}
      options={loaderData.options}
      actionData={actionData}
      listSearch={loaderData.listSearch}
      parentId={loaderData.parentId}
    />
  );
}
