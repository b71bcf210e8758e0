// One ready eSIM's installation: one-tap links where the reader's phone follows them, the QR code for another
// device, the codes to type by hand, and short steps. Which links show is decided on the server from the user
// agent (platform/esim/install-links.ts), so that the card works before any script runs.
import type { ReactNode } from "react";
import type { EsimInstallView, InstallDevice } from "../../platform/esim/install-links.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { buttonClasses } from "../ui/button-classes.ts";
import { ChevronDown, Smartphone, Zap } from "../ui/icons.tsx";
import { CopyField } from "./copy-field.tsx";

function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

const STEPS = { iphone: ["1", "2", "3", "4"], android: ["1", "2", "3", "4"] } as const;

export function EsimInstallCard({
  install,
  device,
  name,
}: {
  install: EsimInstallView;
  device: InstallDevice;
  /** The plan's name, for the QR code's text alternative. */
  name: string;
}) {
  const { t } = useTranslation("esim");
  const oneTap = device.apple || device.android;
  return (
    <div className="flex flex-col gap-4" data-install-card>
      {oneTap ? (
        <div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {device.apple ? (
              <a href={install.appleUrl} className={buttonClasses("primary", "md")} data-install-link="apple">
                <Zap aria-hidden className="size-4" />
                {t("install.apple")}
              </a>
            ) : null}
            {device.android ? (
              <a
                href={install.androidUrl}
                className={buttonClasses(device.apple ? "secondary" : "primary", "md")}
                data-install-link="android"
              >
                <Zap aria-hidden className="size-4" />
                {t("install.android")}
              </a>
            ) : null}
          </div>
          <p className="mt-2 text-xs text-slate-600">
            {device.apple && device.android
              ? t("install.oneTapBoth")
              : device.apple
                ? t("install.oneTapApple")
                : t("install.oneTapAndroid")}
          </p>
        </div>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <figure className="flex shrink-0 flex-col items-center gap-2 self-center sm:self-start">
          <img
            src={svgDataUri(install.qrSvg)}
            alt={t("install.qrAlt", { name })}
            width={176}
            height={176}
            className="size-44 rounded-lg border border-slate-200 bg-white p-2"
            data-install-qr
          />
          <figcaption className="max-w-44 text-center text-xs text-slate-600">
            {t("install.qrCaption")}
          </figcaption>
        </figure>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <p className="text-sm font-medium text-slate-900">{t("install.manualTitle")}</p>
          <CopyField name="smdp" label={t("install.smdp")} value={install.smdpAddress} />
          <CopyField name="matching" label={t("install.matchingId")} value={install.matchingId} />
          {install.confirmationCode ? (
            <CopyField
              name="confirmation"
              label={t("install.confirmation")}
              value={install.confirmationCode}
            />
          ) : null}
          <CopyField name="lpa" label={t("install.fullCode")} value={install.lpa} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Steps kind="iphone" open={device.platform === "ios"} />
        <Steps kind="android" open={device.platform === "android"} />
        <p className="text-xs text-slate-600">{t("install.note")}</p>
      </div>
    </div>
  );
}

function Steps({ kind, open }: { kind: keyof typeof STEPS; open: boolean }): ReactNode {
  const { t } = useTranslation("esim");
  return (
    <details
      open={open}
      className="group/steps rounded-lg border border-slate-200 bg-white"
      data-install-steps={kind}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
        <Smartphone aria-hidden className="size-4 shrink-0 text-brand" />
        <span className="flex-1">{t(`install.steps.${kind}.title`)}</span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-slate-500 transition-transform group-open/steps:rotate-180"
        />
      </summary>
      <ol className="list-decimal space-y-1.5 border-t border-slate-100 px-3 py-3 ps-8 text-sm text-slate-700">
        {STEPS[kind].map((step) => (
          <li key={step}>{t(`install.steps.${kind}.${step}`)}</li>
        ))}
      </ol>
    </details>
  );
}
