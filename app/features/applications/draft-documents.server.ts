import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Queryable } from "../../platform/db/client.server.ts";
import { applicationDocuments, applications, type DocumentKind } from "../../platform/db/schema/index.ts";
import { AppError } from "../../platform/http/errors.ts";
import { buildObjectKey, type Storage } from "../../platform/storage/storage.server.ts";
import type { UploadedFile, UploadRules } from "../../platform/storage/uploads.server.ts";
import { APPLICATIONS_BUCKET, type ApplicationRow, draftRow } from "./application-view.server.ts";
import { UUID_PATTERN } from "./drafts.server.ts";
import { KINDS, slotOf, slotRule } from "./kinds.ts";

/** A draft, or a submitted application while staff wait for the applicant's documents. */
const openForDocuments = or(isNull(applications.submittedAt), eq(applications.status, "action_required"));

export function uploadRules(draft: ApplicationRow, only?: DocumentKind): UploadRules {
  const rules: UploadRules = {};
  for (const slot of KINDS[draft.kind].documents) {
    if (only && slot.kind !== only) continue;
    rules[slot.kind] = {
      rule: slotRule(draft.kind, slot.kind),
      bucket: APPLICATIONS_BUCKET,
      key: (fileName) => buildObjectKey({ userId: draft.userId, trackingId: draft.trackingId, fileName }),
      maxFiles: slot.maxFiles,
    };
  }
  return rules;
}

// A single-file slot keeps only the newest file; a slot over its count refuses the newest (removed from
// storage). `draft` may also be a submitted application whose staff asked for documents (action required).
export async function attachDocuments(
  db: Queryable,
  storage: Storage,
  draft: ApplicationRow,
  files: Record<string, UploadedFile[]>,
): Promise<void> {
  const replaced: string[] = [];
  const refused: UploadedFile[] = [];
  await db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, draft.id), openForDocuments))
      .for("update");
    if (!still) {
      refused.push(...Object.values(files).flat());
      return;
    }
    for (const [field, uploads] of Object.entries(files)) {
      const slot = slotOf(draft.kind, field);
      if (!slot || uploads.length === 0) {
        refused.push(...uploads);
        continue;
      }
      const current = await tx
        .select({ id: applicationDocuments.id, key: applicationDocuments.storageKey })
        .from(applicationDocuments)
        .where(
          and(eq(applicationDocuments.applicationId, draft.id), eq(applicationDocuments.kind, slot.kind)),
        );
      let keep = uploads;
      if (slot.maxFiles === 1) {
        keep = uploads.slice(-1);
        refused.push(...uploads.slice(0, -1));
        if (current.length) {
          await tx.delete(applicationDocuments).where(
            inArray(
              applicationDocuments.id,
              current.map((row) => row.id),
            ),
          );
          replaced.push(...current.map((row) => row.key));
        }
      } else {
        const room = Math.max(0, slot.maxFiles - current.length);
        keep = uploads.slice(0, room);
        refused.push(...uploads.slice(room));
      }
      if (keep.length) {
        await tx.insert(applicationDocuments).values(
          keep.map((upload) => ({
            applicationId: draft.id,
            kind: slot.kind,
            bucket: upload.bucket,
            storageKey: upload.key,
            originalName: upload.fileName,
            contentType: upload.contentType,
            sizeBytes: upload.size,
          })),
        );
      }
    }
    if (!draft.submittedAt)
      await tx.update(applications).set({ draftStep: "upload" }).where(eq(applications.id, draft.id));
  });
  await Promise.all([
    ...replaced.map((key) => storage.remove(APPLICATIONS_BUCKET, key).catch(() => false)),
    ...refused.map((upload) => storage.remove(upload.bucket, upload.key).catch(() => false)),
  ]);
  if (refused.length && !draft.submittedAt && !(await draftRow(db, draft.userId, draft.kind))) {
    throw new AppError("BUSINESS_INVALID_STATE");
  }
}

export async function removeDocument(
  db: Queryable,
  storage: Storage,
  draft: ApplicationRow,
  documentId: string,
): Promise<boolean> {
  if (!UUID_PATTERN.test(documentId) || (draft.submittedAt && draft.status !== "action_required"))
    return false;
  const [gone] = await db
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.applicationId, draft.id)))
    .returning({ key: applicationDocuments.storageKey });
  if (!gone) return false;
  if (!draft.submittedAt)
    await db.update(applications).set({ draftStep: "upload" }).where(eq(applications.id, draft.id));
  await storage.remove(APPLICATIONS_BUCKET, gone.key).catch(() => false);
  return true;
}
