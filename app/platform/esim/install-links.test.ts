import { describe, expect, it } from "vitest";
import { appleSetupUrl, esimInstallOf, installDeviceOf } from "./install-links.ts";
import { esimInstallView } from "./install-view.server.ts";

const CODE = "LPA:1$smdp.example.com$K2-1ABC2-3DEF4G";
const APPLE = "https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=";

const UA = {
  iphone175:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iphone174Chrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
  iphone18: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  iphone173: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_3_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  iphone16: "Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
};

describe("install links", () => {
  it("builds Apple's universal setup link with the whole LPA string encoded", () => {
    expect(appleSetupUrl(CODE)).toBe(`${APPLE}LPA%3A1%24smdp.example.com%24K2-1ABC2-3DEF4G`);
    expect(decodeURIComponent(new URL(appleSetupUrl(CODE)).searchParams.get("carddata")!)).toBe(CODE);
  });

  it("reads a staff-typed code's parts from the LPA alone", () => {
    expect(esimInstallOf(CODE, null)).toEqual({
      lpa: CODE,
      smdpAddress: "smdp.example.com",
      matchingId: "K2-1ABC2-3DEF4G",
      confirmationCode: null,
      confirmationRequired: false,
      appleUrl: appleSetupUrl(CODE),
      androidUrl: CODE,
    });
    expect(esimInstallOf("not a code", null)).toBeNull();
    expect(esimInstallOf(null, null)).toBeNull();
  });

  it("prefers the provider's install data, and its Apple link only when it is Apple's https address", () => {
    const lpa = "LPA:1$rsp.provider.example$MATCH-1";
    const data = {
      lpa,
      smdpAddress: "rsp.provider.example",
      matchingId: "MATCH-1",
      confirmationCode: "4321",
      appleInstallUrl: `${APPLE}${encodeURIComponent(lpa)}&from=provider`,
    };
    expect(esimInstallOf(CODE, data)).toMatchObject({
      lpa,
      matchingId: "MATCH-1",
      confirmationCode: "4321",
      confirmationRequired: true,
      appleUrl: data.appleInstallUrl,
      androidUrl: lpa,
    });
    for (const appleInstallUrl of [
      "javascript:alert(1)",
      "http://esimsetup.apple.com/x",
      "https://evil.example/x",
    ]) {
      expect(esimInstallOf(CODE, { ...data, appleInstallUrl })!.appleUrl).toBe(appleSetupUrl(lpa));
    }
  });

  it("offers Apple's link on iOS 17.4 and later only, Android's on Android, both when unsure", () => {
    const links = (ua: string | null) => {
      const device = installDeviceOf(ua);
      return [device.platform, device.apple, device.android];
    };
    expect(links(UA.iphone175)).toEqual(["ios", true, false]);
    expect(links(UA.iphone174Chrome)).toEqual(["ios", true, false]);
    expect(links(UA.iphone18)).toEqual(["ios", true, false]);
    expect(links(UA.ipad)).toEqual(["ios", true, false]);
    expect(links(UA.iphone173)).toEqual(["ios", false, false]);
    expect(links(UA.iphone16)).toEqual(["ios", false, false]);
    expect(links(UA.android)).toEqual(["android", false, true]);
    expect(links(UA.samsung)).toEqual(["android", false, true]);
    // A computer, or an iPad that says "Macintosh": both.
    expect(links(UA.windows)).toEqual(["other", true, true]);
    expect(links(UA.mac)).toEqual(["other", true, true]);
    expect(links(null)).toEqual(["other", true, true]);
  });

  it("draws the QR code of the LPA string for the card", async () => {
    const view = await esimInstallView(CODE, null);
    expect(view).toMatchObject({ lpa: CODE, smdpAddress: "smdp.example.com" });
    expect(view!.qrSvg).toMatch(/^<svg/);
    expect(await esimInstallView("K2-1ABC2", null)).toBeNull();
  });
});
