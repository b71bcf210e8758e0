// The CMS screens' intents: one schema and one handler each (docs/decisions/025).
import { redirect } from "react-router";
import * as z from "zod";
import {
  type AdminOutcome,
  type AdminRequest,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
import { firstIssueKey, validationMessageKeys } from "../../../platform/domain/validation.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { contentDisposition } from "../../../platform/lists/csv.server.ts";
import { PAGE_SECTIONS } from "../content-types.ts";
import {
  CONTENT_SECTIONS,
  type ContentDocument,
  contentDocumentSchema,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportFileSchema,
  jsonField,
  parseJsonText,
  slugSchema,
} from "../page-document.ts";
import {
  createContent,
  deleteContent,
  duplicateContent,
  restoreRevision,
  savePage,
  savePost,
  setPublished,
} from "./page-writes.server.ts";
import { loadPageDocument, loadPostDocument } from "./pages.server.ts";

const K = validationMessageKeys;
export const IMPORT_MAX_BYTES = 2_000_000;

export const createSchema = z.object({
  section: z.enum(CONTENT_SECTIONS, { error: K.invalidFormat }),
  slug: slugSchema,
  titleEn: z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required })
    .max(200, { error: K.tooLong }),
  titleAr: z.string().trim().max(200, { error: K.tooLong }).optional(),
});

export async function createFromList(request: AdminRequest, value: z.output<typeof createSchema>) {
  const title = { en: value.titleEn, ar: value.titleAr ?? "" };
  const empty = { en: "", ar: "" };
  const document: ContentDocument =
    value.section === "post"
      ? {
          kind: "post",
          slug: value.slug,
          title,
          excerpt: empty,
          body: empty,
          coverImageUrl: null,
          author: request.admin.name || request.admin.email,
        }
      : {
          kind: "page",
          section: value.section,
          slug: value.slug,
          title,
          summary: empty,
          seoTitle: null,
          seoDescription: null,
          blocks: [],
        };
  const id = await createContent(request, document);
  return redirect(`/admin/pages/${id}`, 303);
}

export const importSchema = z.object({
  file: z.custom<File>((value) => value instanceof File && value.size > 0 && value.size <= IMPORT_MAX_BYTES, {
    error: "adminCms:errors.importFile",
  }),
});

/** The file is checked whole before anything is written; unknown block types are kept as they came. */
export async function importFromFile(request: AdminRequest, value: z.output<typeof importSchema>) {
  const parsed = exportFileSchema.safeParse(parseJsonText(await value.file.text()));
  if (!parsed.success) throw new AppError("VALIDATION_INVALID_FORMAT", { field: "file" });
  const id = await createContent(request, parsed.data.document, "import");
  return redirect(`/admin/pages/${id}?imported=1`, 303);
}

const confirmArabic = z.literal("yes").optional();

/** Only a string here: the form kit reads "" as absent, and an Arabic text may well be empty in the document. */
export const saveSchema = z.object({ document: z.string({ error: K.required }) });
export const publishSchema = z.object({ confirmArabic });
export const noFields = z.object({});
export const restoreSchema = z.object({
  revision: z.string().uuid({ error: K.invalidFormat }),
});

/** The first refused place in the document, translated, as the refusal of the save. */
function refuseDocument(error: z.ZodError): never {
  const issue = error.issues[0];
  throw new AppError("VALIDATION_INVALID_FORMAT", {
    field: ["document", ...(issue?.path ?? []).map(String)].join("."),
    messageKey: firstIssueKey(error),
  });
}

export async function saveContent(
  request: AdminRequest,
  value: z.output<typeof saveSchema>,
): Promise<AdminOutcome> {
  const id = idOf(request.params.id);
  const parsed = jsonField(contentDocumentSchema).safeParse(value.document);
  if (!parsed.success) refuseDocument(parsed.error);
  const document = parsed.data;
  if (document.kind === "page") {
    if (!(await loadPageDocument(request.services.db, id))) throw new AppError("API_NOT_FOUND");
    await savePage(request, id, document);
  } else {
    if (!(await loadPostDocument(request.services.db, id))) throw new AppError("API_NOT_FOUND");
    await savePost(request, id, document);
  }
  return { message: request.t("adminCms:done.saved") };
}

export async function publishContent(request: AdminRequest, value: z.output<typeof publishSchema>) {
  await setPublished(request, idOf(request.params.id), true, value.confirmArabic === "yes");
  return { message: request.t("adminCms:done.published") };
}

export async function unpublishContent(request: AdminRequest) {
  await setPublished(request, idOf(request.params.id), false, false);
  return { message: request.t("adminCms:done.unpublished") };
}

export async function duplicateFromEditor(request: AdminRequest) {
  const id = await duplicateContent(request, idOf(request.params.id));
  return redirect(`/admin/pages/${id}?duplicated=1`, 303);
}

export async function deleteFromEditor(request: AdminRequest): Promise<AdminOutcome> {
  await deleteContent(request, idOf(request.params.id));
  return { message: request.t("adminCms:done.deleted"), deleted: true };
}

export async function restoreFromEditor(request: AdminRequest, value: z.output<typeof restoreSchema>) {
  await restoreRevision(request, idOf(request.params.id), value.revision);
  return { message: request.t("adminCms:done.restored") };
}

/** The download of one page or post, in the format `importFromFile` reads. */
export async function exportResponse(request: AdminRequest, id: string): Promise<Response> {
  const page = await loadPageDocument(request.services.db, id);
  const post = page ? null : await loadPostDocument(request.services.db, id);
  const found = page ?? post;
  if (!found) throw new Response(request.t("errors:codes.API_NOT_FOUND"), { status: 404 });
  const name = page ? `${page.document.section}-${page.document.slug}` : `post-${found.document.slug}`;
  const body = JSON.stringify(
    {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date().toISOString(),
      document: found.document,
    },
    null,
    2,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDisposition(`${name}.json`),
      "Cache-Control": "no-store",
    },
  });
}

export { PAGE_SECTIONS };
