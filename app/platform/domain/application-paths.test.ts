import { describe, expect, it } from "vitest";
import { APPLICATION_FORM_PATHS, applicationKindOfPattern } from "./application-paths.ts";

describe("applicationKindOfPattern", () => {
  it("names the kind whose form a route pattern serves, with or without its leading slash", () => {
    for (const [kind, path] of Object.entries(APPLICATION_FORM_PATHS)) {
      expect(applicationKindOfPattern(path)).toBe(kind);
      expect(applicationKindOfPattern(path.slice(1))).toBe(kind);
    }
    expect(applicationKindOfPattern("visa-services")).toBeUndefined();
    expect(applicationKindOfPattern("visa-application-form/:id")).toBeUndefined();
  });
});
