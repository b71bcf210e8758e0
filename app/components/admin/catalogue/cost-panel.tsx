// What an item costs the shop beside its price, with the margin (an eSIM plan's provider net price).
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { Price } from "../../price.tsx";
import { DateTime, Panel } from "../admin-ui.tsx";
import { useLabel } from "./catalogue-form.tsx";
import type { CatalogueItemView, CatalogueKindView } from "./kind.ts";

/** Price, cost and margin, as Shopify's product page shows them beside the price. */
export function CostPanel({
  cost,
  labels,
}: {
  cost: NonNullable<CatalogueItemView["cost"]>;
  labels: NonNullable<CatalogueKindView["cost"]>;
}) {
  const { t } = useTranslation("adminCatalogue");
  const label = useLabel();
  const margin = cost.cents === null ? null : cost.priceCents - cost.cents;
  const percent =
    margin === null || cost.priceCents === 0 ? null : Math.round((margin / cost.priceCents) * 1000) / 10;
  return (
    <Panel title={t("cost.heading")} id="cost">
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{t("columns.price")}</dt>
          <dd>
            <Price cents={cost.priceCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">{label(labels.label)}</dt>
          <dd>{cost.cents === null ? "—" : <Price cents={cost.cents} />}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-100 pt-2 font-semibold">
          <dt>{t("cost.margin")}</dt>
          <dd className={margin !== null && margin < 0 ? "text-red-700" : undefined}>
            {margin === null ? (
              "—"
            ) : (
              <>
                <Price cents={margin} /> <span dir="ltr">({t("cost.percent", { value: percent })})</span>
              </>
            )}
          </dd>
        </div>
        {cost.syncedAt ? (
          <div className="flex justify-between gap-3 text-slate-600">
            <dt>{t("cost.synced")}</dt>
            <dd>
              <DateTime iso={cost.syncedAt} />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-xs text-slate-500">{label(labels.hint)}</p>
    </Panel>
  );
}
