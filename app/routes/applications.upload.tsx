import { uploadAction } from "../features/applications/application-page.server.ts";
import type { Route } from "./+types/applications.upload";

/**
 * POST /applications/upload?kind=…&document=…: the drop zones' uploads (streamed, edge.server.ts
 * STREAMED_UPLOADS) and removals of the applicant's draft documents. Answers JSON (features/applications).
 */
export function action(args: Route.ActionArgs) {
  return uploadAction(args);
}
