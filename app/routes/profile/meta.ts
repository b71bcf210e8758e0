import type { MetaDescriptor } from "react-router";
import { seoMeta } from "../../platform/http/seo.ts";

type MetaArgs = Parameters<typeof seoMeta>[0] & {
  loaderData?: { meta?: { title: string; description: string } };
};

/** A profile page's title and description; never indexed (it is one customer's). */
export function profileMeta(args: MetaArgs): MetaDescriptor[] {
  const meta = args.loaderData?.meta;
  return meta ? [...seoMeta(args, meta), { name: "robots", content: "noindex" }] : [];
}
