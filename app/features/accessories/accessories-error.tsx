import { isRouteErrorResponse, useRevalidator } from "react-router";
import { NotFoundScreen } from "../../components/error-screen.tsx";
import { StatusScreen } from "../../components/status-screen.tsx";
import { Button } from "../../components/ui/button.tsx";
import { AlertTriangle } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { ACCESSORIES_PATH } from "./accessory-list.tsx";

/** Spec §8. */
export function AccessoriesErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation("accessories");
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <StatusScreen
      icon={AlertTriangle}
      tone="warning"
      title={t("errors:screens.errorLoadingTravelAccessories")}
      body={t("errors:codes.SYSTEM_UNKNOWN_ERROR")}
    >
      <Button onPress={() => revalidator.revalidate()}>{t("errors:errorScreen.tryAgain")}</Button>
      <Link to={ACCESSORIES_PATH} variant="secondary" reloadDocument>
        {t("error.back")}
      </Link>
    </StatusScreen>
  );
}
