import { adminRequest, isId } from "../../components/admin/admin-request.server.ts";
import { findApplicationDocument } from "../../features/applications/admin/applications.server.ts";
import { isBucketName } from "../../platform/storage/storage.server.ts";
import type { Route } from "./+types/applications.$id.documents.$documentId";

/** Anything else downloads. */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "application/pdf"]);

/** Never cached by a shared cache: the files are personal. */
export async function loader(args: Route.LoaderArgs) {
  const { services, t } = adminRequest(args);
  const notFound = () =>
    new Response(t("errors:codes.API_NOT_FOUND"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (!isId(args.params.id) || !isId(args.params.documentId)) return notFound();
  const document = await findApplicationDocument(services.db, args.params.id, args.params.documentId);
  if (!document || !isBucketName(document.bucket)) return notFound();
  const object = await services.storage.get(document.bucket, document.storageKey).catch(() => null);
  if (!object) return notFound();
  const inline = INLINE_TYPES.has(document.contentType);
  const name = document.originalName.replace(/[^\w.-]+/g, "_").slice(0, 100) || "document";
  const headers = {
    "Content-Type": inline ? document.contentType : "application/octet-stream",
    "Content-Length": String(object.size),
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
    "Cache-Control": "private, no-store",
  };
  if (args.request.method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(object.body as never, { headers });
}
