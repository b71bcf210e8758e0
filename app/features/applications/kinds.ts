// One `applications` table for three services, told apart by `kind` (docs/decisions/004). Browser and server.

import type { ApplicationKind, DocumentKind } from "../../platform/db/schema/index.ts";
import { APPLICATION_FORM_PATHS, type ApplicationFormPath } from "../../platform/domain/application-paths.ts";
import { TRACKING_KINDS } from "../../platform/domain/tracking.ts";
import { type DocumentRule, documentRule, validationMessageKeys } from "../../platform/domain/validation.ts";
import type { ErrorMessageKey } from "../../platform/http/errors.ts";

export const APPLICATION_KINDS = TRACKING_KINDS;
export type { ApplicationKind };

export type ApplicationStep = "upload" | "review" | "payment" | "receive" | "delivery";

export interface DocumentSlot {
  kind: DocumentKind;
  required: boolean;
  /** single-file slots replace their file */
  maxFiles: number;
}

export interface KindConfig {
  kind: ApplicationKind;
  path: ApplicationFormPath;
  /** the last one is the confirmation after payment */
  steps: readonly ApplicationStep[];
  documents: readonly DocumentSlot[];
  /** "Please upload all required documents" (visa) or "... files" (licences), spec §8 */
  missingDocumentsKey: ErrorMessageKey;
  offer: "visa" | "driving-license";
}

const LICENCE_DOCUMENTS: readonly DocumentSlot[] = [
  { kind: "id_copy", required: true, maxFiles: 1 },
  { kind: "personal_photo", required: true, maxFiles: 1 },
  { kind: "license_copy", required: true, maxFiles: 1 },
];

export const KINDS: Record<ApplicationKind, KindConfig> = {
  visa: {
    kind: "visa",
    path: APPLICATION_FORM_PATHS.visa,
    steps: ["upload", "review", "payment", "receive"],
    documents: [
      { kind: "personal_photo", required: true, maxFiles: 1 },
      { kind: "passport_copy", required: true, maxFiles: 1 },
      { kind: "additional", required: false, maxFiles: 5 },
    ],
    missingDocumentsKey: "errors:validation.uploadAllRequiredDocuments",
    offer: "visa",
  },
  "international-driving-license": {
    kind: "international-driving-license",
    path: APPLICATION_FORM_PATHS["international-driving-license"],
    steps: ["upload", "review", "payment", "delivery"],
    documents: LICENCE_DOCUMENTS,
    missingDocumentsKey: "errors:validation.uploadAllRequiredFiles",
    offer: "driving-license",
  },
  "driving-license": {
    kind: "driving-license",
    path: APPLICATION_FORM_PATHS["driving-license"],
    steps: ["upload", "review", "payment", "delivery"],
    documents: LICENCE_DOCUMENTS,
    missingDocumentsKey: "errors:validation.uploadAllRequiredFiles",
    offer: "driving-license",
  },
};

/** Spec §5: the licence services' photo is 2 MB. */
export function slotRule(kind: ApplicationKind, document: DocumentKind): DocumentRule {
  return documentRule(document, kind);
}

export function slotOf(kind: ApplicationKind, document: string): DocumentSlot | undefined {
  return KINDS[kind].documents.find((slot) => slot.kind === document);
}

export function isApplicationKind(value: unknown): value is ApplicationKind {
  return typeof value === "string" && (APPLICATION_KINDS as readonly string[]).includes(value);
}

export const fillAllRequiredFieldsKey =
  "errors:validation.fillAllRequiredFields" as const satisfies ErrorMessageKey;
export { validationMessageKeys };
