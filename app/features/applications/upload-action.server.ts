// Answers like `uploadResponse` (uploads.server.ts) so the drop zone can show it; removals come url-encoded.
import * as z from "zod";
import { parseSubmission } from "../../components/forms/submission.server.ts";
import type { DocumentKind } from "../../platform/db/schema/index.ts";
import { AppError, type ErrorPayload, toErrorPayload } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { appContext } from "../../platform/server/context.ts";
import { parseUploadForm } from "../../platform/storage/uploads.server.ts";
import { editableItems, latestActionRequest, ownApplicationAwaitingAction } from "./action-request.server.ts";
import { type ApplicationRow, viewOf } from "./application-view.server.ts";
import { attachDocuments, removeDocument, uploadRules } from "./draft-documents.server.ts";
import { applicantOf, openDraft } from "./drafts.server.ts";
import { type FormRouteArgs, isMultipart, postingApplicant } from "./form-request.server.ts";
import { isApplicationKind, slotOf } from "./kinds.ts";

export interface UploadedDocument {
  id: string;
  key: string;
  fileName: string;
  size: number;
  contentType: string;
  url: string;
}

const REMOVAL_SCHEMA = z.object({ intent: z.literal("remove-document"), documentId: z.string().optional() });

export async function uploadAction(args: FormRouteArgs): Promise<Response> {
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const answer = (payload: ErrorPayload) =>
    Response.json({ ok: false, error: payload }, { status: payload.status });
  const poster = postingApplicant(args);
  if ("refusal" in poster) return answer(poster.refusal);
  const { user } = poster;
  const url = new URL(args.request.url);
  const kind = url.searchParams.get("kind");
  const document = url.searchParams.get("document") ?? "";
  try {
    if (args.request.method !== "POST") throw new AppError("API_BAD_REQUEST");
    if (!isApplicationKind(kind)) throw new AppError("API_BAD_REQUEST");
    await enforceRateLimit(services, "applications", user.id);
    // `application`: the tracking id of the applicant's own application that staff asked documents for.
    const resubmitting = url.searchParams.get("application");
    const open = async (): Promise<ApplicationRow> => {
      if (resubmitting === null) return openDraft(services.db, applicantOf(user), kind, locale);
      const row = await ownApplicationAwaitingAction(services.db, user.id, resubmitting);
      if (row.kind !== kind) throw new AppError("API_NOT_FOUND");
      return row;
    };
    if (!isMultipart(args.request)) {
      const removal = await parseSubmission(args.request, REMOVAL_SCHEMA, { t });
      if (!removal.ok) throw new AppError("API_BAD_REQUEST");
      const draft = await open();
      const removed = await removeDocument(
        services.db,
        services.storage,
        draft,
        removal.value.documentId ?? "",
      );
      if (!removed) throw new AppError("API_NOT_FOUND");
      return Response.json({ ok: true });
    }
    if (!slotOf(kind, document)) throw new AppError("API_BAD_REQUEST");
    const draft = await open();
    if (draft.submittedAt) {
      const { documents } = editableItems(kind, await latestActionRequest(services.db, draft.id));
      if (!documents.some((slot) => slot.kind === document)) throw new AppError("API_BAD_REQUEST");
    }
    const { files } = await parseUploadForm(
      args.request,
      uploadRules(draft, document as DocumentKind),
      services.storage,
    );
    const stored = Object.values(files).flat();
    if (stored.length === 0) throw new AppError("VALIDATION_REQUIRED_FIELD", { field: document });
    await attachDocuments(services.db, services.storage, draft, files);
    const view = await viewOf(services.db, draft, locale);
    const linked = stored.flatMap((file) => {
      const match = view?.documents.find((doc) =>
        doc.url.endsWith(`/${file.key.split("/").map(encodeURIComponent).join("/")}`),
      );
      return match
        ? [
            {
              id: match.id,
              key: file.key,
              fileName: file.fileName,
              size: file.size,
              contentType: file.contentType,
              url: match.url,
            },
          ]
        : [];
    });
    // Over the slot's count: attachDocuments refused (and removed) the newest.
    if (linked.length === 0) throw new AppError("VALIDATION_INVALID_FORMAT", { field: document });
    return Response.json({ ok: true, files: linked satisfies UploadedDocument[] });
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "application upload failed");
    return answer(payload);
  }
}
