import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { Notice } from "../../components/notice.tsx";
import { Price } from "../../components/price.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { AlertTriangle, ArrowRight } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { withParams } from "../../platform/lists/list-query.ts";
import { DestinationImage } from "./destination-image.tsx";
import type { EsimDestinationCard, EsimDestinationDetail, PlanDialogData } from "./esim-views.ts";
import { closeDialogSearch, DIALOG_PREFIX, destinationParam, planKey, planQueryFrom } from "./params.ts";
import { PlanControls, PlanList, PlanListSkeleton } from "./plan-list.tsx";

/** Location state of a dialog opened from the grid: closing it goes back in history. */
interface DialogState {
  esimDialog?: boolean;
}

function DialogBody({ destination, pending }: { destination: EsimDestinationDetail; pending: boolean }) {
  const { t } = useTranslation("esim");
  const location = useLocation();
  const query = planQueryFrom(new URLSearchParams(location.search), DIALOG_PREFIX);
  const state = location.state as DialogState | null;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <DestinationImage destination={destination} className="w-16" eager />
        <p className="text-sm text-slate-600">
          {t("card.plans", { count: destination.planCount })} · {t("card.from")}{" "}
          <Price cents={destination.fromPriceCents} className="font-semibold text-slate-900" />
        </p>
      </div>
      {destination.planCount > 0 ? (
        <PlanControls
          query={query}
          nav={{ prefix: DIALOG_PREFIX, pathname: location.pathname, replace: true, state }}
        />
      ) : null}
      <PlanList
        destination={destination}
        query={query}
        pending={pending}
        resetHref={{
          pathname: location.pathname,
          search: withParams(location.search, {
            [`${DIALOG_PREFIX}sort`]: null,
            [`${DIALOG_PREFIX}data`]: null,
            [`${DIALOG_PREFIX}q`]: null,
          }),
        }}
      />
      <Link
        to={`/esim/${destination.slug}`}
        className="inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-strong underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
      >
        {t("plans.fullPage")}
        <ArrowRight aria-hidden className="size-4 flip-rtl" />
      </Link>
    </div>
  );
}

function LoadError() {
  const { t } = useTranslation("esim");
  const revalidator = useRevalidator();
  return (
    <Notice tone="error" className="rounded-2xl p-6 text-center">
      <AlertTriangle aria-hidden className="mx-auto size-8 text-red-600" />
      <p className="mt-3 font-medium text-red-800">{t("errors:screens.errorLoadingPlans")}</p>
      <Button
        variant="secondary"
        className="mt-4"
        isDisabled={revalidator.state === "loading"}
        onPress={() => revalidator.revalidate()}
      >
        {t("errors:screens.retry")}
      </Button>
    </Notice>
  );
}

/** Spec §2. Open as soon as the navigation that names a destination starts, with a skeleton while it loads. */
export function EsimPlanDialog({
  dialog,
  destinations,
}: {
  dialog: PlanDialogData | null;
  destinations: readonly EsimDestinationCard[];
}) {
  const { t } = useTranslation("esim");
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const target =
    navigation.state !== "idle" && navigation.location?.pathname === location.pathname
      ? navigation.location
      : null;
  const slug = destinationParam(new URLSearchParams(target?.search ?? location.search));
  const loadedSlug = dialog === null ? null : dialog.status === "ok" ? dialog.destination.slug : dialog.slug;
  const loaded = slug !== null && loadedSlug === slug ? dialog : null;
  const isOpen = slug !== null && (loaded !== null || target !== null);
  const pending =
    revalidator.state === "loading" ||
    (target !== null && planKey(target.search, DIALOG_PREFIX) !== planKey(location.search, DIALOG_PREFIX));

  const name =
    loaded?.status === "ok" ? loaded.destination.name : destinations.find((d) => d.slug === slug)?.name;

  const close = () => {
    if ((location.state as DialogState | null)?.esimDialog) navigate(-1);
    else
      navigate(
        { pathname: location.pathname, search: closeDialogSearch(location.search) },
        { replace: true, preventScrollReset: true },
      );
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={name ? t("plans.dialogTitle", { name }) : t("plans.loading")}
      closeLabel={t("plans.close")}
      size="lg"
    >
      {loaded?.status === "ok" ? (
        <DialogBody destination={loaded.destination} pending={pending} />
      ) : loaded?.status === "error" && !pending ? (
        <LoadError />
      ) : (
        <PlanListSkeleton />
      )}
    </Dialog>
  );
}
