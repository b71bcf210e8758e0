import { CURRENCY } from "../../platform/domain/constants.ts";
import { destinationImage } from "../../platform/domain/destination-image.ts";
import type { EsimDestinationDetail } from "./esim-views.ts";

const dollars = (cents: number) => (cents / 100).toFixed(2);

const availability = (stock: EsimDestinationDetail["plans"][number]["stock"]) =>
  stock === "out_of_stock" ? "https://schema.org/OutOfStock" : "https://schema.org/InStock";

export function esimProductJsonLd({
  destination,
  title,
  url,
  origin,
  brand,
}: {
  destination: EsimDestinationDetail;
  title: string;
  /** Canonical. */
  url: string;
  origin: string;
  brand: string;
}): Record<string, unknown> {
  const image = destinationImage(destination);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: title,
    description: destination.description,
    sku: destination.slug,
    category: "eSIM",
    url,
    ...(image ? { image: image.startsWith("http") ? image : `${origin}${image}` } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: CURRENCY,
      lowPrice: dollars(destination.fromPriceCents),
      highPrice: dollars(destination.toPriceCents),
      offerCount: destination.planCount,
      offers: destination.plans.map((plan) => ({
        "@type": "Offer",
        name: plan.name,
        sku: plan.id,
        price: dollars(plan.priceCents),
        priceCurrency: CURRENCY,
        availability: availability(plan.stock),
        url,
      })),
    },
  };
}
