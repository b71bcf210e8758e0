import { handleWebhook } from "../features/checkout/webhooks.server.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/api.webhooks.paddle";

export async function action({ request, context }: Route.ActionArgs) {
  return handleWebhook(context.get(appContext).services, "paddle", request);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleWebhook(context.get(appContext).services, "paddle", request);
}
