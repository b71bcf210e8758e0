import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "../../components/admin/admin-shell.tsx";
import { applicationStatusLabel } from "../../platform/domain/status-labels.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { APPLICATION_STATUSES, type DashboardFigures, dashboardLinks } from "./figures.ts";
import { OrdersChart } from "./orders-chart.tsx";

const figureCard = "group flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm";
const figureLink = `${figureCard} outline-none transition hover:border-brand/50 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand`;

function Figure({
  value,
  label,
  href,
  tone = "neutral",
}: {
  value: number;
  label: string;
  /** null while that list does not exist */
  href: string | null;
  tone?: "neutral" | "attention";
}) {
  const content = (
    <>
      <span
        className={
          tone === "attention" && value > 0
            ? "text-3xl font-bold tabular-nums text-amber-700"
            : "text-3xl font-bold tabular-nums text-slate-900"
        }
      >
        {value}
      </span>
      <span className="text-sm text-slate-600 group-hover:text-slate-900">{label}</span>
    </>
  );
  return (
    <li>
      {href ? (
        <Link to={href} className={figureLink} data-testid="dashboard-figure">
          {content}
        </Link>
      ) : (
        <div className={figureCard} data-testid="dashboard-figure">
          {content}
        </div>
      )}
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</ul>
    </section>
  );
}

export function DashboardScreen({ figures }: { figures: DashboardFigures }) {
  const { t } = useTranslation("admin");
  const links = dashboardLinks;
  return (
    <div className="space-y-8">
      <AdminPageHeader title={t("dashboard.title")} intro={t("dashboard.intro")} />

      <Group title={t("dashboard.users.title")}>
        <Figure value={figures.users.total} label={t("dashboard.users.total")} href={links.usersTotal} />
        <Figure value={figures.users.today} label={t("dashboard.users.today")} href={links.usersToday} />
        <Figure value={figures.users.active} label={t("dashboard.users.active")} href={links.usersActive} />
      </Group>

      <Group title={t("dashboard.actions.title")}>
        <Figure
          value={figures.actions.refundNeeded}
          label={t("dashboard.actions.refundNeeded")}
          href={links.refundNeeded}
          tone="attention"
        />
        <Figure
          value={figures.actions.toShip}
          label={t("dashboard.actions.toShip")}
          href={links.toShip}
          tone="attention"
        />
        <Figure
          value={figures.actions.esimMissing}
          label={t("dashboard.actions.esimMissing")}
          href={links.esimMissing}
          tone="attention"
        />
      </Group>

      <Group title={t("dashboard.lowStock.title")}>
        <Figure
          value={figures.lowStock.accessories}
          label={t("dashboard.lowStock.accessories")}
          href={links.lowAccessories}
          tone="attention"
        />
        <Figure
          value={figures.lowStock.esimPlans}
          label={t("dashboard.lowStock.esimPlans")}
          href={links.lowEsimPlans}
          tone="attention"
        />
      </Group>

      <OrdersChart series={figures.series} />

      <Group title={t("dashboard.waiting.title")}>
        <Figure
          value={figures.waiting.education}
          label={t("dashboard.waiting.education")}
          href={links.education}
          tone="attention"
        />
        <Figure
          value={figures.waiting.business}
          label={t("dashboard.waiting.business")}
          href={links.business}
          tone="attention"
        />
        <Figure
          value={figures.waiting.bookings}
          label={t("dashboard.waiting.bookings")}
          href={links.bookings}
          tone="attention"
        />
      </Group>

      <Group title={t("dashboard.applications.title")}>
        {APPLICATION_STATUSES.map((status) => (
          <Figure
            key={status}
            value={figures.applications[status]}
            label={t(applicationStatusLabel(status).key)}
            href={links.application(status)}
          />
        ))}
      </Group>
    </div>
  );
}
