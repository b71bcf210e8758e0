/** Addresses the application pages link to. Browser and server. */
import type { ApplicationKind, DocumentKind } from "../../platform/db/schema/index.ts";

/** The form's page of a kind (kinds.ts names the same; this file stays free of the validation code). */
export const FORM_PATHS = {
  visa: "/visa-application-form",
  "international-driving-license": "/international-driving-license",
  "driving-license": "/driving-license-application",
} as const satisfies Record<ApplicationKind, string>;

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

/** The tracking page with the application's result open (`?type=visa|licence&id=…`). */
export function trackingHref(kind: ApplicationKind, trackingId: string): string {
  return `/application-tracking?type=${kind === "visa" ? "visa" : "licence"}&id=${encodeURIComponent(trackingId)}`;
}
