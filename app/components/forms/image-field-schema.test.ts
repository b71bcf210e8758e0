import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  imageSources,
  isManagedImageUrl,
  isSeededImageUrl,
  variantWidths,
} from "../../platform/storage/image-urls.ts";
import { altsByUrl, imagesSchema, imageValues } from "./image-field-schema.ts";

const managed = "/files/uploads/images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/petra-1280.jpg";
const other = "/files/uploads/images/1c2f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/logo-400.png";

describe("imagesSchema", () => {
  it("takes blank alt text as the browser sends it (through Conform, as forms parse)", () => {
    const form = new FormData();
    form.set("cover[0].url", managed);
    form.set("cover[0].alt.en", "");
    form.set("cover[0].alt.ar", "");
    const submission = parseWithZod(form, { schema: z.object({ cover: imagesSchema({ max: 1 }) }) });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.cover).toEqual([
      { url: managed, alt: { en: "", ar: "" } },
    ]);
  });

  it("accepts managed and seeded URLs with their alt text, in order, trimmed", () => {
    const parsed = imagesSchema().parse([
      { url: managed, alt: { en: " Petra at dawn ", ar: "البتراء عند الفجر" } },
      { url: "/images/packages/petra.svg", alt: { en: "", ar: "" } },
    ]);
    expect(parsed).toEqual([
      { url: managed, alt: { en: "Petra at dawn", ar: "البتراء عند الفجر" } },
      { url: "/images/packages/petra.svg", alt: { en: "", ar: "" } },
    ]);
  });

  it("reads an absent list as none, and absent alt text as empty (Conform sends empty inputs as undefined)", () => {
    expect(imagesSchema().parse(undefined)).toEqual([]);
    expect(imagesSchema().parse([{ url: managed }])).toEqual([{ url: managed, alt: { en: "", ar: "" } }]);
    expect(imagesSchema().parse([{ url: managed, alt: { en: undefined, ar: "نص" } }])).toEqual([
      { url: managed, alt: { en: "", ar: "نص" } },
    ]);
  });

  it.each([
    "https://evil.example/x.jpg",
    "//evil.example/files/uploads/images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/a-100.jpg",
    "/files/applications/0b1f0a52/passport.jpg",
    "/files/uploads/images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/a-100.avif",
    "/files/uploads/images/not-a-uuid/a-100.jpg",
    "/images/../files/applications/x.jpg",
    "javascript:alert(1)",
    "",
  ])("refuses %s with the invalid-format message", (url) => {
    const result = imagesSchema().safeParse([{ url, alt: { en: "", ar: "" } }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("errors:codes.VALIDATION_INVALID_FORMAT");
  });

  it("refuses more than `max` images, the same image twice and alt text over 250 characters", () => {
    const two = [
      { url: managed, alt: { en: "", ar: "" } },
      { url: other, alt: { en: "", ar: "" } },
    ];
    expect(imagesSchema({ max: 1 }).safeParse(two).error?.issues[0]?.message).toBe(
      "errors:validation.tooManyImages",
    );
    expect(imagesSchema({ max: 2 }).safeParse(two).success).toBe(true);
    expect(imagesSchema().safeParse([two[0], two[0]]).success).toBe(false);
    expect(
      imagesSchema().safeParse([{ url: managed, alt: { en: "x".repeat(251), ar: "" } }]).error?.issues[0]
        ?.message,
    ).toBe("errors:codes.VALIDATION_MAX_LENGTH");
  });

  it("converts to and from a record's URLs and image_alts column", () => {
    const values = imageValues([managed, null, other], { [managed]: { en: "Petra", ar: "البتراء" } });
    expect(values).toEqual([
      { url: managed, alt: { en: "Petra", ar: "البتراء" } },
      { url: other, alt: { en: "", ar: "" } },
    ]);
    expect(altsByUrl(values)).toEqual({
      [managed]: { en: "Petra", ar: "البتراء" },
      [other]: { en: "", ar: "" },
    });
  });
});

describe("image URLs", () => {
  it("builds the AVIF and WebP srcsets of a managed image from its URL alone", () => {
    expect(isManagedImageUrl(managed)).toBe(true);
    expect(imageSources(managed)).toEqual({
      avif: [160, 320, 640, 960, 1280]
        .map((w) => `/files/uploads/images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/petra-${w}.avif ${w}w`)
        .join(", "),
      webp: [160, 320, 640, 960, 1280]
        .map((w) => `/files/uploads/images/0b1f0a52-0d4e-4a8e-9d1c-0f5a0f3b1c2d/petra-${w}.webp ${w}w`)
        .join(", "),
      fallback: managed,
    });
    expect(variantWidths(400)).toEqual([160, 320, 400]);
    expect(variantWidths(90)).toEqual([90]);
  });

  it("has no sources for the seeded artwork", () => {
    expect(imageSources("/images/packages/petra.svg")).toBeNull();
    expect(isSeededImageUrl("/images/packages/petra.svg")).toBe(true);
    expect(isManagedImageUrl("/images/packages/petra.svg")).toBe(false);
  });
});
