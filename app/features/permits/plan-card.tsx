import { ArrowRight, CalendarCheck, Check, Hourglass, IdCard, Zap } from "lucide-react";
import { Price } from "../../components/price.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Link } from "../../components/ui/link.tsx";
import { APPLICATION_FORM_PATHS } from "../../platform/application-paths.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { DrivingLicenseService, PermitPlan } from "./plans.server.ts";

/** "/international-driving-license?plan=<id>" or "/driving-license-application?plan=<id>". */
export function planHref(plan: Pick<PermitPlan, "id" | "service">): string {
  return `${APPLICATION_FORM_PATHS[plan.service]}?plan=${encodeURIComponent(plan.id)}`;
}

/** "Express" or "Standard", as a badge (also for the licence forms' plan summary). */
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
          <img src={plan.cover} alt="" loading="lazy" className="size-full object-cover" />
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
          <div className="rounded-xl bg-slate-50 px-3 py-2.5">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
              <CalendarCheck aria-hidden className="size-3.5 shrink-0" />
              {t("plan.validity")}
            </dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              {t("plan.months", { count: plan.validityMonths })}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-50 px-3 py-2.5">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
              <Hourglass aria-hidden className="size-3.5 shrink-0" />
              {t("plan.processing")}
            </dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{plan.processingDays}</dd>
          </div>
        </dl>
        {plan.features.length > 0 ? (
          <div className="mt-5 flex-1">
            <h4 className="text-sm font-semibold text-slate-900">{t("plan.included")}</h4>
            <ul className="mt-2 space-y-1.5">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="flex-1" />
        )}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-5">
          <p className="flex flex-col">
            <span className="text-xs font-medium text-slate-500">{t("plan.price")}</span>
            <Price cents={plan.priceCents} className="text-2xl font-bold text-slate-900" data-price />
          </p>
          <Link to={planHref(plan)} variant="primary" size="lg" aria-describedby={titleId}>
            {t("plan.choose")}
            <ArrowRight aria-hidden className="size-4 flip-rtl" />
          </Link>
        </div>
      </div>
    </article>
  );
}
