import { isRouteErrorResponse, useLocation } from "react-router";
import { NotFoundScreen } from "../components/error-screen.tsx";
import { Notice } from "../components/notice.tsx";
import { AlertTriangle } from "../components/ui/icons.tsx";
import { Link } from "../components/ui/link.tsx";
import { EsimDestinationPage } from "../features/esim/destination-page.tsx";
import { getEsimDestination } from "../features/esim/esim.server.ts";
import { planQueryFrom } from "../features/esim/params.ts";
import { statusError } from "../platform/auth/guards.server.ts";
import { destinationImage } from "../platform/domain/destination-image.ts";
import { cachedPage } from "../platform/http/page-cache-handle.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { sharedLoader } from "../platform/http/shared-loader.server.ts";
import { formatMoney } from "../platform/i18n/format.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import { useRootData } from "../root.tsx";
import type { Route } from "./+types/esim";

export const handle = cachedPage("esim_destinations", "esim_plans");

export const loader = sharedLoader("esim", handle, async ({ request, params, context }: Route.LoaderArgs) => {
  const { services, locale } = context.get(appContext);
  const query = planQueryFrom(new URL(request.url).searchParams, "");
  const destination = await getEsimDestination(services.db, params.slug, locale, query);
  if (!destination) throw statusError({ context }, 404);
  return { destination, query };
});

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  const destination = args.loaderData?.destination;
  if (!destination) {
    const notFound = isRouteErrorResponse(args.error) && args.error.status === 404;
    return [
      { title: notFound ? t("errorPage.notFoundTitle") : t("errors:screens.errorLoadingPlans") },
      { name: "robots", content: "noindex" },
    ];
  }
  const tags = seoMeta(args, {
    title: t("esim:destination.metaTitle", {
      name: destination.name,
      price: formatMoney(destination.fromPriceCents, "en"),
    }),
    description: destination.description,
    type: "product",
    image: destinationImage(destination) ?? undefined,
  });
  // A sorted or filtered plan list is the same page for search engines.
  const filtered = [...new URLSearchParams(args.location.search).keys()].some((key) => key !== "lng");
  return filtered ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
}

export default function EsimDestination({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <EsimDestinationPage
      key={loaderData.destination.slug}
      destination={loaderData.destination}
      query={loaderData.query}
      origin={root?.origin ?? ""}
      siteName={root?.chrome.siteName ?? ""}
    />
  );
}

/** Spec §8: "Error loading plans" with Retry, except for a 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <Notice
      tone="error"
      as="section"
      aria-labelledby="plans-error-title"
      className="mx-auto my-16 max-w-xl rounded-3xl px-6 py-10 text-center"
    >
      <AlertTriangle aria-hidden className="mx-auto size-10 text-red-600" />
      <h1 id="plans-error-title" className="mt-4 text-xl font-semibold text-red-900">
        {t("errors:screens.errorLoadingPlans")}
      </h1>
      <Link
        to={{ pathname: location.pathname, search: location.search }}
        reloadDocument
        variant="primary"
        className="mt-6"
      >
        {t("errors:screens.retry")}
      </Link>
    </Notice>
  );
}
