import { AlertTriangle, Compass } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { buttonClasses } from "./ui/button-classes.ts";
import { Link } from "./ui/link.tsx";

export function isFirefox(userAgent: string | null | undefined): boolean {
  return /firefox\//i.test(userAgent ?? "") && !/seamonkey/i.test(userAgent ?? "");
}

/** Spec §2 error screen: "Oops! Something went wrong" with Try again, Refresh and Go home; hints for Firefox. */
export function ErrorScreen({ firefox }: { firefox: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center" aria-labelledby="error-title">
      <AlertTriangle aria-hidden className="mx-auto size-12 text-amber-500" />
      <h1 id="error-title" className="mt-4 text-3xl font-bold">
        {t("errors:errorScreen.oopsTitle")}
      </h1>
      <p className="mt-3 text-slate-600">{t("errors:codes.SYSTEM_UNKNOWN_ERROR")}</p>
      {firefox ? (
        <div className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-start text-sm text-amber-900">
          <h2 className="font-semibold">{t("errorPage.firefoxTitle")}</h2>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            <li>{t("errorPage.firefoxHintCache")}</li>
            <li>{t("errorPage.firefoxHintExtensions")}</li>
            <li>{t("errorPage.firefoxHintPrivate")}</li>
          </ul>
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses()} onClick={() => revalidator.revalidate()}>
          {t("errors:errorScreen.tryAgain")}
        </button>
        <button type="button" className={buttonClasses("secondary")} onClick={() => window.location.reload()}>
          {t("errors:errorScreen.refresh")}
        </button>
        <Link to="/" variant="secondary" reloadDocument>
          {t("errors:errorScreen.goHome")}
        </Link>
      </div>
    </section>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center" aria-labelledby="not-found-title">
      <Compass aria-hidden className="mx-auto size-12 text-brand" />
      <p className="mt-4 text-sm font-semibold text-brand">404</p>
      <h1 id="not-found-title" className="mt-1 text-3xl font-bold">
        {t("errorPage.notFoundTitle")}
      </h1>
      <p className="mt-3 text-slate-600">{t("errorPage.notFoundBody")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" variant="primary">
          {t("errors:errorScreen.goHome")}
        </Link>
        <Link to="/services" variant="secondary">
          {t("errorPage.browseServices")}
        </Link>
      </div>
    </section>
  );
}
