import { fileResponse } from "../features/files/files.server.ts";
import { signedInUser } from "../platform/auth/guards.server.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/files";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const reader = signedInUser({ context });
  const notFound = translator(app.locale)("errors:codes.API_NOT_FOUND");
  return fileResponse(
    app.services.storage,
    reader,
    params.bucket,
    params["*"] ?? "",
    notFound,
    request.method,
  );
}
