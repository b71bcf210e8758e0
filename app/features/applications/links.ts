/** Addresses the application pages link to (the forms and tracking: platform/domain/application-paths.ts). Browser and server. */
import type { ApplicationKind, DocumentKind } from "../../platform/db/schema/index.ts";

/** Where the drop zones post each file (`document`), and removals go (without it). */
export function uploadHref(kind: ApplicationKind, document?: DocumentKind): string {
  const params = new URLSearchParams({ kind });
  if (document) params.set("document", document);
  return `/applications/upload?${params}`;
}

/** Where an applicant chooses an offer of the kind. */
export function offersHref(kind: ApplicationKind): string {
  return kind === "visa" ? "/visa-services" : "/driving-license-service-selection";
}
