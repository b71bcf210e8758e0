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

/** The private bucket only to the object's owner (the key's first folder) or an admin. */
export function mayRead(reader: Reader | null, bucket: BucketName, key: string): boolean {
  if (BUCKETS[bucket].public) return true;
  if (!reader) return false;
  return reader.role === "admin" || key.split("/")[0] === reader.id;
}

/** 404 for anything the reader may not see, so that its existence is not revealed. */
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
      headers: { "Content-Type": "text/plain; charset=utf-8" },
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
    "Cache-Control": cacheControlFor(bucket, key),
    "Content-Disposition": BUCKETS[bucket].public ? "inline" : "attachment",
  };
  if (method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(object.body, { headers });
}
