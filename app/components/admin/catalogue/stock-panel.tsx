// A product's stock: its level, an adjustment with its reason, and the history of every change.

import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { buttonClasses } from "../../ui/button-classes.ts";
import { inputClasses } from "../../ui/input-classes.ts";
import type { AdminActionData } from "../admin-request.server.ts";
import { ActionResult, DateTime, Panel, selectClasses } from "../admin-ui.tsx";
import { type CatalogueItemView, STOCK_REASONS } from "./kind.ts";
import { StockBadge } from "./stock-badge.tsx";

export function StockPanel({
  stock,
  actionData,
}: {
  stock: NonNullable<CatalogueItemView["stock"]>;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const submitting = useNavigation().state === "submitting";
  const result = actionData?.intent === "stock" ? actionData : undefined;
  const refused = result && !result.ok ? result.reply?.error : undefined;
  return (
    <Panel title={t("stock.heading")} id="stock">
      <p className="mb-4 flex items-center gap-2 text-sm text-slate-700">
        {t("stock.level")} <StockBadge stock={stock.level} />
      </p>
      <ActionResult result={result} className="mb-3" />
      <Form method="post" className="space-y-3" key={stock.level}>
        <input type="hidden" name="intent" value="stock" />
        <div className="grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t("stock.delta")}
            <input
              name="delta"
              inputMode="numeric"
              dir="ltr"
              aria-required
              aria-invalid={refused?.delta ? true : undefined}
              placeholder="+10 / -2"
              className={inputClasses}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t("stock.reason")}
            <select name="reason" aria-required className={selectClasses} defaultValue="received">
              {STOCK_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`stock.reasons.${reason}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          {t("stock.note")}
          <input name="note" maxLength={200} className={inputClasses} />
        </label>
        <p className="text-xs text-slate-500">{t("stock.hint")}</p>
        <button type="submit" disabled={submitting} className={buttonClasses("secondary")}>
          {t("stock.submit")}
        </button>
      </Form>
      <h3 className="mt-6 mb-2 text-sm font-semibold text-slate-900">{t("stock.history")}</h3>
      {stock.history.length === 0 ? (
        <p className="text-sm text-slate-600">{t("stock.noHistory")}</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {stock.history.map((movement) => (
            <li key={movement.id} className="py-2">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium text-slate-900">
                  <bdi dir="ltr">{movement.delta > 0 ? `+${movement.delta}` : movement.delta}</bdi>{" "}
                  {t(`stock.reasons.${movement.reason}`)}
                </span>
                <span className="text-slate-600">
                  {t("stock.after")} <bdi dir="ltr">{movement.stockAfter}</bdi>
                </span>
              </div>
              <div className="text-xs text-slate-500">
                <DateTime iso={movement.createdAt} />
                {movement.actor ? <> · {movement.actor}</> : null}
                {movement.note ? <> · {movement.note}</> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
