import type { MouseEventHandler } from "react";
import { Link } from "react-router";
import { Price } from "../../components/price.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { ChevronRight } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { DestinationImage } from "./destination-image.tsx";
import type { EsimDestinationCard } from "./esim-views.ts";

/**
 * In the shop's grid (`onClick` given) a plain click opens the plan dialog instead of the page. `headingLevel`:
 * 3 under a section's heading (home, shop), 2 where the grid follows the page's <h1> (the eSIM shop).
 */
export function DestinationCard({
  destination,
  onClick,
  headingLevel = 3,
}: {
  destination: EsimDestinationCard;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("esim");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={`/esim/${destination.slug}`}
      onClick={onClick}
      data-slug={destination.slug}
      className="card-link group destination-card"
    >
      <span className="destination-head">
        <DestinationImage destination={destination} className="w-14 sm:w-16" />
        {destination.category !== "country" ? (
          <Badge tone="neutral">{t(`card.${destination.category}`)}</Badge>
        ) : null}
      </span>
      <Heading className="destination-name">{destination.name}</Heading>
      <p className="destination-plans">{t("card.plans", { count: destination.planCount })}</p>
      <p className="price-row">
        <span className="price-from">
          {t("card.from")} <Price cents={destination.fromPriceCents} className="price-amount text-base" />
        </span>
        <ChevronRight aria-hidden className="card-chevron flip-rtl" />
      </p>
    </Link>
  );
}
