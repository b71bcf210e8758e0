import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "../../platform/storage/local-storage.server.ts";
import { buildObjectKey } from "../../platform/storage/storage.server.ts";
import { fileResponse, mayRead } from "./files.server.ts";

const NOT_FOUND = "لم يُعثر عليه";
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("serving stored files", () => {
  const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), "files-")));
  const owner = { id: "user-a", role: "customer" };
  const other = { id: "user-b", role: "customer" };
  const admin = { id: "staff-1", role: "admin" };

  it("serves a private document to its owner and to admins only", async () => {
    const key = buildObjectKey({ userId: owner.id, trackingId: "VISA-1-ABC", fileName: "Passport Copy.png" });
    await storage.put("applications", key, png, "image/png");
    const mine = await fileResponse(storage, owner, "applications", key, NOT_FOUND);
    expect(mine.status).toBe(200);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(png);
    expect(mine.headers.get("cache-control")).toMatch(/no-store/);
    const staff = await fileResponse(storage, admin, "applications", key, NOT_FOUND);
    expect(staff.status).toBe(200);
    await staff.body?.cancel();
    expect((await fileResponse(storage, other, "applications", key, NOT_FOUND)).status).toBe(404);
    const refused = await fileResponse(storage, null, "applications", key, NOT_FOUND);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(NOT_FOUND);
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    // helmet sends nosniff on every answer; a copy here would reach the client twice (res.append).
    expect(mine.headers.get("x-content-type-options")).toBeNull();
    expect(refused.headers.get("x-content-type-options")).toBeNull();
  });

  it("serves public buckets to anyone with the spec's cache time", async () => {
    const key = buildObjectKey({ userId: admin.id, fileName: "cover.png" });
    await storage.put("visa-covers", key, png, "image/png");
    const response = await fileResponse(storage, null, "visa-covers", key, NOT_FOUND);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    await response.body?.cancel();
  });

  it("streams the object from storage, and answers HEAD with the headers alone", async () => {
    const big = new Uint8Array(3 * 1024 * 1024).fill(1);
    big.set(png);
    const key = buildObjectKey({ userId: owner.id, fileName: "scan.png" });
    await storage.put("uploads", key, big, "image/png");
    const response = await fileResponse(storage, null, "uploads", key, NOT_FOUND);
    expect(response.headers.get("content-length")).toBe(String(big.byteLength));
    const reader = response.body!.getReader();
    const first = await reader.read();
    // A file's stream reads 64 KB at a time: the response is not the whole file in memory.
    expect(first.value!.byteLength).toBeLessThanOrEqual(64 * 1024);
    await reader.cancel();
    const head = await fileResponse(storage, null, "uploads", key, NOT_FOUND, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers.get("content-type")).toBe("image/png");
    expect(head.headers.get("content-length")).toBe(String(big.byteLength));
  });

  it("answers 404 for unknown buckets, missing objects and traversal attempts", async () => {
    expect((await fileResponse(storage, admin, "secrets", "a/b.png", NOT_FOUND)).status).toBe(404);
    expect((await fileResponse(storage, admin, "uploads", "nobody/none.png", NOT_FOUND)).status).toBe(404);
    expect((await fileResponse(storage, admin, "uploads", "../applications/x.png", NOT_FOUND)).status).toBe(
      404,
    );
    expect(mayRead(other, "applications", `${owner.id}/x.png`)).toBe(false);
  });
});
