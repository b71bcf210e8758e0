import { Outlet } from "react-router";
import { AdminShell } from "../../components/admin/admin-shell.tsx";
import { RouteErrorScreen } from "../../components/error-screen.tsx";
import { adminOnly, requireAdmin } from "../../platform/auth/guards.server.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/layout";

/** Every loader and action under /admin runs only after this: admins only, checked on the server. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  return { userName: admin.name || admin.email };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <AdminShell siteName={root?.chrome.siteName ?? ""} userName={loaderData.userName}>
      <Outlet />
    </AdminShell>
  );
}

/** A refusal (401/403) or a failure of an admin page, translated: the root's loader has run. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  return (
    <main id="main">
      <RouteErrorScreen error={error} firefox={root?.firefox ?? false} />
    </main>
  );
}
