import { describe, expect, it } from "vitest";
import { createI18n } from "../../platform/i18n/i18n.ts";
import { supportHours } from "./support-hours.ts";

describe("supportHours", () => {
  it("states the spec's contact hours in each language", () => {
    expect(supportHours(createI18n("en").t)).toBe("Monday to Friday, 9 AM to 6 PM");
    expect(supportHours(createI18n("ar").t)).toBe("من الاثنين إلى الجمعة، من 9 صباحًا إلى 6 مساءً");
  });
});
