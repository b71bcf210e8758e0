// Spec §4's profile labels: each status told from the customer's side (see docs/decisions/023). Orders keep
// the checkout's words, which are already the customer's.
import type { BadgeTone } from "../../components/ui/badge.tsx";

export type ProfileLabel = "active" | "inProgress" | "completed" | "currentlyProcessing" | "cancelled";

export const LABEL_TONE: Record<ProfileLabel, BadgeTone> = {
  active: "brand",
  inProgress: "warning",
  currentlyProcessing: "brand",
  completed: "success",
  cancelled: "neutral",
};

const BOOKING: Record<string, ProfileLabel> = {
  pending: "inProgress",
  confirmed: "active",
  completed: "completed",
  cancelled: "cancelled",
};

const EDUCATION: Record<string, ProfileLabel> = {
  new: "inProgress",
  in_progress: "currentlyProcessing",
  completed: "completed",
};

const BUSINESS: Record<string, ProfileLabel> = {
  pending: "inProgress",
  contacted: "currentlyProcessing",
  in_progress: "currentlyProcessing",
  completed: "completed",
  cancelled: "cancelled",
};

// Applications read the words every screen uses (platform/domain/status-labels.ts).
export type LabelledSubject = "booking" | "education" | "business";

const TABLES: Record<LabelledSubject, Record<string, ProfileLabel>> = {
  booking: BOOKING,
  education: EDUCATION,
  business: BUSINESS,
};

/** The profile's label of a status; an unknown status reads as "in progress" (something is still open). */
export function profileLabel(subject: LabelledSubject, status: string): ProfileLabel {
  const table = TABLES[subject];
  return Object.hasOwn(table, status) ? table[status]! : "inProgress";
}
