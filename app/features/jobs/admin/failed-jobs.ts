// The back office's dead-letter list: background jobs that used up their attempts (docs/decisions/031).
import { defineList } from "../../../platform/lists/list-query.ts";

export const failedJobList = defineList({
  sorts: ["failed"],
  defaultSort: { column: "failed", direction: "desc" },
});

export type FailedJobListQuery = ReturnType<(typeof failedJobList)["parse"]>;

/** The queues the app registers; another one is shown by its name. */
export const JOB_QUEUES = [
  "mail",
  "order-expiry",
  "database-maintenance",
  "housekeeping",
  "esim-fulfilment",
  "esim-fulfilment-sweep",
  "esim-provider-refund",
  "esim-top-up",
] as const;

export interface FailedJobRow {
  id: string;
  queue: string;
  about: string | null;
  error: string;
  attempts: number;
  /** ISO. */
  failed: string;
}
