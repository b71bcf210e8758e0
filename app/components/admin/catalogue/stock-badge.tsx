import { stockLevel, stockTone } from "../../../platform/domain/stock-levels.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import { Badge } from "../../ui/badge.tsx";

export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation("adminCatalogue");
  const level = stockLevel(stock);
  return (
    <Badge tone={stockTone[level]}>
      <bdi dir="ltr">{stock}</bdi>
      <span className="ms-1">{t(`stockLevels.${level}` as never)}</span>
    </Badge>
  );
}
