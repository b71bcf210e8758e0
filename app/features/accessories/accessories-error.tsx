import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import { NotFoundScreen } from "../../components/error-screen.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Link } from "../../components/ui/link.tsx";
import { ACCESSORIES_PATH } from "./accessory-list.tsx";

/**
 * The error boundary of the accessories screens: "Error loading travel accessories" (spec §8) with Try again,
 * or the not-found screen for an unknown accessory.
 */
export function AccessoriesErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation("accessories");
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center" aria-labelledby="accessories-error-title">
      <AlertTriangle aria-hidden className="mx-auto size-12 text-amber-500" />
      <h1 id="accessories-error-title" className="mt-4 text-3xl font-bold tracking-tight">
        {t("errors:screens.errorLoadingTravelAccessories")}
      </h1>
      <p className="mt-3 text-slate-600">{t("errors:codes.SYSTEM_UNKNOWN_ERROR")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onPress={() => revalidator.revalidate()}>{t("errors:errorScreen.tryAgain")}</Button>
        <Link to={ACCESSORIES_PATH} variant="secondary" reloadDocument>
          {t("error.back")}
        </Link>
      </div>
    </section>
  );
}
