import { Link } from "react-router";
import {
  OfferChecklist,
  OfferFact,
  OfferFeePolicy,
  OfferFooter,
} from "../../components/offer-card-parts.tsx";
import { BookOpenText, CalendarCheck, Hourglass, MapPin } from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { processingTimeText } from "../../platform/domain/offer-terms.ts";
import { keyFromData } from "../../platform/i18n/keys.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { VisaOfferCard as VisaOffer } from "./visa-offers.server.ts";

const DAYS_PER_YEAR = 365;

export function visaApplicationHref(slug: string): string {
  return `/visa-application-form?offer=${encodeURIComponent(slug)}`;
}

export function useValidityLabel() {
  const { t } = useTranslation("cms");
  return (days: number) =>
    days >= DAYS_PER_YEAR && days % DAYS_PER_YEAR === 0
      ? t("units.years", { count: days / DAYS_PER_YEAR })
      : t("units.days", { count: days });
}

export function VisaOfferCard({ offer }: { offer: VisaOffer }) {
  const { t } = useTranslation("cms");
  const validity = useValidityLabel();
  const titleId = `offer-${offer.slug}-title`;
  return (
    <article
      id={`offer-${offer.slug}`}
      aria-labelledby={titleId}
      data-offer={offer.slug}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm target:ring-2 target:ring-brand"
    >
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start gap-4">
          <div className="h-16 w-[5.25rem] shrink-0 overflow-hidden rounded-xl bg-gradient-to-br from-brand-soft to-brand/40">
            {offer.imageUrl ? (
              <Picture
                src={offer.imageUrl}
                alt=""
                sizes="84px"
                width={84}
                height={64}
                className="size-full object-cover"
              />
            ) : null}
          </div>
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-sm font-medium text-brand-strong">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {offer.destination}
            </p>
            <span className="mt-1.5 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
              {/* The visa type is free text of the database: shown as it is when it names none of ours. */}
              {t(keyFromData<"applications">(`applications:visaTypes.${offer.visaType}`), {
                defaultValue: offer.visaType,
              })}
            </span>
          </div>
        </div>
        <h2 id={titleId} className="mt-4 text-xl font-semibold leading-snug text-slate-900">
          {offer.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{offer.description}</p>
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <OfferFact
            icon={Hourglass}
            label={t("visaServices.processing")}
            value={processingTimeText(t, { days: offer.processingDays })}
          />
          <OfferFact
            icon={CalendarCheck}
            label={t("visaServices.validity")}
            value={validity(offer.validityDays)}
          />
        </dl>
        <OfferChecklist title={t("visaServices.requirements")} items={offer.requirements} />
        {offer.guideHref ? (
          <Link
            to={offer.guideHref}
            aria-label={`${t("visaServices.guide")}: ${offer.title}`}
            className="mt-4 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
          >
            <BookOpenText aria-hidden className="size-4" />
            {t("visaServices.guide")}
          </Link>
        ) : null}
        <OfferFeePolicy policy={offer.feePolicy} className="mt-4" />
        <OfferFooter
          priceLabel={t("visaServices.price")}
          priceCents={offer.priceCents}
          href={visaApplicationHref(offer.slug)}
          action={t("visaServices.apply")}
          titleId={titleId}
        />
      </div>
    </article>
  );
}
