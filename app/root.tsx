import { type ReactNode, useEffect, useMemo } from "react";
import { I18nProvider, RouterProvider } from "react-aria-components";
import { I18nextProvider } from "react-i18next";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CartProvider } from "./components/cart/cart-context.tsx";
import { RouteErrorScreen } from "./components/error-screen.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { AuthDialogProvider } from "./features/auth/auth-dialog.tsx";
import { CartDrawerSlot } from "./features/cart/cart-button.tsx";
import type { quoteCart } from "./features/checkout/api.ts";
import { getSiteChrome } from "./features/cms/site-settings.server.ts";
import { loadUser, signedInUser } from "./platform/auth/guards.server.ts";
import { sharedRead } from "./platform/db/shared-reads.server.ts";
import { StartAfterPaint } from "./platform/http/after-paint.tsx";
import { analytics } from "./platform/http/analytics.ts";
import { cachedPage } from "./platform/http/page-cache-handle.ts";
import { isFirefox } from "./platform/http/user-agent.ts";
import { loadTranslations } from "./platform/i18n/client-bundles.ts";
import { FallbackLanguageScript, useFallbackLanguage } from "./platform/i18n/fallback-language.tsx";
import { createI18nInstance, type LanguageBundle } from "./platform/i18n/instance.ts";
import { directionOf, type Locale } from "./platform/i18n/localized.ts";
import { pageBundle } from "./platform/i18n/page-bundles.ts";
import { type Namespace, namespacesFor } from "./platform/i18n/route-namespaces.ts";
import { translationFile } from "./platform/i18n/translation-files.ts";
import { appContext } from "./platform/server/context.ts";

export const handle = cachedPage("site_settings");

export const middleware: Route.MiddlewareFunction[] = [loadUser];

export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const chrome = await sharedRead(app.services.reads, `chrome ${app.locale}`, handle.pageCache, () =>
    getSiteChrome(app.services.db, app.locale),
  );
  const user = signedInUser({ context });
  const namespaces = namespacesFor(pattern);
  return {
    locale: app.locale,
    // The translations this page needs (route-namespaces.ts): the shell's and its own, fetched as files. Their
    // addresses come from here, so that no list of every file is part of the client's JavaScript.
    namespaces,
    translationFiles: namespaces.map((ns) => translationFile(app.locale, ns)),
    nonce: app.cspNonce,
    origin: app.services.config.APP_URL,
    firefox: isFirefox(request.headers.get("user-agent")),
    chrome,
    user,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The checkout's pricing, fetched with its code when the cart first asks (not in every page's first JavaScript). */
const lazyQuote: typeof quoteCart = (...args) =>
  import("./features/checkout/api.ts").then(({ quoteCart }) => quoteCart(...args));

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** A client navigation renders the next page once the translations it names are here. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    const results = await next();
    const root = results.root;
    if (root?.type === "data") {
      const { locale, namespaces, translationFiles } = root.result as RootData;
      await loadTranslations(locale, namespaces, translationFiles);
    }
    return results;
  },
];

/** Fetched beside the scripts, before the first render needs them (entry.client.tsx waits for them). */
function TranslationPreloads({
  locale,
  namespaces,
  files,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  files: readonly string[];
}) {
  return namespaces.map((ns, index) => (
    <link
      key={ns}
      rel="preload"
      as="fetch"
      crossOrigin="anonymous"
      href={files[index]}
      data-translations={`${locale}/${ns}`}
    />
  ));
}

function Providers({
  locale,
  bundle,
  children,
}: {
  locale: Locale;
  bundle: LanguageBundle;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18nInstance(locale, bundle), [locale, bundle]);
  const navigate = useNavigate();
  return (
    <I18nextProvider i18n={i18n}>
      {/* React Aria's own accessible names ("Dismiss", list and date labels) in the page's language; Latin
          digits in Arabic as everywhere else (docs/decisions/007). */}
      <I18nProvider locale={locale === "ar" ? "ar-AE-u-nu-latn" : "en-US"}>
        <RouterProvider navigate={navigate} useHref={useHref}>
          <AuthDialogProvider>{children}</AuthDialogProvider>
        </RouterProvider>
      </I18nProvider>
    </I18nextProvider>
  );
}

/** When a later root loader request fails, the error screen still renders in the visitor's language. */
const lastKnown: { locale: Locale; translations: LanguageBundle } = { locale: "en", translations: {} };

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const page = data ? { locale: data.locale, translations: pageBundle(data.locale, data.namespaces) } : null;
  if (page && typeof window !== "undefined") Object.assign(lastKnown, page);
  // Without root data (a middleware refused the request), the language the server gave the page.
  const fallback = useFallbackLanguage(!data);
  const language = page ?? fallback ?? lastKnown;
  const locale: Locale = language.locale;
  const style = data ? ({ "--brand": data.chrome.primaryColor } as React.CSSProperties) : undefined;
  return (
    <html lang={locale} dir={directionOf(locale)} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={data?.chrome.primaryColor ?? "#0f766e"} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data ? (
          <TranslationPreloads locale={locale} namespaces={data.namespaces} files={data.translationFiles} />
        ) : null}
        <Meta />
        {fallback ? (
          <title>{createI18nInstance(locale, fallback.translations).t("errors:edge.title")}</title>
        ) : null}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        {fallback ? <FallbackLanguageScript value={fallback} /> : null}
        <Providers locale={locale} bundle={language.translations}>
          <CartProvider quote={lazyQuote}>
            {children}
            <CartDrawerSlot />
          </CartProvider>
          <Toaster locale={locale} />
        </Providers>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
        <StartAfterPaint nonce={data?.nonce} />
      </body>
    </html>
  );
}

function usePageViews() {
  const location = useLocation();
  useEffect(() => analytics.pageView(location.pathname), [location.pathname]);
}

export default function App() {
  usePageViews();
  return <Outlet />;
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  // Without root data (a middleware refused the request) the Layout writes the title itself.
  if (!error || !loaderData) return [];
  const t = createI18nInstance(loaderData.locale, pageBundle(loaderData.locale, loaderData.namespaces)).t;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? t("errorPage.notFoundTitle") : t("errors:errorScreen.title") }];
}

/** Only the root loader's failures and middleware refusals land here; pages have the storefront layout's. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  return (
    <main id="main" className="flex-1">
      <RouteErrorScreen error={error} firefox={data?.firefox ?? false} />
    </main>
  );
}
