import { DestinationCard } from "../features/esim/destination-card.tsx";
import { listPopularDestinations } from "../features/esim/esim.server.ts";
import { HOME_LIMITS, loadHomePage } from "../features/home/home.server.ts";
import {
  DestinationsSection,
  Hero,
  NewsletterSection,
  PackagesSection,
  ServicesSection,
  TestimonialsSection,
  TrustSection,
} from "../features/home/home-sections.tsx";
import { NewsletterForm } from "../features/newsletter/newsletter-form.tsx";
import { countVisaDestinations } from "../features/visa/visa-offers.server.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/home";

export const handle = cachedPage(
  "esim_destinations",
  "esim_plans",
  "travel_packages",
  "testimonials",
  "visa_offers",
);

export const loader = sharedLoader("home", handle, async ({ context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const { db } = services;
  const [home, destinations, visaDestinations] = await Promise.all([
    loadHomePage(db, locale),
    listPopularDestinations(db, locale, HOME_LIMITS.destinations),
    countVisaDestinations(db),
  ]);
  return { ...home, destinations, stats: { ...home.stats, visaDestinations } };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, { title: t("home:meta.title"), description: t("home:meta.description") });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero stats={loaderData.stats} />
      <ServicesSection />
      <DestinationsSection
        destinations={loaderData.destinations}
        renderCard={(destination) => <DestinationCard destination={destination} />}
      />
      <PackagesSection packages={loaderData.packages} />
      <TrustSection />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <NewsletterSection form={<NewsletterForm variant="light" />} />
    </>
  );
}
