import type { ReactNode } from "react";
import { Link } from "react-router";
import { Price } from "../../components/price.tsx";
import { Rating } from "../../components/rating.tsx";
import { Section, SectionHeading } from "../../components/section.tsx";
import { cx } from "../../components/ui/cx.ts";
import {
  ArrowRight,
  Clock,
  CreditCard,
  Globe,
  MapPin,
  PackageSearch,
  ShieldCheck,
  Undo2,
} from "../../components/ui/icons.tsx";
import { Link as ButtonLink } from "../../components/ui/link.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { MONEY_BACK_GUARANTEE_DAYS } from "../../platform/domain/constants.ts";
import { keyFromData } from "../../platform/i18n/keys.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { HomePackage, HomeStats, HomeTestimonial } from "./home.server.ts";
import { ServiceCard } from "./service-cards.tsx";
import { SERVICES } from "./services.ts";
import { supportHours } from "./support-hours.ts";

const container = "mx-auto max-w-7xl px-4";

/** The last band sits on the footer's own top margin. */
function HomeSection({
  id,
  className,
  last,
  children,
}: {
  id: string;
  className?: string;
  last?: boolean;
  children: ReactNode;
}) {
  return (
    <Section id={id} className={cx(last ? "pt-16 sm:pt-20" : "py-16 sm:py-20", className)}>
      {children}
    </Section>
  );
}

export function Hero({ stats }: { stats: HomeStats }) {
  const { t } = useTranslation("home");
  const figures = [
    { key: "esim", value: stats.esimDestinations },
    { key: "visa", value: stats.visaDestinations },
    { key: "packages", value: stats.travelPackages },
  ] as const;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand text-white">
      <div aria-hidden className="absolute inset-0 -z-10">
        <div className="absolute -top-24 -end-24 size-96 rounded-full bg-white/10 blur-3xl" />
        <div className="absolute -bottom-32 -start-16 size-80 rounded-full bg-black/10 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.12)_1px,transparent_0)] [background-size:24px_24px]" />
      </div>
      <div
        className={`${container} grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.25fr_1fr] lg:py-24`}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
            <Globe aria-hidden className="size-4" />
            {t("hero.eyebrow")}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-display"
          >
            {t("hero.title")}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90">{t("hero.subtitle")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              to="/services"
              variant="secondary"
              size="lg"
              className="border-transparent font-semibold text-brand-strong hover:bg-brand-soft focus-visible:ring-white focus-visible:ring-offset-brand"
            >
              {t("hero.primaryCta")}
              <ArrowRight aria-hidden className="size-4 flip-rtl" />
            </ButtonLink>
            <ButtonLink
              to="/esim-shop"
              variant="ghost"
              size="lg"
              className="font-semibold text-white ring-1 ring-white/50 hover:bg-white/10 focus-visible:ring-white focus-visible:ring-offset-brand"
            >
              {t("hero.secondaryCta")}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur-sm sm:p-8">
          <h2 className="text-xl font-semibold">{t("hero.panelTitle")}</h2>
          <p className="mt-2 text-white/90">{t("hero.panelBody")}</p>
          <dl aria-label={t("hero.statsLabel")} className="mt-6 grid grid-cols-3 gap-3">
            {figures.map((figure) => (
              <div key={figure.key} className="hero-stat">
                <dt className="hero-stat-label">{t(`hero.stats.${figure.key}`, { count: figure.value })}</dt>
                <dd className="hero-stat-value">
                  <bdi dir="ltr">{figure.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}

export function ServicesSection() {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="services-heading" className="bg-white">
      <SectionHeading
        id="services-heading"
        title={t("services.heading")}
        intro={t("services.intro")}
        action={{ href: "/services", label: t("services.viewAll") }}
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The cards come from the eSIM feature, composed by the route. */
export function DestinationsSection<T extends { slug: string }>({
  destinations,
  renderCard,
}: {
  destinations: readonly T[];
  renderCard: (destination: T) => ReactNode;
}) {
  const { t } = useTranslation("home");
  if (destinations.length === 0) return null;
  return (
    <HomeSection id="destinations-heading">
      <SectionHeading
        id="destinations-heading"
        title={t("destinations.heading")}
        intro={t("destinations.intro")}
        action={{ href: "/esim-shop", label: t("destinations.viewAll") }}
      />
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {destinations.map((destination) => (
          <li key={destination.slug}>{renderCard(destination)}</li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function PackagesSection({ packages }: { packages: readonly HomePackage[] }) {
  const { t } = useTranslation("home");
  if (packages.length === 0) return null;
  return (
    <HomeSection id="packages-heading" className="bg-white">
      <SectionHeading
        id="packages-heading"
        title={t("packages.heading")}
        intro={t("packages.intro")}
        action={{ href: "/travel-packages", label: t("packages.viewAll") }}
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {packages.map((travelPackage) => (
          <li key={travelPackage.slug}>
            <Link to={`/packages/${travelPackage.slug}`} className="card-link group overflow-hidden">
              <div className="package-media sm:aspect-[4/3]">
                {travelPackage.imageUrl ? (
                  <Picture
                    src={travelPackage.imageUrl}
                    alt=""
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                    width={640}
                    height={480}
                    className="package-image"
                  />
                ) : null}
                <span className="package-duration absolute start-3 top-3">
                  <Clock aria-hidden className="size-3.5" />
                  {t("packages.days", { count: travelPackage.durationDays })}
                </span>
              </div>
              <div className="package-body">
                <p className="flex items-center gap-1.5 text-sm text-slate-500">
                  <MapPin aria-hidden className="size-4 shrink-0" />
                  {travelPackage.destination}
                </p>
                <h3 className="package-name">{travelPackage.name}</h3>
                {travelPackage.rating !== null ? (
                  <Rating rating={travelPackage.rating} className="mt-2" />
                ) : null}
                <p className="package-price mt-auto pt-4">
                  {t("packages.from")}
                  <Price cents={travelPackage.priceCents} className="price-amount text-xl" />
                  {t("packages.perPerson")}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function TrustSection() {
  const { t } = useTranslation("home");
  const points = [
    {
      key: "moneyBack",
      icon: Undo2,
      title: t("trust.moneyBack.title", { count: MONEY_BACK_GUARANTEE_DAYS }),
      body: t("trust.moneyBack.body", { count: MONEY_BACK_GUARANTEE_DAYS }),
    },
    {
      key: "support",
      icon: Clock,
      title: t("trust.support.title"),
      body: t("trust.support.body", { hours: supportHours(t) }),
    },
    { key: "secure", icon: CreditCard, title: t("trust.secure.title"), body: t("trust.secure.body") },
    {
      key: "tracking",
      icon: PackageSearch,
      title: t("trust.tracking.title"),
      body: t("trust.tracking.body"),
    },
  ];
  return (
    <HomeSection id="trust-heading">
      <div className="rounded-3xl bg-slate-900 px-6 py-10 text-white sm:px-10 sm:py-12">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden className="size-7 text-emerald-300" />
          <h2 id="trust-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("trust.heading")}
          </h2>
        </div>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((point) => (
            <li key={point.key} data-trust={point.key}>
              <span aria-hidden className="trust-icon">
                <point.icon className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{point.title}</h3>
              <p className="trust-body">{point.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: readonly HomeTestimonial[] }) {
  const { t } = useTranslation("home");
  if (testimonials.length === 0) return null;
  return (
    <HomeSection id="testimonials-heading" className="bg-white">
      <SectionHeading
        id="testimonials-heading"
        title={t("testimonials.heading")}
        intro={t("testimonials.intro")}
      />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial, index) => (
          <li key={testimonial.id} className={index >= 3 ? "hidden md:block" : undefined}>
            <figure className="quote-card">
              <div className="quote-head">
                <Rating rating={testimonial.rating} hideValue />
                <span className="pill">
                  {/* The service is free text of the database: no label when it names none of ours. */}
                  {t(keyFromData<"home">(`home:testimonials.services.${testimonial.service}`), {
                    defaultValue: "",
                  })}
                </span>
              </div>
              <blockquote className="quote-text">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="quote-author">
                <span aria-hidden className="initial-avatar">
                  {testimonial.authorName.trim().charAt(0)}
                </span>
                <span className="min-w-0">
                  <span className="quote-name">{testimonial.authorName}</span>
                  <span className="quote-place">{testimonial.location}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The form comes from the newsletter feature, composed by the route. */
export function NewsletterSection({ form }: { form: ReactNode }) {
  const { t } = useTranslation("newsletter");
  return (
    <HomeSection id="newsletter-heading" last>
      <div className="relative isolate overflow-hidden rounded-3xl border border-slate-200 bg-white px-6 py-10 shadow-sm sm:px-10 sm:py-12">
        <div
          aria-hidden
          className="absolute -end-20 -top-20 -z-10 size-72 rounded-full bg-brand-soft blur-2xl"
        />
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <h2
              id="newsletter-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {t("heading")}
            </h2>
            <p className="mt-2 text-lg text-slate-600">{t("body")}</p>
          </div>
          {form}
        </div>
      </div>
    </HomeSection>
  );
}
