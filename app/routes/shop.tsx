import { metaTranslator } from "../features/cms/meta.ts";
import { PackageCard } from "../features/packages/package-card.tsx";
import { loadShopLanding } from "../features/shop/shop.server.ts";
import {
  AccessoriesSection,
  CategoriesSection,
  DestinationsSection,
  PackagesSection,
  ShopHero,
} from "../features/shop/shop-sections.tsx";
import { appContext } from "../platform/context.ts";
import { seoMeta } from "../platform/seo.ts";
import type { Route } from "./+types/shop";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  return loadShopLanding(services.db, locale);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, { title: t("shop:meta.title"), description: t("shop:meta.description") });
}

/** The shop landing: eSIM data, travel accessories and travel packages, with highlights of each. */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { categories, destinations, accessories, packages } = loaderData;
  return (
    <>
      <ShopHero />
      <CategoriesSection categories={categories} />
      <DestinationsSection destinations={destinations} />
      <AccessoriesSection accessories={accessories} />
      <PackagesSection
        packages={packages}
        renderCard={(item) => <PackageCard item={item} headingLevel={3} />}
      />
    </>
  );
}
