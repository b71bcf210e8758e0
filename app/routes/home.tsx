import { metaTranslator } from "../features/cms/meta.ts";
import { loadHomePage } from "../features/home/home.server.ts";
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
import { appContext } from "../platform/context.ts";
import { seoMeta } from "../platform/seo.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = context.get(appContext);
  return loadHomePage(services.db, locale);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, { title: t("home:meta.title"), description: t("home:meta.description") });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero stats={loaderData.stats} />
      <ServicesSection />
      <DestinationsSection destinations={loaderData.destinations} />
      <PackagesSection packages={loaderData.packages} />
      <TrustSection />
      <TestimonialsSection testimonials={loaderData.testimonials} />
      <NewsletterSection form={<NewsletterForm variant="light" />} />
    </>
  );
}
