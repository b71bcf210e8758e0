import { describe, expect, it } from "vitest";
import { buildObjectKey, cacheControlFor, InvalidObjectKeyError } from "./storage.server.ts";

describe("buildObjectKey", () => {
  it("puts files in folders per user and tracking id under a random, sanitised name", () => {
    const key = buildObjectKey({
      userId: "user_1",
      trackingId: "VISA-1718000000000-AB12CD",
      fileName: "My Photo.JPG",
    });
    expect(key).toMatch(/^user_1\/VISA-1718000000000-AB12CD\/[0-9a-f-]{36}-my_photo\.jpg$/);
    expect(buildObjectKey({ userId: "u", fileName: "a.pdf" })).toMatch(/^u\/[0-9a-f-]{36}-a\.pdf$/);
    const again = buildObjectKey({ userId: "u", fileName: "a.pdf" });
    expect(again).not.toBe(buildObjectKey({ userId: "u", fileName: "a.pdf" }));
  });

  it.each([
    { userId: "..", fileName: "a.pdf" },
    { userId: "../other", fileName: "a.pdf" },
    { userId: "/etc", fileName: "a.pdf" },
    { userId: "a\\b", fileName: "a.pdf" },
    { userId: "", fileName: "a.pdf" },
    { userId: "u", trackingId: "..", fileName: "a.pdf" },
    { userId: "u", trackingId: "VISA/../..", fileName: "a.pdf" },
    { userId: "u", trackingId: "C:", fileName: "a.pdf" },
    { userId: "u", fileName: "../../etc/passwd" },
    { userId: "u", fileName: "/etc/passwd" },
    { userId: "u", fileName: "..\\..\\boot.ini" },
    { userId: "u", fileName: "C:\\Users\\me\\photo.png" },
    { userId: "u", fileName: "a\0.png" },
  ])("refuses path traversal: %o", (parts) => {
    expect(() => buildObjectKey(parts)).toThrow(InvalidObjectKeyError);
  });
});

describe("cacheControlFor", () => {
  it("serves public buckets with a one-hour cache and the private bucket with none", () => {
    expect(cacheControlFor("visa-covers")).toBe("public, max-age=3600");
    expect(cacheControlFor("uploads")).toBe("public, max-age=3600");
    expect(cacheControlFor("applications")).toBe("private, no-store");
  });

  it("serves managed images (a new key per upload) for a year, immutable; other uploads keep the hour", () => {
    expect(cacheControlFor("uploads", "images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/photo-1280.avif")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(cacheControlFor("uploads", "logo.png")).toBe("public, max-age=3600");
    expect(cacheControlFor("visa-covers", "images/x.png")).toBe("public, max-age=3600");
    expect(cacheControlFor("applications", "images/x.png")).toBe("private, no-store");
  });
});
