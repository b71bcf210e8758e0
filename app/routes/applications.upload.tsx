import { uploadAction } from "../features/applications/upload-action.server.ts";
import type { Route } from "./+types/applications.upload";

/** Streamed: listed in edge.server.ts STREAMED_UPLOADS. */
export function action(args: Route.ActionArgs) {
  return uploadAction(args);
}
