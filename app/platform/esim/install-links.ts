// What the install card shows for one eSIM (components/esim/install-card.tsx): the manual codes and the one-tap
// links, decided on the server from the reader's user agent so that the card needs no client script.
import { parseLpa } from "./lpa.ts";
import type { EsimInstallData } from "./provider.ts";

/** "other": a computer, or a phone we cannot tell; the card then offers both links. */
export type InstallPlatform = "ios" | "android" | "other";

/** iOS 17.4 opens Apple's eSIM setup link; earlier versions do not. */
const APPLE_LINK_SINCE: readonly [number, number] = [17, 4];

export interface EsimInstall {
  lpa: string;
  smdpAddress: string;
  matchingId: string;
  confirmationCode: string | null;
  confirmationRequired: boolean;
  /** Apple's universal setup link, the provider's when it gave one. */
  appleUrl: string;
  /** Android opens an `LPA:` link in its eSIM installer where the phone's maker supports it. */
  androidUrl: string;
}

export interface EsimInstallView extends EsimInstall {
  /** The QR code for another device, drawn on the server. */
  qrSvg: string;
}

/** The reader's phone and the one-tap links it can follow; both links when we cannot tell. */
export interface InstallDevice {
  platform: InstallPlatform;
  apple: boolean;
  android: boolean;
}

export function appleSetupUrl(lpa: string): string {
  return `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(lpa)}`;
}

/**
 * From the stored LPA string and, for a provider's eSIM, its install data; a code typed by staff has only the
 * LPA, whose parts are read from it. Null when neither holds a valid activation code.
 */
export function esimInstallOf(
  activationCode: string | null,
  installData: EsimInstallData | null,
): EsimInstall | null {
  const parsed = parseLpa(installData?.lpa ?? activationCode ?? "");
  if (!parsed) return null;
  return {
    lpa: parsed.lpa,
    smdpAddress: installData?.smdpAddress || parsed.smdpAddress,
    matchingId: installData?.matchingId || parsed.matchingId,
    confirmationCode: installData?.confirmationCode || null,
    confirmationRequired: parsed.confirmationRequired || Boolean(installData?.confirmationCode),
    appleUrl: safeAppleUrl(installData?.appleInstallUrl) ?? appleSetupUrl(parsed.lpa),
    androidUrl: parsed.lpa,
  };
}

/** A provider's link is used only when it is Apple's own https address. */
function safeAppleUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname === "esimsetup.apple.com" ? parsed.href : null;
  } catch {
    return null;
  }
}

export function installDeviceOf(userAgent: string | null | undefined): InstallDevice {
  const text = (userAgent ?? "").slice(0, 512);
  // Chrome, Firefox and Edge on iOS say "CPU iPhone OS 17_4 like Mac OS X" too.
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)[_.](\d+)/.exec(text);
  if (ios) {
    const [major, minor] = [Number(ios[1]), Number(ios[2])];
    const [sinceMajor, sinceMinor] = APPLE_LINK_SINCE;
    // Older iOS: no link, the QR code or the manual codes instead.
    const apple = major > sinceMajor || (major === sinceMajor && minor >= sinceMinor);
    return { platform: "ios", apple, android: false };
  }
  if (/\bAndroid\b/.test(text)) return { platform: "android", apple: false, android: true };
  return { platform: "other", apple: true, android: true };
}
