import { useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { getSiteChrome } from "./features/cms/site-settings.server.ts";
import "./app.css";
import { appContext } from "./platform/context.ts";
import { createI18n } from "./platform/i18n/i18n.ts";
import { directionOf, type Locale } from "./platform/i18n/localized.ts";
import { currentUser } from "./platform/session.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const [chrome, user] = await Promise.all([
    getSiteChrome(app.services.db, app.locale),
    currentUser(request, app),
  ]);
  return { locale: app.locale, nonce: app.cspNonce, chrome, user };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale: Locale = data?.locale ?? "en";
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const style = data ? ({ "--color-brand": data.chrome.primaryColor } as React.CSSProperties) : undefined;
  return (
    <html lang={locale} dir={directionOf(locale)} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? t("errorPage.notFoundTitle") : t("errorPage.title")}</h1>
      <p className="mt-4 text-slate-600">{notFound ? t("errors:codes.API_NOT_FOUND") : t("errorPage.body")}</p>
      <a href="/" className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-medium text-white">
        {t("errorPage.goHome")}
      </a>
    </main>
  );
}
