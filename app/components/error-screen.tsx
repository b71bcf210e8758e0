import { isRouteErrorResponse, useRevalidator } from "react-router";
import { useRequestReference } from "../platform/http/request-reference.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { Notice } from "./notice.tsx";
import { StatusScreen } from "./status-screen.tsx";
import { buttonClasses } from "./ui/button-classes.ts";
import { AlertTriangle, Ban, Compass } from "./ui/icons.tsx";
import { Link } from "./ui/link.tsx";

/** The failed request's id, for the customer to quote to support (it finds the request's log lines). */
function RequestReference() {
  const { t } = useTranslation();
  const reference = useRequestReference();
  if (!reference) return null;
  const [before, after = ""] = t("errors:reference", { id: "\u0000" }).split("\u0000");
  return (
    <p className="mt-4 text-xs text-slate-500" data-request-reference>
      {before}
      <bdi dir="ltr" className="font-mono whitespace-nowrap select-all">
        {reference}
      </bdi>
      {after}
    </p>
  );
}

/** Spec §2. */
export function ErrorScreen({ firefox }: { firefox: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <StatusScreen
      icon={AlertTriangle}
      tone="warning"
      title={t("errors:errorScreen.oopsTitle")}
      body={t("errors:codes.SYSTEM_UNKNOWN_ERROR")}
      details={
        <>
          <RequestReference />
          {firefox ? (
            <Notice tone="warning" className="mt-6 rounded-xl p-4 text-start text-sm">
              <h2 className="font-semibold">{t("errorPage.firefoxTitle")}</h2>
              <ul className="mt-2 list-disc space-y-1 ps-5">
                <li>{t("errorPage.firefoxHintCache")}</li>
                <li>{t("errorPage.firefoxHintExtensions")}</li>
                <li>{t("errorPage.firefoxHintPrivate")}</li>
              </ul>
            </Notice>
          ) : null}
        </>
      }
    >
      <button type="button" className={buttonClasses()} onClick={() => revalidator.revalidate()}>
        {t("errors:errorScreen.tryAgain")}
      </button>
      <button type="button" className={buttonClasses("secondary")} onClick={() => window.location.reload()}>
        {t("errors:errorScreen.refresh")}
      </button>
      <Link to="/" variant="secondary" reloadDocument>
        {t("errors:errorScreen.goHome")}
      </Link>
    </StatusScreen>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={Compass}
      code="404"
      title={t("errorPage.notFoundTitle")}
      body={t("errorPage.notFoundBody")}
      details={<RequestReference />}
    >
      <Link to="/" variant="primary">
        {t("errors:errorScreen.goHome")}
      </Link>
      <Link to="/services" variant="secondary">
        {t("errorPage.browseServices")}
      </Link>
    </StatusScreen>
  );
}

/** A 4xx other than 404; the message arrives already translated. */
export function RequestErrorScreen({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={Ban}
      tone="muted"
      code={String(status)}
      title={t("errors:edge.title")}
      body={message ?? t("errors:messages.fallback")}
      details={<RequestReference />}
    >
      <Link to="/" variant="primary">
        {t("errors:errorScreen.goHome")}
      </Link>
    </StatusScreen>
  );
}

function messageOf(data: unknown): string | undefined {
  const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" ? message : undefined;
}

export function RouteErrorScreen({ error, firefox }: { error: unknown; firefox: boolean }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500)
    return <RequestErrorScreen status={error.status} message={messageOf(error.data)} />;
  return <ErrorScreen firefox={firefox} />;
}
