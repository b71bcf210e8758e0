import {
  BUCKETS,
  type BucketName,
  cacheControlFor,
  isBucketName,
  type Storage,
} from "../../platform/storage/storage.server.ts";

export interface Reader {
  id: string;
  role: string;
}

/** Public buckets are open to all; the private bucket only to the object's owner (the key's first folder) or an admin. */
export function mayRead(reader: Reader | null, bucket: BucketName, key: string): boolean {
  if (BUCKETS[bucket].public) return true;
  if (!reader) return false;
  return reader.role === "admin" || key.split("/")[0] === reader.id;
}

/**
 * The HTTP response for GET /files/{bucket}/{key}: the object streamed from storage, or 404 for anything the
 * reader may not see, with `notFoundMessage` (already translated) as its text. A HEAD answers the headers
 * alone and closes the file at once.
 */
export async function fileResponse(
  storage: Storage,
  reader: Reader | null,
  bucket: string,
  key: string,
  notFoundMessage: string,
  method = "GET",
) {
  const notFound = () =>
    new Response(notFoundMessage, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
    });
  if (!isBucketName(bucket) || !mayRead(reader, bucket, key)) return notFound();
  let object: Awaited<ReturnType<Storage["get"]>>;
  try {
    object = await storage.get(bucket, key);
  } catch {
    return notFound();
  }
  if (!object) return notFound();
  const headers = {
    "Content-Type": object.contentType,
    "Content-Length": String(object.size),
    "Cache-Control": cacheControlFor(bucket),
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": BUCKETS[bucket].public ? "inline" : "attachment",
  };
  if (method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(object.body, { headers });
}
