import type { ReactNode } from "react";
import { Link } from "react-router";
import { Price } from "../../components/price.tsx";
import { Reference } from "../../components/reference.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ArrowRight, Car, FileText, type IconComponent, Search, Wifi } from "../../components/ui/icons.tsx";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ActivityItem } from "./activity.server.ts";
import { ActivityList } from "./activity-list.tsx";
import type { ProfileTotals } from "./profile.server.ts";
import { SectionHeader } from "./profile-shell.tsx";

export interface OverviewData {
  account: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    /** ISO: shown in the reader's time zone. */
    memberSince: string;
  };
  totals: ProfileTotals;
  recent: ActivityItem[];
}

const QUICK_ACTIONS: readonly {
  key: "shopEsim" | "applyVisa" | "getIdl" | "track";
  href: string;
  icon: IconComponent;
}[] = [
  { key: "shopEsim", href: "/esim-shop", icon: Wifi },
  { key: "applyVisa", href: "/visa-services", icon: FileText },
  { key: "getIdl", href: "/driving-license-service-selection", icon: Car },
  { key: "track", href: "/application-tracking", icon: Search },
];

function Total({
  label,
  value,
  hint,
  name,
}: {
  label: string;
  value: ReactNode;
  hint: string;
  name: string;
}) {
  return (
    <Card className="p-5" data-total={name}>
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900" data-value>
        {value}
      </p>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
    </Card>
  );
}

export function ProfileOverview({ data }: { data: OverviewData }) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  const { account, totals, recent } = data;
  const name = `${account.firstName} ${account.lastName}`.trim();
  const rows: [string, ReactNode][] = [
    [t("overview.name"), <bdi key="name">{name || "—"}</bdi>],
    [t("overview.email"), <Reference key="email" value={account.email} />],
    [
      t("overview.phone"),
      account.phone ? (
        <bdi key="phone" dir="ltr">
          {account.phone}
        </bdi>
      ) : (
        <span key="phone" className="text-slate-500">
          {t("overview.noPhone")}
        </span>
      ),
    ],
    [t("overview.memberSince"), dates.long(account.memberSince)],
  ];
  return (
    <div>
      <SectionHeader title={t("overview.welcome", { name: account.firstName || name || account.email })} />

      <section aria-labelledby="profile-totals">
        <h2 id="profile-totals" className="sr-only">
          {t("overview.totals")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <Total
            name="applications"
            label={t("overview.applications")}
            value={<bdi dir="ltr">{totals.applications}</bdi>}
            hint={totals.drafts ? t("overview.drafts", { count: totals.drafts }) : t("applications.heading")}
          />
          <Total
            name="services"
            label={t("overview.services")}
            value={<bdi dir="ltr">{totals.services}</bdi>}
            hint={t("overview.servicesHint", {
              bookings: totals.bookings,
              consultations: totals.consultations,
            })}
          />
          <Total
            name="spent"
            label={t("overview.spent")}
            value={<Price cents={totals.spentCents} />}
            hint={t("overview.spentHint")}
          />
        </div>
      </section>

      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="profile-account">
          <div className="flex items-center justify-between gap-3">
            <h2 id="profile-account" className="text-lg font-semibold text-slate-900">
              {t("overview.account")}
            </h2>
            <Link
              to="/profile/settings"
              className="text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
            >
              {t("overview.edit")}
            </Link>
          </div>
          <dl className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-5 py-3.5 sm:grid-cols-3">
                <dt className="text-sm font-medium text-slate-500">{label}</dt>
                <dd className="min-w-0 sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="profile-actions">
          <h2 id="profile-actions" className="text-lg font-semibold text-slate-900">
            {t("overview.quickActions")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map(({ key, href, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={href}
                  data-quick-action={key}
                  className="group flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-medium text-slate-900 outline-none hover:border-brand hover:bg-brand-soft/40 focus-visible:ring-2 focus-visible:ring-brand"
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">{t(`overview.${key}`)}</span>
                  <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-400 flip-rtl" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="profile-recent" className="mt-8">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="profile-recent" className="text-lg font-semibold text-slate-900">
            {t("overview.recent")}
          </h2>
          {recent.length ? (
            <Link
              to="/profile/activity"
              className="text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
            >
              {t("overview.allActivity")}
            </Link>
          ) : null}
        </div>
        <ActivityList items={recent} />
      </section>
    </div>
  );
}
