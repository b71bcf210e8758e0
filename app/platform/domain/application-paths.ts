// The one list of the form pages: app/routes.ts, the edge and the translations map read it.
import type { ApplicationKind } from "../db/schema/applications.ts";

export const APPLICATION_FORM_PATHS = {
  visa: "/visa-application-form",
  "international-driving-license": "/international-driving-license",
  "driving-license": "/driving-license-application",
} as const satisfies Record<ApplicationKind, string>;

export type ApplicationFormPath = (typeof APPLICATION_FORM_PATHS)[ApplicationKind];

/** With or without the pattern's leading slash. */
export function applicationKindOfPattern(pattern: string): ApplicationKind | undefined {
  const path = `/${pattern.replace(/^\/+/, "")}`;
  return (Object.keys(APPLICATION_FORM_PATHS) as ApplicationKind[]).find(
    (kind) => APPLICATION_FORM_PATHS[kind] === path,
  );
}

export const APPLICATION_TRACKING_PATH = "/application-tracking";

/** The form opened on a submitted application that staff asked the applicant to correct. */
export function applicationResubmitHref(kind: ApplicationKind, trackingId: string): string {
  return `${APPLICATION_FORM_PATHS[kind]}?resubmit=${encodeURIComponent(trackingId)}`;
}

export function applicationSubmittedHref(kind: ApplicationKind, trackingId: string): string {
  return `${APPLICATION_FORM_PATHS[kind]}?submitted=${encodeURIComponent(trackingId)}`;
}

export function applicationTrackingHref(kind: ApplicationKind, trackingId: string): string {
  return `${APPLICATION_TRACKING_PATH}?type=${kind}&id=${encodeURIComponent(trackingId)}`;
}
