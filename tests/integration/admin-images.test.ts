// The admin's image upload route (/admin/images), called as the server calls it, and its files as served.
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileResponse } from "../../app/features/files/files.server.ts";
import type { DatabaseHandle } from "../../app/platform/db/client.server.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { imageSources } from "../../app/platform/storage/image-urls.ts";
import { action } from "../../app/routes/admin/images.ts";
import { answerOf, ORIGIN, type Session, signedIn } from "../helpers/admin-fixtures.ts";
import { testDatabases } from "../helpers/databases.ts";
import { routeContext } from "../helpers/route-context.ts";
import { createTestServices, type TestServices } from "../helpers/services.ts";

interface Answer {
  ok: boolean;
  image?: { url: string; width: number; height: number };
  files?: { key: string; id: string }[];
  error?: { code: string; message: string; status: number };
}

const [database] = testDatabases();

describe("POST /admin/images", () => {
  let handle: DatabaseHandle;
  let services: TestServices;
  let admin: Session;
  let customer: Session;

  beforeAll(async () => {
    handle = await database!.open();
    services = await createTestServices(handle);
    admin = await signedIn(services, "admin", "images");
    customer = await signedIn(services, "customer", "images");
  });
  afterAll(async () => {
    await services?.close();
    await handle?.close();
  });

  async function storedFiles(): Promise<string[]> {
    const bucket = path.join(services.dataDir, "storage", "uploads");
    const entries = await readdir(bucket, { recursive: true }).catch(() => [] as string[]);
    return entries.filter((entry) => /\.(avif|webp|jpg|png)$/.test(entry));
  }

  async function post(
    body: BodyInit,
    { session = admin, locale = "en" }: { session?: Session | null; locale?: Locale } = {},
  ) {
    const headers: Record<string, string> = { "user-agent": "vitest images" };
    if (session) headers.cookie = session.cookie;
    const request = new Request(`${ORIGIN}/admin/images`, { method: "POST", headers, body });
    const context = await routeContext(services, request, locale);
    return answerOf<Answer>(async () => action({ request, context, params: {} } as never));
  }

  const form = (...files: [bytes: Uint8Array, name: string, type?: string][]) => {
    const body = new FormData();
    for (const [bytes, name, type] of files)
      body.append("file", new Blob([new Uint8Array(bytes)], { type: type ?? "image/jpeg" }), name);
    return body;
  };
  const photo = (format: "jpeg" | "png") =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a7" } })
      [format]()
      .toBuffer();
  const program = () =>
    new Uint8Array(
      Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(2048, 1)]),
    );

  it("answers 401 to a visitor and 403 to a customer, storing nothing", async () => {
    const visitor = await post(form([await photo("jpeg"), "a.jpg"]), { session: null });
    expect(visitor.status).toBe(401);
    expect(visitor.body.ok).toBe(false);
    const refused = await post(form([await photo("jpeg"), "a.jpg"]), { session: customer });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBeTruthy();
    expect(await storedFiles()).toEqual([]);
  });

  it("stores an admin's photo as its variants and answers its URL and size (and the drop zone's shape)", async () => {
    const { status, body } = await post(form([await photo("jpeg"), "Beach Day.jpeg"]));
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.image).toMatchObject({ width: 900, height: 600 });
    expect(body.image!.url).toMatch(/^\/files\/uploads\/images\/[0-9a-f-]{36}\/beach_day-900\.jpg$/);
    expect(body.files?.[0]).toMatchObject({ key: body.image!.url, id: body.image!.url });
    // Served like every public file, but for a year and immutable: the key never changes content.
    const avif = imageSources(body.image!.url)!.avif.split(", ").at(-1)!.split(" ")[0]!;
    for (const url of [body.image!.url, avif]) {
      const key = url.replace("/files/uploads/", "");
      const served = await fileResponse(services.storage, null, "uploads", key, "Not found");
      expect(served.status, url).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("content-type")).toBe(url.endsWith(".avif") ? "image/avif" : "image/jpeg");
      await served.body?.cancel();
    }
  });

  it("decides the type from the bytes: a PNG named .jpg comes back as a PNG", async () => {
    const { status, body } = await post(form([await photo("png"), "scan.jpg"]));
    expect(status).toBe(200);
    expect(body.image!.url).toMatch(/\/scan-900\.png$/);
  });

  it("refuses a renamed executable with 400 and the translated message, in English and Arabic, storing nothing", async () => {
    const before = await storedFiles();
    const english = await post(form([program(), "cover.jpg"]));
    expect(english.status).toBe(400);
    expect(english.body.error).toMatchObject({ code: "VALIDATION_INVALID_FILE_TYPE", status: 400 });
    expect(english.body.error!.message).toMatch(/^Invalid file type\./);
    const arabic = await post(form([program(), "cover.jpg"]), { locale: "ar" });
    expect(arabic.status).toBe(400);
    expect(arabic.body.error!.message).toMatch(/[\u0600-\u06FF]/);
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses two files, no file and a form that is not multipart with 400, storing nothing", async () => {
    const before = await storedFiles();
    const two = await post(form([await photo("jpeg"), "a.jpg"], [await photo("jpeg"), "b.jpg"]));
    expect(two.status).toBe(400);
    const none = new FormData();
    none.append("note", "no file");
    expect((await post(none)).status).toBe(400);
    const urlEncoded = await post(new URLSearchParams({ intent: "delete", id: "x" }));
    expect(urlEncoded.status).toBe(400);
    expect(urlEncoded.body.error?.message).toBeTruthy();
    expect(await storedFiles()).toEqual(before);
  });
});
