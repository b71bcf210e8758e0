/** The dashboard's loader: admins only (the layout's middleware, and `requireAdmin` again for this loader). */
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../../platform/context.ts";
import { requireAdmin } from "../../../platform/guards.server.ts";
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
