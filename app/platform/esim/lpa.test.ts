import { describe, expect, it } from "vitest";
import { activationQrPng, activationQrSvg } from "./install-view.server.ts";
import { normalizeActivationCode, parseLpa } from "./lpa.ts";

const CODE = "LPA:1$smdp.example.com$K2-1ABC2-3DEF4G";

describe("activation codes", () => {
  it("accepts LPA activation codes, trimmed, with an optional OID and confirmation flag", () => {
    expect(normalizeActivationCode(`  ${CODE}\n`)).toBe(CODE);
    expect(normalizeActivationCode("lpa:1$rsp.truphone.com$QRF-BETTERROAMING-PMRDGIR2EARDEIT5")).toBe(
      "LPA:1$rsp.truphone.com$QRF-BETTERROAMING-PMRDGIR2EARDEIT5",
    );
    expect(normalizeActivationCode("LPA:1$smdp.example.com:8443$ABC_1.x$1.3.6.1.4.1.31746$1")).toBe(
      "LPA:1$smdp.example.com:8443$ABC_1.x$1.3.6.1.4.1.31746$1",
    );
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "K2-1ABC2-3DEF4G",
      "LPA:2$smdp.example.com$ABC",
      "LPA:1$localhost$ABC",
      "LPA:1$smdp.example.com$",
      "LPA:1$smdp.example.com$AB C",
      "LPA:1$-smdp.example.com$ABC",
      "LPA:1$smdp.example.com$ABC$not-an-oid",
      "https://smdp.example.com/ABC",
      `LPA:1$smdp.example.com$${"A".repeat(600)}`,
    ]) {
      expect(normalizeActivationCode(text), text).toBeNull();
      expect(parseLpa(text), text).toBeNull();
    }
  });

  it("splits a code into the SM-DP+ address and the matching id a phone asks for by hand", () => {
    expect(parseLpa(` lpa:1$rsp.truphone.com$QRF-BETTERROAMING-PMRDGIR2EARDEIT5 `)).toEqual({
      lpa: "LPA:1$rsp.truphone.com$QRF-BETTERROAMING-PMRDGIR2EARDEIT5",
      smdpAddress: "rsp.truphone.com",
      matchingId: "QRF-BETTERROAMING-PMRDGIR2EARDEIT5",
      confirmationRequired: false,
    });
    // The port stays with the address; the OID is not asked for; "$1" means a confirmation code is needed.
    expect(parseLpa("LPA:1$smdp.example.com:8443$ABC_1.x$1.3.6.1.4.1.31746$1")).toEqual({
      lpa: "LPA:1$smdp.example.com:8443$ABC_1.x$1.3.6.1.4.1.31746$1",
      smdpAddress: "smdp.example.com:8443",
      matchingId: "ABC_1.x",
      confirmationRequired: true,
    });
    expect(parseLpa("LPA:1$smdp.example.com$ABC$1.3.6.1.4.1.31746")).toMatchObject({
      matchingId: "ABC",
      confirmationRequired: false,
    });
    expect(parseLpa("LPA:1$smdp.example.com$ABC$$1")).toMatchObject({
      matchingId: "ABC",
      confirmationRequired: true,
    });
  });

  it("draws the code as an SVG and a PNG QR code", async () => {
    const svg = await activationQrSvg(CODE);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<path");
    const png = await activationQrPng(CODE);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
