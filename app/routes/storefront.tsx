import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import { RouteErrorScreen } from "../components/error-screen.tsx";
import { Footer } from "../components/footer.tsx";
import { Header } from "../components/header.tsx";
import { MessagingButton } from "../components/messaging-button.tsx";
import { ProgressBar } from "../components/progress-bar.tsx";
import { LoginButton } from "../features/auth/auth-dialog.tsx";
import { CartButton } from "../features/cart/cart-button.tsx";
import { NewsletterForm } from "../features/newsletter/newsletter-form.tsx";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/storefront";

function SiteChrome({ children }: { children: ReactNode }) {
  const data = useRootData();
  if (!data) return <main id="main">{children}</main>;
  return (
    <>
      <ProgressBar />
      <Header
        siteName={data.chrome.siteName}
        logoUrl={data.chrome.logoUrl}
        locale={data.locale}
        user={data.user}
        cartButton={<CartButton />}
        loginButton={<LoginButton />}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer chrome={data.chrome} newsletter={<NewsletterForm variant="dark" />} />
      <MessagingButton number={data.chrome.messagingNumber} />
    </>
  );
}

export default function Storefront() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const t = metaTranslator(matches);
  if (!isRouteErrorResponse(error)) return [{ title: t("errors:errorScreen.title") }];
  if (error.status === 404) return [{ title: t("errorPage.notFoundTitle") }];
  return [{ title: t("errors:edge.title") }];
}

/** Below the root, whose loader still runs when an action fails, so that the error page is translated. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  return (
    <SiteChrome>
      <RouteErrorScreen error={error} firefox={data?.firefox ?? false} />
    </SiteChrome>
  );
}
