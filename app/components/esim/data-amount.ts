import { useTranslation } from "../../platform/i18n/use-translation.ts";

/** "500 MB", "5 GB", "2.1 GB" (Western digits in both languages); null is an unlimited plan. */
export function useDataAmount() {
  const { t } = useTranslation("esim");
  return (dataMb: number | null) => {
    if (dataMb === null) return t("plans.unlimited");
    if (dataMb < 1024) return t("plans.mb", { amount: Math.round(dataMb) });
    const gb = dataMb / 1024;
    return t("plans.gb", { amount: Number.isInteger(gb) ? gb : Number(gb.toFixed(1)) });
  };
}
