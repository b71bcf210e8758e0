import type { ApplicationKind, DocumentKind } from "../../platform/db/schema/index.ts";

/** Removals post without `document`. */
export function uploadHref(kind: ApplicationKind, document?: DocumentKind): string {
  const params = new URLSearchParams({ kind });
  if (document) params.set("document", document);
  return `/applications/upload?${params}`;
}

export function offersHref(kind: ApplicationKind): string {
  return kind === "visa" ? "/visa-services" : "/driving-license-service-selection";
}
