// Fills a CMS page's offer lists from the catalogue features: a route composes features, a feature never
// imports another (docs/decisions/025).
import { listAccessories } from "../features/accessories/accessories.server.ts";
import type { OfferCard, OfferKind, PublishedPage } from "../features/cms/content-types.ts";
import { listEsimDestinations } from "../features/esim/esim.server.ts";
import { listPackages } from "../features/packages/packages.server.ts";
import { listPermitPlans } from "../features/permits/plans.server.ts";
import { visaApplicationHref } from "../features/visa/visa-offer-card.tsx";
import { listVisaOffers } from "../features/visa/visa-offers.server.ts";
import type { Queryable } from "../platform/db/client.server.ts";
import { APPLICATION_FORM_PATHS } from "../platform/domain/application-paths.ts";
import type { Locale } from "../platform/i18n/localized.ts";

async function offersOf(db: Queryable, locale: Locale, kind: OfferKind, count: number): Promise<OfferCard[]> {
  switch (kind) {
    case "visa":
      return (await listVisaOffers(db, locale)).slice(0, count).map((offer) => ({
        key: offer.slug,
        title: offer.title,
        subtitle: offer.destination,
        priceCents: offer.priceCents,
        href: visaApplicationHref(offer.slug),
        imageUrl: offer.imageUrl,
      }));
    case "licence":
      return (await listPermitPlans(db, locale)).slice(0, count).map((plan) => ({
        key: plan.id,
        title: plan.title,
        subtitle: plan.processingDays,
        priceCents: plan.priceCents,
        href: `${APPLICATION_FORM_PATHS[plan.service]}?plan=${encodeURIComponent(plan.id)}`,
        imageUrl: plan.cover,
      }));
    case "packages":
      return (await listPackages(db, { locale, sort: "featured" })).items.slice(0, count).map((item) => ({
        key: item.slug,
        title: item.name,
        subtitle: item.destination,
        priceCents: item.priceCents,
        href: `/packages/${encodeURIComponent(item.slug)}`,
        imageUrl: item.imageUrl,
      }));
    case "accessories":
      return (await listAccessories(db, { locale })).items.slice(0, count).map((item) => ({
        key: item.slug,
        title: item.name,
        subtitle: item.brand,
        priceCents: item.priceCents,
        href: `/accessories/${encodeURIComponent(item.slug)}`,
        imageUrl: item.imageUrl,
      }));
    case "esim":
      return (
        await listEsimDestinations(db, { locale, category: "all", q: "", sort: "plans", page: 1 })
      ).items
        .slice(0, count)
        .map((item) => ({
          key: item.slug,
          title: item.name,
          subtitle: "",
          priceCents: item.fromPriceCents,
          href: `/esim/${encodeURIComponent(item.slug)}`,
          imageUrl: item.imageUrl,
        }));
  }
}

export async function withOffers<P extends PublishedPage | null>(
  db: Queryable,
  locale: Locale,
  page: P,
): Promise<P> {
  if (!page?.blocks.some((block) => block.type === "offer_list")) return page;
  const blocks = await Promise.all(
    page.blocks.map(async (block) =>
      block.type === "offer_list"
        ? { ...block, offers: await offersOf(db, locale, block.kind, block.count) }
        : block,
    ),
  );
  return { ...page, blocks } as P;
}
