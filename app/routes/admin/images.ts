import { adminRequest } from "../../components/admin/admin-request.server.ts";
import { AppError, type ErrorPayload, toErrorPayload } from "../../platform/http/errors.ts";
import { receiveImage } from "../../platform/storage/images.server.ts";
import type { Route } from "./+types/images";

/**
 * One image (multipart, field `file`) → `{ ok: true, image: { url, width, height } }`, or `{ ok: false, error }`
 * with a 4xx and a translated message. `files` repeats it in the drop zone's shape (upload-file.ts).
 * Streamed: listed in edge.server.ts STREAMED_UPLOADS. Nothing is linked to a record here: the editor's save
 * does that, and removes what it drops.
 */
export async function action(args: Route.ActionArgs) {
  const { services, t, admin } = adminRequest(args);
  const refuse = (payload: ErrorPayload) =>
    Response.json({ ok: false, error: payload }, { status: payload.status });
  try {
    const type = (args.request.headers.get("content-type") ?? "").toLowerCase();
    if (!type.startsWith("multipart/form-data")) throw new AppError("API_BAD_REQUEST");
    const image = await receiveImage(args.request, services.storage);
    services.logger.info({ adminId: admin.id, url: image.url }, "image uploaded");
    const name = image.url.slice(image.url.lastIndexOf("/") + 1);
    const contentType = name.endsWith(".png") ? "image/png" : "image/jpeg";
    return Response.json({
      ok: true,
      image,
      files: [{ ...image, id: image.url, key: image.url, fileName: name, size: 0, contentType }],
    });
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "image upload failed");
    return refuse(payload);
  }
}
