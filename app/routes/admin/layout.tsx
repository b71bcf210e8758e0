import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ErrorScreen, NotFoundScreen, RequestErrorScreen } from "../../components/error-screen.tsx";
import { AdminShell } from "../../features/admin/admin-shell.tsx";
import { appContext } from "../../platform/context.ts";
import { adminOnly, requireAdmin } from "../../platform/guards.server.ts";
import { areaBundle } from "../../platform/i18n/i18n.ts";
import { addAreaBundle } from "../../platform/i18n/instance.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/layout";

/** Every loader and action under /admin runs only after this: admins only, checked on the server. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  return {
    area: areaBundle(args.context.get(appContext).locale, "admin"),
    userName: admin.name || admin.email,
  };
}

/** The admin strings reach the page only here: storefront pages never receive them. */
function useAdminTranslations() {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const { i18n } = useTranslation();
  if (data) addAreaBundle(i18n, data.area);
  return data;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout() {
  const data = useAdminTranslations();
  const root = useRootData();
  return (
    <AdminShell siteName={root?.chrome.siteName ?? ""} userName={data?.userName ?? ""}>
      <Outlet />
    </AdminShell>
  );
}

/** A refusal (401/403) or a failure of an admin page, translated: the root's loader has run. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  let screen: React.ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) screen = <NotFoundScreen />;
  else if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500)
    screen = <RequestErrorScreen status={error.status} />;
  else screen = <ErrorScreen firefox={root?.firefox ?? false} />;
  return <main id="main">{screen}</main>;
}
