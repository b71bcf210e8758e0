import type { ApplicationKind, DocumentKind } from "../../platform/db/schema/index.ts";

/** Removals post without `document`; `application`: a submitted one's tracking id while staff wait for it. */
export function uploadHref(kind: ApplicationKind, document?: DocumentKind, application?: string): string {
  const params = new URLSearchParams({ kind });
  if (document) params.set("document", document);
  if (application) params.set("application", application);
  return `/applications/upload?${params}`;
}

export function offersHref(kind: ApplicationKind): string {
  return kind === "visa" ? "/visa-services" : "/driving-license-service-selection";
}
