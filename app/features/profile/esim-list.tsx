import { Link } from "react-router";
import { useDataAmount } from "../../components/esim/data-amount.ts";
import { EsimInstallCard } from "../../components/esim/install-card.tsx";
import { Reference } from "../../components/reference.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ChevronDown, Hourglass, Plus, QrCode } from "../../components/ui/icons.tsx";
import { Link as ButtonLink } from "../../components/ui/link.tsx";
import type { InstallDevice } from "../../platform/esim/install-links.ts";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { EsimUsageView, ProfileEsim } from "./esims.server.ts";

/** The top-up page of one eSIM (its checkout lives with the top-ups). */
export const esimTopUpHref = (activationId: string) =>
  `/profile/esims/${encodeURIComponent(activationId)}/top-up`;

/** Installed once the provider has seen it connect: its install card then folds away. */
const installed = (usage: EsimUsageView | null) =>
  usage?.snapshot != null && usage.snapshot.status !== "not_active" && usage.snapshot.status !== "unknown";

export function EsimList({ esims, device }: { esims: readonly ProfileEsim[]; device: InstallDevice }) {
  const { t } = useTranslation("profile");
  if (esims.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-6 text-slate-600">
        <p>{t("esims.empty")}</p>
        <Link to="/esim-shop" className="mt-2 inline-block font-medium text-brand-strong hover:underline">
          {t("esims.shop")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-5">
      {esims.map((esim) => (
        <li key={esim.id} data-esim={esim.id} data-esim-status={esim.status}>
          <EsimItem esim={esim} device={device} />
        </li>
      ))}
    </ul>
  );
}

function EsimItem({ esim, device }: { esim: ProfileEsim; device: InstallDevice }) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">
            <bdi>{esim.planName}</bdi>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {esim.destination ? (
              <>
                <bdi>{esim.destination}</bdi>
                {" · "}
              </>
            ) : null}
            {t("esims.bought", { date: dates.long(esim.createdAt) })}
          </p>
        </div>
        <StatusBadge subject="esim" status={esim.status} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t("esims.order")}{" "}
        <Link
          to={`/orders/${encodeURIComponent(esim.orderId)}`}
          className="font-mono font-medium text-brand-strong underline-offset-4 hover:underline"
          data-esim-order
        >
          <Reference value={esim.orderNumber} />
        </Link>
      </p>
      {esim.usage ? <UsageMeter usage={esim.usage} validityDays={esim.validityDays} /> : null}
      {esim.usage && esim.install ? (
        <ButtonLink to={esimTopUpHref(esim.id)} variant="secondary" size="sm" className="mt-3" data-top-up>
          <Plus aria-hidden className="size-4" />
          {t("esims.topUp")}
        </ButtonLink>
      ) : null}
      {esim.install ? (
        <details
          open={!installed(esim.usage)}
          className="group/install mt-4 rounded-xl border border-slate-200 bg-slate-50"
          data-esim-install
        >
          <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <QrCode aria-hidden className="size-4 shrink-0 text-brand" />
            <span className="flex-1">{t("esims.install")}</span>
            <ChevronDown
              aria-hidden
              className="size-4 shrink-0 text-slate-500 transition-transform group-open/install:rotate-180"
            />
          </summary>
          <div className="border-t border-slate-200 p-4">
            <EsimInstallCard install={esim.install} device={device} name={esim.planName} />
          </div>
        </details>
      ) : esim.status !== "ready" ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {t("esims.preparing")}
        </p>
      ) : null}
    </Card>
  );
}

function UsageMeter({ usage, validityDays }: { usage: EsimUsageView; validityDays: number | null }) {
  const { t } = useTranslation("esim");
  const dates = useDates();
  const amount = useDataAmount();
  const { snapshot } = usage;
  if (!snapshot) {
    return (
      <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600" data-usage="unavailable">
        {t("usage.unavailable")}
      </p>
    );
  }
  const limited = !snapshot.unlimited && snapshot.remainingMb !== null && snapshot.totalMb;
  const share = limited ? Math.min(1, Math.max(0, snapshot.remainingMb! / snapshot.totalMb!)) : 1;
  const summary =
    snapshot.status === "expired"
      ? t("usage.expired")
      : snapshot.status === "finished"
        ? t("usage.finished")
        : limited
          ? t("usage.left", { left: amount(snapshot.remainingMb), total: amount(snapshot.totalMb) })
          : snapshot.unlimited
            ? t("usage.unlimited")
            : null;
  return (
    <div
      className="mt-3 rounded-lg bg-slate-50 px-3 py-3 text-sm"
      data-usage={usage.current ? "current" : "last"}
    >
      {!usage.current && usage.checkedAt ? (
        <p className="mb-2 text-slate-600">
          {t("usage.lastKnown", { time: dates.dateTime(usage.checkedAt) })}
        </p>
      ) : null}
      {summary ? (
        <p className="font-medium text-slate-900" data-usage-left>
          {summary}
        </p>
      ) : null}
      {limited ? (
        // The sentence above says it in words; the bar is for the eye.
        <div aria-hidden className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200" data-usage-bar>
          <div
            className={share < 0.15 ? "h-full rounded-full bg-amber-500" : "h-full rounded-full bg-brand"}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </div>
      ) : null}
      {snapshot.status === "not_active" ? (
        <p className="mt-2 text-slate-700">{t("usage.notActive")}</p>
      ) : null}
      <p className="mt-2 text-slate-600">
        {snapshot.expiresAt
          ? t("usage.validUntil", { date: dates.long(snapshot.expiresAt) })
          : validityDays
            ? t("usage.validity", { count: validityDays })
            : null}
      </p>
      {usage.current && usage.checkedAt ? (
        <p className="mt-1 text-xs text-slate-500">
          {t("usage.checkedAt", { time: dates.dateTime(usage.checkedAt) })}
        </p>
      ) : null}
    </div>
  );
}
