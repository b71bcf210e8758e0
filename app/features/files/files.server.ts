import {
  BUCKETS,
  type BucketName,
  cacheControlFor,
  isBucketName,
  type Storage,
} from "../../platform/storage.server.ts";

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

/** The HTTP response for GET /files/{bucket}/{key}: 404 for anything the reader may not see. */
export async function fileResponse(storage: Storage, reader: Reader | null, bucket: string, key: string) {
  if (!isBucketName(bucket) || !mayRead(reader, bucket, key))
    return new Response("Not Found", { status: 404 });
  let object: Awaited<ReturnType<Storage["get"]>>;
  try {
    object = await storage.get(bucket, key);
  } catch {
    return new Response("Not Found", { status: 404 });
  }
  if (!object) return new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(object.bytes), {
    headers: {
      "Content-Type": object.contentType,
      "Content-Length": String(object.size),
      "Cache-Control": cacheControlFor(bucket),
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": BUCKETS[bucket].public ? "inline" : "attachment",
    },
  });
}
