import type { MetaDescriptor } from "react-router";
import type { TFunctionOf } from "../../platform/i18n/keys.ts";
import { metaTranslator } from "../../platform/i18n/meta.ts";

/** "<title> · <back office>", never indexed: a page's meta replaces the layout's. */
export function adminMeta(
  matches: Parameters<typeof metaTranslator>[0],
  title: (t: TFunctionOf) => string,
): MetaDescriptor[] {
  const t = metaTranslator(matches);
  return [{ title: `${title(t)} · ${t("admin:title")}` }, { name: "robots", content: "noindex" }];
}
