import { requireUser } from "../../platform/auth/guards.server.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { ErrorPayload } from "../../platform/http/errors.ts";

export interface FormRouteArgs {
  request: Request;
  context: Parameters<typeof requireUser>[0]["context"];
}

/** The 401 comes back as a payload, not an error screen: the form and the drop zone show it. */
export function postingApplicant(args: FormRouteArgs): { user: SignedInUser } | { refusal: ErrorPayload } {
  try {
    return { user: requireUser(args, { notice: "application" }) };
  } catch (thrown) {
    const payload = (thrown as { data?: { error?: ErrorPayload } }).data?.error;
    if (!payload) throw thrown;
    return { refusal: payload };
  }
}

/** A multipart post streams its files to storage (parseUploadForm); any other is read by the form kit. */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}
