// One word per status wherever a customer or staff member reads it: the profile, the tracking page, the back
// office and the e-mails all look a status up here (the words are in common.json, `statuses.*`; the mail
// renderer loads them too).
import type { ApplicationStatus } from "../db/schema/applications.ts";

/** The badge colours (components/ui/badge.tsx's tones). */
export type StatusTone = "neutral" | "brand" | "success" | "warning" | "danger";

export const APPLICATION_STATUS_LABELS = {
  pending: { key: "common:statuses.application.pending", tone: "warning" },
  processing: { key: "common:statuses.application.processing", tone: "brand" },
  action_required: { key: "common:statuses.application.action_required", tone: "danger" },
  approved: { key: "common:statuses.application.approved", tone: "success" },
  rejected: { key: "common:statuses.application.rejected", tone: "danger" },
  completed: { key: "common:statuses.application.completed", tone: "success" },
} as const satisfies Record<
  ApplicationStatus,
  { key: `common:statuses.application.${string}`; tone: StatusTone }
>;

export type ApplicationStatusKey = (typeof APPLICATION_STATUS_LABELS)[ApplicationStatus]["key"];

/** An unknown status (an imported row) reads as pending: something is still open. */
export function applicationStatusLabel(
  status: string,
): (typeof APPLICATION_STATUS_LABELS)[ApplicationStatus] {
  return Object.hasOwn(APPLICATION_STATUS_LABELS, status)
    ? APPLICATION_STATUS_LABELS[status as ApplicationStatus]
    : APPLICATION_STATUS_LABELS.pending;
}
