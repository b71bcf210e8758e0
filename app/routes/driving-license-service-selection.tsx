import { JsonLd } from "../components/json-ld.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { Section, SectionHeading } from "../components/section.tsx";
import {
  CalendarCheck,
  ChevronDown,
  CircleCheck,
  ClipboardCheck,
  CreditCard,
  Globe,
  Info,
  Timer,
  Truck,
  Upload,
} from "../components/ui/icons.tsx";
import { PlanCard } from "../features/permits/plan-card.tsx";
import { type DrivingLicenseService, listPermitPlans } from "../features/permits/plans.server.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/driving-license-service-selection";

export const handle = cachedPage("driving_license_offers");

export const loader = sharedLoader(
  "driving-license-service-selection",
  handle,
  async ({ context }: Route.LoaderArgs) => {
    const { services, locale } = context.get(appContext);
    return { plans: await listPermitPlans(services.db, locale) };
  },
);

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, {
    title: t("permits:selection.metaTitle"),
    description: t("permits:selection.metaDescription"),
  });
}

/** The permit's plans first, then the licence services. */
const GROUPS: readonly DrivingLicenseService[] = ["international-driving-license", "driving-license"];

/** Spec §9, in short. */
const HIGHLIGHTS = [
  { key: "countries", icon: Globe },
  { key: "validity", icon: CalendarCheck },
  { key: "processing", icon: Timer },
] as const;

/** Spec §2: the IDL form's steps, in order. */
const STEPS = [
  { key: "upload", icon: Upload },
  { key: "review", icon: ClipboardCheck },
  { key: "payment", icon: CreditCard },
  { key: "delivery", icon: Truck },
] as const;

const ELIGIBILITY = ["age", "licence", "licenceValid", "photo", "id", "residence"] as const;

/** Spec §9. */
const FAQ = [
  "validity",
  "renewal",
  "countries",
  "processing",
  "nationalLicence",
  "home",
  "rental",
  "documents",
] as const;

export default function DrivingLicenseServiceSelection({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("permits");
  const { plans } = loaderData;
  const groups = GROUPS.map((service) => ({
    service,
    plans: plans.filter((plan) => plan.service === service),
  })).filter((group) => group.plans.length > 0);
  const faq = FAQ.map((key) => ({
    key,
    question: t(`faq.items.${key}.question`),
    answer: t(`faq.items.${key}.answer`),
  }));

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faq.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        }}
      />
      <PageHeader
        eyebrow={t("selection.eyebrow")}
        title={t("selection.title")}
        intro={t("selection.intro")}
        breadcrumbs={[{ label: t("selection.breadcrumb") }]}
      >
        <ul aria-label={t("selection.highlights.label")} className="mt-8 flex flex-wrap gap-3">
          {HIGHLIGHTS.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-sm ring-1 ring-slate-200"
            >
              <Icon aria-hidden className="size-4 shrink-0 text-brand" />
              {t(`selection.highlights.${key}`)}
            </li>
          ))}
        </ul>
      </PageHeader>

      <Section id="plans-heading" className="py-12 sm:py-16">
        <SectionHeading
          id="plans-heading"
          title={t("selection.plansHeading")}
          intro={plans.length > 0 ? t("selection.count", { count: plans.length }) : undefined}
        />
        {groups.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            {t("errors:screens.noDrivingLicenseServices")}
          </p>
        ) : (
          groups.map((group) => (
            <section
              key={group.service}
              aria-labelledby={`group-${group.service}`}
              data-group={group.service}
              className="mt-10 first-of-type:mt-8"
            >
              <h3 id={`group-${group.service}`} className="text-xl font-semibold text-slate-900">
                {t(`selection.groups.${group.service}.title`)}
              </h3>
              <p className="mt-1 max-w-3xl text-slate-600">{t(`selection.groups.${group.service}.intro`)}</p>
              <ul className="mt-5 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {group.plans.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard plan={plan} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </Section>

      <Section id="process-heading" className="border-y border-slate-200 bg-slate-50 py-12 sm:py-16">
        <SectionHeading id="process-heading" title={t("process.title")} intro={t("process.intro")} />
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon: Icon }, index) => (
            <li key={key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <Icon aria-hidden className="size-5 text-brand-strong" />
              </div>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`process.steps.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-600">
                {t(`process.steps.${key}.body`)}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-5">
        <section aria-labelledby="eligibility-heading" className="lg:col-span-2">
          <h2
            id="eligibility-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t("eligibility.title")}
          </h2>
          <p className="mt-3 text-slate-600">{t("eligibility.intro")}</p>
          <ul className="mt-5 space-y-3">
            {ELIGIBILITY.map((key) => (
              <li key={key} className="flex items-start gap-3 text-slate-800">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{t(`eligibility.items.${key}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-start gap-3 rounded-xl bg-brand-soft/60 p-4 text-sm leading-relaxed text-slate-700">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-strong" />
            <span>{t("eligibility.note")}</span>
          </p>
        </section>

        <section aria-labelledby="faq-heading" className="lg:col-span-3">
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t("faq.title")}
          </h2>
          {/* Native disclosures: keyboard operable and announced as expandable without any script. */}
          <div className="mt-5 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {faq.map((item) => (
              <details key={item.key} className="group" data-faq={item.key}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-slate-900 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 leading-relaxed text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
