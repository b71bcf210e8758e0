import { handleEsimWebhook } from "../features/checkout/esim-low-data.server.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/api.webhooks.esim";

export async function action({ request, context }: Route.ActionArgs) {
  return handleEsimWebhook(context.get(appContext).services, request);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleEsimWebhook(context.get(appContext).services, request);
}
