import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "../platform/i18n/use-translation.ts";

/** Shown after 150 ms, so that quick loads don't flash. */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-soft"
    >
      <div className="progress-indeterminate h-full w-1/3 bg-brand" />
    </div>
  );
}
