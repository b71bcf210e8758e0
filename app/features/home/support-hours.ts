import { CONTACT_HOURS } from "../../platform/domain/constants.ts";
import type { NamespacedKey, Translate } from "../../platform/i18n/keys.ts";

type HomeT = Translate<NamespacedKey<"home">>;

function hourLabel(t: HomeT, hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return hour < 12 ? t("home:hours.am", { hour: twelve }) : t("home:hours.pm", { hour: twelve });
}

/** Spec §9. */
export function supportHours(t: HomeT): string {
  return t("home:hours.range", {
    from: t(`home:hours.weekdays.${CONTACT_HOURS.firstWeekday}`),
    to: t(`home:hours.weekdays.${CONTACT_HOURS.lastWeekday}`),
    open: hourLabel(t, CONTACT_HOURS.openHour),
    close: hourLabel(t, CONTACT_HOURS.closeHour),
  });
}
