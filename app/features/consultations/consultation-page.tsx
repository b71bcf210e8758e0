import type { ReactNode } from "react";
import { PageHeader } from "../../components/page-header.tsx";
import { ArrowDown, Clock, Gift, Languages } from "../../components/ui/icons.tsx";
import { CONSULTANT_REPLY_HOURS } from "../../platform/domain/constants.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ConsultationTopic } from "./consultation-schemas.ts";

/** The breadcrumb's parent: education pages sit under /study, incorporation under /services. */
const PARENT = {
  malaysia: "/study",
  tarim: "/study",
  business: "/services",
} as const satisfies Record<ConsultationTopic, string>;

export interface ConsultationPageProps {
  topic: ConsultationTopic;
  /** The built-in ones when the CMS page is missing. */
  title: string | null;
  intro: string | null;
  content: ReactNode | null;
  form: ReactNode;
}

export function ConsultationPage({ topic, title, intro, content, form }: ConsultationPageProps) {
  const { t } = useTranslation("consultations");
  const eyebrow = t(`pages.eyebrow.${topic}`);
  const heading = title || t(`pages.title.${topic}`);
  const points = [
    { icon: Gift, text: t("pages.freeFirst") },
    { icon: Clock, text: t("pages.replyPromise", { hours: CONSULTANT_REPLY_HOURS }) },
    { icon: Languages, text: t("pages.bilingual") },
  ];
  return (
    <article>
      <PageHeader
        eyebrow={eyebrow}
        title={heading}
        intro={intro || t(`pages.intro.${topic}`)}
        breadcrumbs={[{ label: eyebrow, href: PARENT[topic] }, { label: heading }]}
      >
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden className="size-4 text-brand" />
              {text}
            </li>
          ))}
        </ul>
        <a
          href="#consultation"
          className="mt-6 inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white outline-none hover:bg-brand-strong focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 lg:hidden"
        >
          {t("pages.talkToConsultant")}
          <ArrowDown aria-hidden className="size-4" />
        </a>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14 lg:grid lg:grid-cols-12 lg:gap-12">
        <div className="min-w-0 lg:col-span-7">
          {content ?? <p className="text-lg leading-relaxed text-slate-700">{t("pages.contentMissing")}</p>}
        </div>
        <aside
          id="consultation"
          aria-labelledby="consultation-title consultation-confirmed"
          className="mt-12 scroll-mt-24 lg:col-span-5 lg:mt-0"
        >
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 lg:sticky lg:top-24">
            {form}
          </div>
        </aside>
      </div>
    </article>
  );
}
