import { describe, expect, it } from "vitest";
import { destinationImage } from "./destination-image.ts";

describe("destinationImage", () => {
  it("shows a country's flag, else the destination's own image", () => {
    expect(destinationImage({ isoCode: "tr", imageUrl: "/images/turkey.jpg" })).toBe("/flags/TR.svg");
    expect(destinationImage({ isoCode: null, imageUrl: "/images/europe.svg" })).toBe("/images/europe.svg");
    expect(destinationImage({ isoCode: null, imageUrl: null })).toBeNull();
  });
});
