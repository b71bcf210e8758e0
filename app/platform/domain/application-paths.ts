/**
 * Where each application kind lives on the site, for the features that link to an application without owning it
 * (the checkout's success page, the e-mails): the form's page (its confirmation step with `?submitted=`) and the
 * public tracking page. Browser and server. app/features/applications/kinds.ts names the same form pages.
 */
import type { ApplicationKind } from "../db/schema/applications.ts";

export const APPLICATION_FORM_PATHS = {
  visa: "/visa-application-form",
  "international-driving-license": "/international-driving-license",
  "driving-license": "/driving-license-application",
} as const satisfies Record<ApplicationKind, string>;

export type ApplicationFormPath = (typeof APPLICATION_FORM_PATHS)[ApplicationKind];

/** The tracking page's service types: visa applications, and the licence services (both kinds). */
export type TrackingType = "visa" | "licence";

export const APPLICATION_TRACKING_PATH = "/application-tracking";

export function trackingTypeOf(kind: ApplicationKind): TrackingType {
  return kind === "visa" ? "visa" : "licence";
}

/** The form's confirmation step of a submitted (paid) application. */
export function applicationSubmittedHref(kind: ApplicationKind, trackingId: string): string {
  return `${APPLICATION_FORM_PATHS[kind]}?submitted=${encodeURIComponent(trackingId)}`;
}

/** The tracking page with the application's result open (`?type=visa|licence&id=…`). */
export function applicationTrackingHref(kind: ApplicationKind, trackingId: string): string {
  return `${APPLICATION_TRACKING_PATH}?type=${trackingTypeOf(kind)}&id=${encodeURIComponent(trackingId)}`;
}
