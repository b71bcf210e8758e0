import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_MAX } from "../../platform/domain/constants.ts";
import type { Locale } from "../../platform/i18n/localized.ts";

/** Spec §9; at the top centre, clear of the floating contact button. */
export function Toaster({ locale }: { locale: Locale }) {
  return (
    <Sonner
      dir={locale === "ar" ? "rtl" : "ltr"}
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      closeButton
    />
  );
}

export { toast } from "sonner";
