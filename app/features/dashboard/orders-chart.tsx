// See docs/decisions/022. Imported only by the dashboard's route module, so Recharts stays out of the
// storefront's JavaScript.
import { useId } from "react";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
// Days are the server's UTC days, and say so; written in the back office's one compact style (format.ts).
import { formatDate, formatMoney } from "../../platform/i18n/format.ts";
import { useLocale } from "../../platform/i18n/use-locale.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { DayFigures } from "./figures.ts";

const ORDERS_COLOUR = "#0f766e";
const REVENUE_COLOUR = "#b45309";

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;

export function OrdersChart({ series }: { series: DayFigures[] }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const rtl = locale === "ar";
  const headingId = useId();
  const orders = series.reduce((sum, day) => sum + day.orders, 0);
  const revenue = series.reduce((sum, day) => sum + day.revenueCents, 0);
  const busiest = series.reduce<DayFigures | null>(
    (best, day) => (day.orders > 0 && (!best || day.orders > best.orders) ? day : best),
    null,
  );
  const summary = t("dashboard.chart.summary", {
    from: series[0]?.date ?? "",
    to: series.at(-1)?.date ?? "",
    orders,
    revenue: formatMoney(revenue, locale),
  });

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("dashboard.chart.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="chart-summary">
        {summary}
        {busiest
          ? ` ${t("dashboard.chart.busiest", { date: busiest.date, count: busiest.orders })}`
          : ` ${t("dashboard.chart.none")}`}
      </p>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden>
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm" style={{ background: ORDERS_COLOUR }} />
          {t("dashboard.chart.orders")}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-4" style={{ background: REVENUE_COLOUR }} />
          {t("dashboard.chart.revenue")}
        </li>
      </ul>
      {/* The picture is for sighted users; the table below carries the same figures for everyone. */}
      <div aria-hidden className="mt-4 h-72 w-full" data-testid="orders-chart" dir="ltr">
        <ComposedChart
          responsive
          data={series}
          style={{ width: "100%", height: "100%" }}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => formatDate(date)}
            reversed={rtl}
            tick={{ fontSize: 12, fill: "#475569" }}
            minTickGap={16}
          />
          <YAxis
            yAxisId="orders"
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            tick={{ fontSize: 12, fill: "#475569" }}
            width={40}
          />
          <YAxis
            yAxisId="revenue"
            orientation={rtl ? "left" : "right"}
            tickFormatter={dollars}
            tick={{ fontSize: 12, fill: "#475569" }}
            width={64}
          />
          <Tooltip
            labelFormatter={(label) => String(label)}
            formatter={(value, name) =>
              name === "revenueCents"
                ? [formatMoney(Number(value), locale), t("dashboard.chart.revenue")]
                : [String(value), t("dashboard.chart.orders")]
            }
            contentStyle={{ direction: rtl ? "rtl" : "ltr", textAlign: "start" }}
          />
          <Bar yAxisId="orders" dataKey="orders" fill={ORDERS_COLOUR} radius={[3, 3, 0, 0]} />
          <Line
            yAxisId="revenue"
            dataKey="revenueCents"
            stroke={REVENUE_COLOUR}
            strokeWidth={2}
            dot={false}
            type="monotone"
          />
        </ComposedChart>
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-strong outline-none focus-visible:ring-2 focus-visible:ring-brand">
          {t("dashboard.chart.showTable")}
        </summary>
        <div className="mt-3 max-h-96 overflow-y-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("dashboard.chart.title")}</caption>
            <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("dashboard.chart.day")}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t("dashboard.chart.orders")}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t("dashboard.chart.revenue")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {series.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 text-start font-normal tabular-nums">
                    {formatDate(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-end tabular-nums">{day.orders}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">
                    <bdi dir="ltr">{formatMoney(day.revenueCents, locale)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
