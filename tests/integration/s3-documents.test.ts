// An application document through the real upload path with STORAGE_DRIVER=s3 (s3rver), then read through
// /files as its owner, another customer and a visitor: the private bucket is only ever read through the app.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadAction } from "../../app/features/applications/upload-action.server.ts";
import type { DatabaseHandle } from "../../app/platform/db/client.server.ts";
import { seedDemoData } from "../../app/platform/db/seed/index.ts";
import { createS3Client } from "../../app/platform/storage/s3-storage.server.ts";
import { loader as filesLoader } from "../../app/routes/files.tsx";
import { answerOf, ORIGIN, type Session, signedIn } from "../helpers/admin-fixtures.ts";
import { testDatabases } from "../helpers/databases.ts";
import { routeContext } from "../helpers/route-context.ts";
import { type S3TestServer, startS3Server } from "../helpers/s3-server.ts";
import { createTestServices, type TestServices } from "../helpers/services.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../e2e/fixtures");
const PORTRAIT = readFileSync(path.join(FIXTURES, "portrait.jpg"));
/** A program named photo.jpg: refused by its bytes. */
const PROGRAM = readFileSync(path.join(FIXTURES, "photo.jpg"));
const [database] = testDatabases();

describe("application documents on S3 storage", () => {
  let s3: S3TestServer;
  let handle: DatabaseHandle;
  let services: TestServices;
  let owner: Session;
  let other: Session;

  beforeAll(async () => {
    s3 = await startS3Server({ bucketPrefix: "docs-" });
    handle = await database!.open();
    await seedDemoData(handle.db);
    services = await createTestServices(handle, {
      RATE_LIMIT: "off",
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET_PREFIX: "docs-",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    });
    owner = await signedIn(services, "customer", "s3-owner");
    other = await signedIn(services, "customer", "s3-other");
  });
  afterAll(async () => {
    await services?.close();
    await handle?.close();
    await s3?.close();
  });

  async function read(key: string, session: Session | null) {
    const headers: Record<string, string> = session ? { cookie: session.cookie } : {};
    const request = new Request(`${ORIGIN}/files/applications/${key}`, { headers });
    const context = await routeContext(services, request);
    const response = await filesLoader({
      request,
      context,
      params: { bucket: "applications", "*": key },
    } as never);
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  }

  async function upload(bytes: Buffer, session: Session, name = "me.jpg") {
    const form = new FormData();
    form.append("personal_photo", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    const request = new Request(
      `${ORIGIN}/applications/upload?kind=international-driving-license&document=personal_photo`,
      { method: "POST", body: form, headers: { cookie: session.cookie } },
    );
    return answerOf<{ ok: boolean; files: { key: string; url: string }[]; error?: { message: string } }>(
      async () => uploadAction({ request, context: await routeContext(services, request) }),
    );
  }

  const ownObjects = async (session: Session) =>
    (
      await createS3Client(s3.options).send(
        new ListObjectsV2Command({ Bucket: "docs-applications", Prefix: `${session.id}/` }),
      )
    ).Contents ?? [];

  it("stores the upload in the S3 bucket, serves it to its owner and to nobody else", async () => {
    await expect(services.storage.ready()).resolves.toBeUndefined();
    const answer = await upload(PORTRAIT, owner);
    expect(answer.status).toBe(200);
    const [file] = answer.body.files;
    expect(file?.key.startsWith(`${owner.id}/IDL-`)).toBe(true);
    expect(file?.url).toBe(`/files/applications/${file?.key}`);

    // In S3, private, and not on the local disk.
    const head = await createS3Client(s3.options).send(
      new HeadObjectCommand({ Bucket: "docs-applications", Key: file!.key }),
    );
    expect(head).toMatchObject({ ContentType: "image/jpeg", ContentLength: PORTRAIT.byteLength });
    expect(head.CacheControl).toBe("private, no-store");
    expect(existsSync(path.join(services.dataDir, "storage", "applications"))).toBe(false);

    const mine = await read(file!.key, owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.bytes).toEqual(new Uint8Array(PORTRAIT));

    for (const stranger of [other, null]) {
      const refused = await read(file!.key, stranger);
      expect(refused.status).toBe(404);
      expect(refused.bytes.byteLength).toBeLessThan(200);
    }
  });

  it("still refuses a wrong type or an oversize photo while it streams, and keeps no object of it", async () => {
    const refusing = await signedIn(services, "customer", "s3-refused");
    const program = await upload(PROGRAM, refusing, "photo.jpg");
    expect(program.status).toBe(400);
    const big = await upload(Buffer.concat([PORTRAIT, Buffer.alloc(2_600_000, 1)]), refusing, "big.jpg");
    expect(big.status).toBe(400);
    expect(big.body.error?.message).toMatch(/^File size exceeds the maximum allowed/);
    expect(await ownObjects(refusing)).toEqual([]);
    expect(await upload(PORTRAIT, refusing)).toMatchObject({ status: 200 });
    expect(await ownObjects(refusing)).toHaveLength(1);
  });
});
