/** The dashboard's loader: admins only (the layout's middleware, and `requireAdmin` again for this loader). */
import type { RouterContextProvider } from "react-router";
import { requireAdmin } from "../../../platform/auth/guards.server.ts";
import { appContext } from "../../../platform/server/context.ts";
import { dashboardFigures } from "./dashboard.server.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Record<string, string | undefined>;
}

export async function dashboardLoader(args: Args) {
  requireAdmin(args);
  return { figures: await dashboardFigures(args.context.get(appContext).services.db) };
}
