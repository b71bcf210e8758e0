// One eSIM unit of an order: "being prepared" until its code is there, then its install card. Its own module so
// that pages without eSIM units (checkout, payment) do not load the card and its translations.
import type { ReactNode } from "react";
import { EsimInstallCard } from "../../components/esim/install-card.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { Hourglass, QrCode } from "../../components/ui/icons.tsx";
import type { InstallDevice } from "../../platform/esim/install-links.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { EsimActivationView } from "./order-types.ts";

export function ActivationCard({
  activation,
  device,
  name,
  index,
  total,
  children,
}: {
  activation: EsimActivationView;
  /** The reader's phone, for the one-tap install links (`installDeviceOf` in the loader). */
  device: InstallDevice;
  name: string;
  index: number;
  total: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const install = activation.status === "ready" ? activation.install : null;
  return (
    <section
      aria-label={t("esim.title", { index, total })}
      data-activation={activation.id}
      data-activation-status={activation.status}
      className="mt-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <QrCode aria-hidden className="size-4 text-brand" />
          {t("esim.title", { index, total })}
        </h3>
        <StatusBadge
          subject="esim"
          status={install ? "ready" : activation.issuing ? "issuing" : "preparing"}
        />
      </div>
      {install ? (
        <div className="mt-3">
          <EsimInstallCard install={install} device={device} name={name} />
        </div>
      ) : (
        <p className="mt-2 flex items-start gap-2 text-sm text-slate-700" data-issuing={activation.issuing}>
          <Hourglass
            aria-hidden
            className={`mt-0.5 size-4 shrink-0 text-amber-600 ${activation.issuing ? "motion-safe:animate-pulse" : ""}`}
          />
          {t(activation.issuing ? "esim.issuingBody" : "esim.preparingBody")}
        </p>
      )}
      {children}
    </section>
  );
}
