import {
  OfferChecklist,
  OfferFact,
  OfferFeePolicy,
  OfferFooter,
} from "../../components/offer-card-parts.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { CalendarCheck, Hourglass, IdCard, Zap } from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { APPLICATION_FORM_PATHS } from "../../platform/domain/application-paths.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { PermitPlan } from "./plans.server.ts";

export function planHref(plan: Pick<PermitPlan, "id" | "service">): string {
  return `${APPLICATION_FORM_PATHS[plan.service]}?plan=${encodeURIComponent(plan.id)}`;
}

export function PlanSpeedBadge({ express }: { express: boolean }) {
  const { t } = useTranslation("permits");
  return express ? (
    <Badge tone="warning" className="gap-1 font-semibold">
      <Zap aria-hidden className="size-3.5" />
      {t("plan.express")}
    </Badge>
  ) : (
    <Badge tone="neutral" className="font-semibold">
      {t("plan.standard")}
    </Badge>
  );
}

export function PlanCard({ plan }: { plan: PermitPlan }) {
  const { t } = useTranslation("permits");
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-plan={plan.id}
      data-service={plan.service}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[16/7] bg-gradient-to-br from-brand-soft to-brand/40">
        {plan.cover ? (
          <Picture
            src={plan.cover}
            alt=""
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            width={1280}
            height={560}
            className="size-full object-cover"
          />
        ) : (
          <IdCard aria-hidden className="absolute inset-0 m-auto size-12 text-white" />
        )}
        <div className="absolute start-4 top-4">
          <PlanSpeedBadge express={plan.express} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-xl font-semibold leading-snug text-slate-900">
          {plan.title}
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{plan.description}</p>
        <dl className="mt-5 grid grid-cols-2 gap-3">
          <OfferFact
            icon={CalendarCheck}
            label={t("plan.validity")}
            value={t("plan.months", { count: plan.validityMonths })}
          />
          <OfferFact icon={Hourglass} label={t("plan.processing")} value={plan.processingDays} />
        </dl>
        <OfferChecklist title={t("plan.included")} items={plan.features} headingLevel="h4" />
        <OfferFeePolicy policy={plan.feePolicy} className="mt-4" />
        <OfferFooter
          priceLabel={t("plan.price")}
          priceCents={plan.priceCents}
          href={planHref(plan)}
          action={t("plan.choose")}
          titleId={titleId}
        />
      </div>
    </article>
  );
}
