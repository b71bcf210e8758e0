import { Link } from "react-router";
import { ArrowRight, Check } from "../../components/ui/icons.tsx";
import { Link as ButtonLink } from "../../components/ui/link.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { SERVICE_POINTS, type Service } from "./services.ts";

function ServiceIcon({ service, large }: { service: Service; large?: boolean }) {
  const Icon = service.icon;
  return (
    <span
      aria-hidden
      className={
        large
          ? "flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand text-white shadow-sm"
          : "icon-tile"
      }
    >
      <Icon className={large ? "size-7" : "size-6"} />
    </span>
  );
}

export function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation("home");
  return (
    <Link to={service.href} className="card-link group service-card" data-service={service.id}>
      <div className="service-main">
        <ServiceIcon service={service} />
        <div className="min-w-0">
          <h3 className="service-title">{t(`services.${service.id}.title`)}</h3>
          <p className="service-summary">{t(`services.${service.id}.summary`)}</p>
        </div>
      </div>
      <div className="service-spacer" />
      <span aria-hidden className="card-cta">
        {t(`services.${service.id}.cta`)}
        <ArrowRight className="card-arrow flip-rtl" />
      </span>
    </Link>
  );
}

export function ServiceDetailCard({ service }: { service: Service }) {
  const { t } = useTranslation("home");
  const titleId = `service-${service.id}-title`;
  const points = SERVICE_POINTS.map((point) =>
    t(`services.${service.id}.points.${point}`, service.params ?? {}),
  );
  return (
    <article
      aria-labelledby={titleId}
      data-service={service.id}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7"
    >
      <div className="flex items-center gap-4">
        <ServiceIcon service={service} large />
        <h3 id={titleId} className="text-xl font-semibold text-slate-900">
          {t(`services.${service.id}.title`)}
        </h3>
      </div>
      <p className="mt-4 text-slate-600">{t(`services.${service.id}.description`, service.params ?? {})}</p>
      <ul className="mt-5 flex-1 space-y-2.5">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2.5 text-sm text-slate-700">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <ButtonLink to={service.href} aria-describedby={titleId} variant="primary" size="lg" className="mt-6">
        {t(`services.${service.id}.cta`)}
        <ArrowRight aria-hidden className="size-4 flip-rtl" />
      </ButtonLink>
    </article>
  );
}
