import { DestinationCard } from "../features/esim/destination-card.tsx";
import { esimCatalogueSummary, listPopularDestinations } from "../features/esim/esim.server.ts";
import { PackageCard } from "../features/packages/package-card.tsx";
import { listFeaturedPackages } from "../features/packages/packages.server.ts";
import { loadShopLanding, SHOP_LIMITS } from "../features/shop/shop.server.ts";
import {
  AccessoriesSection,
  CategoriesSection,
  DestinationsSection,
  PackagesSection,
  ShopHero,
} from "../features/shop/shop-sections.tsx";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/shop";

export const handle = cachedPage("esim_destinations", "esim_plans", "travel_accessories", "travel_packages");

export const loader = sharedLoader("shop", handle, async ({ context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const { db } = services;
  const [landing, esim, destinations, packages] = await Promise.all([
    loadShopLanding(db, locale),
    esimCatalogueSummary(db),
    listPopularDestinations(db, locale, SHOP_LIMITS.destinations),
    listFeaturedPackages(db, locale, SHOP_LIMITS.packages),
  ]);
  return {
    categories: { esim, ...landing.categories },
    destinations,
    accessories: landing.accessories,
    packages,
  };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, { title: t("shop:meta.title"), description: t("shop:meta.description") });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { categories, destinations, accessories, packages } = loaderData;
  return (
    <>
      <ShopHero />
      <CategoriesSection categories={categories} />
      <DestinationsSection
        destinations={destinations}
        renderCard={(destination) => <DestinationCard destination={destination} />}
      />
      <AccessoriesSection accessories={accessories} />
      <PackagesSection
        packages={packages}
        renderCard={(item) => <PackageCard item={item} headingLevel={3} />}
      />
    </>
  );
}
