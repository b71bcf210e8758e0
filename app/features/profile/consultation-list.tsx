import { Link } from "react-router";
import { StatusBadge } from "../../components/status-badge.tsx";
import { Briefcase, GraduationCap } from "../../components/ui/icons.tsx";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ProfileConsultation } from "./consultations.server.ts";

const COUNTRIES = new Set(["indonesia", "malaysia", "singapore", "united-kingdom"]);

export function ConsultationList({ consultations }: { consultations: readonly ProfileConsultation[] }) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  if (consultations.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-slate-600">
        <p>{t("consultations.empty")}</p>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 font-medium">
          <Link to="/education-malaysia" className="text-brand-strong hover:underline">
            {t("consultations.startEducation")}
          </Link>
          <Link to="/education-tarim" className="text-brand-strong hover:underline">
            {t("consultations.startTarim")}
          </Link>
          <Link to="/business-incorporation" className="text-brand-strong hover:underline">
            {t("consultations.startBusiness")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {consultations.map((item) => {
        const Icon = item.kind === "education" ? GraduationCap : Briefcase;
        const topic =
          item.kind === "education"
            ? item.topic === "malaysia" || item.topic === "tarim"
              ? t(`consultations.topic.${item.topic}`)
              : item.topic
            : t("consultations.jurisdiction", {
                country: COUNTRIES.has(item.topic)
                  ? t(`consultations.countries.${item.topic as "malaysia"}`)
                  : item.topic,
              });
        return (
          <li
            key={`${item.kind}-${item.id}`}
            data-consultation={item.reference}
            data-kind={item.kind}
            className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-slate-900">{t(`consultations.kind.${item.kind}`)}</h2>
                <p className="text-sm text-slate-700">{topic}</p>
                <p className="mt-1 text-sm text-slate-500">
                  {t("consultations.reference")}:{" "}
                  <bdi dir="ltr" className="font-mono text-slate-800">
                    {item.reference}
                  </bdi>
                  {" · "}
                  {t("consultations.sentOn", { date: dates.long(item.createdAt) })}
                </p>
              </div>
              <StatusBadge subject={item.kind} status={item.status} />
            </div>
            {item.companyName || item.message ? (
              <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4 text-sm">
                {item.companyName ? (
                  <div>
                    <dt className="text-slate-500">{t("consultations.company")}</dt>
                    <dd className="text-slate-900">
                      <bdi>{item.companyName}</bdi>
                    </dd>
                  </div>
                ) : null}
                {item.message ? (
                  <div>
                    <dt className="text-slate-500">{t("consultations.message")}</dt>
                    <dd className="line-clamp-3 whitespace-pre-line text-slate-900">
                      <bdi>{item.message}</bdi>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
