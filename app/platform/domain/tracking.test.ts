import { describe, expect, it } from "vitest";
import {
  isTrackingKind,
  kindOfTrackingId,
  newTrackingId,
  parseTrackingId,
  TRACKING_ID_PATTERN,
  TRACKING_KINDS,
} from "./tracking.ts";

describe("newTrackingId", () => {
  it("uses the spec's prefixes", () => {
    expect(newTrackingId("visa")).toMatch(/^VISA-/);
    expect(newTrackingId("driving-license")).toMatch(/^DRIVING-/);
    expect(newTrackingId("international-driving-license")).toMatch(/^IDL-/);
  });

  it("generates 10,000 unique ids per kind that match the pattern", () => {
    for (const kind of TRACKING_KINDS) {
      const ids = new Set<string>();
      for (let i = 0; i < 10_000; i++) {
        const id = newTrackingId(kind);
        expect(id).toMatch(TRACKING_ID_PATTERN);
        ids.add(id);
      }
      expect(ids.size).toBe(10_000);
    }
  });

  it("stays unique at the same millisecond", () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => newTrackingId("visa", 1_750_000_000_000)));
    expect(ids.size).toBe(10_000);
  });

  it("encodes the timestamp in 9 sortable characters", () => {
    expect(newTrackingId("visa", 0)).toMatch(/^VISA-000000000-/);
    expect(newTrackingId("visa", 31)).toMatch(/^VISA-00000000Z-/);
    expect(newTrackingId("visa", 32)).toMatch(/^VISA-000000010-/);
    const early = newTrackingId("visa", 1_700_000_000_000).split("-")[1]!;
    const late = newTrackingId("visa", 1_800_000_000_000).split("-")[1]!;
    expect(early < late).toBe(true);
    expect(() => newTrackingId("visa", -1)).toThrow(RangeError);
  });

  it("draws random parts from the whole alphabet", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) for (const c of newTrackingId("visa").split("-")[2]!) seen.add(c);
    expect(seen.size).toBe(32);
  });
});

describe("parseTrackingId", () => {
  it("reads ids in any case with surrounding spaces", () => {
    const id = newTrackingId("international-driving-license");
    expect(parseTrackingId(id)).toEqual({ kind: "international-driving-license", id });
    expect(parseTrackingId(`  ${id.toLowerCase()}\n`)).toEqual({ kind: "international-driving-license", id });
  });

  it("normalises look-alike characters, dashes, inner spaces and Arabic-Indic digits", () => {
    const canonical = "VISA-1M80G1CMQ-KCFTH5K8MXHT9";
    expect(parseTrackingId("visa-lm8OgICMq-kcfth5k8mxht9")).toEqual({ kind: "visa", id: canonical });
    expect(parseTrackingId("VISA–1M80G1CMQ – KCFTH 5K8M XHT9")).toEqual({ kind: "visa", id: canonical });
    expect(parseTrackingId("VISA-١M٨٠G١CMQ-KCFTH٥K٨MXHT٩")).toEqual({ kind: "visa", id: canonical });
    expect(parseTrackingId("driving-0000000AB-0123456789ABC")).toEqual({
      kind: "driving-license",
      id: "DRIVING-0000000AB-0123456789ABC",
    });
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "VISA",
      "VISA-1M80G1CMQ",
      "PASS-1M80G1CMQ-KCFTH5K8MXHT9",
      "VISA-1M80G1CM-KCFTH5K8MXHT9",
      "VISA-1M80G1CMQ-KCFTH5K8MXHT",
      "VISA-1M80G1CMQ-KCFTH5K8MXHTU",
      "VISA-1M80G1CMQ-KCFTH5K8MXHT9-1",
      "VISA-1750000000000-ABC123",
      "IDL_1M80G1CMQ_KCFTH5K8MXHT9",
    ]) {
      expect(parseTrackingId(text), text).toBeNull();
    }
  });

  it("tells the kind", () => {
    expect(kindOfTrackingId(newTrackingId("driving-license"))).toBe("driving-license");
    expect(kindOfTrackingId("nonsense")).toBeNull();
    expect(isTrackingKind("visa")).toBe(true);
    expect(isTrackingKind("VISA")).toBe(false);
  });
});
