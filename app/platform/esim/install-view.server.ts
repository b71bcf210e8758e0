// The QR code of an activation code, drawn on the server: SVG for pages, PNG for e-mails.
import QRCode from "qrcode";
import { type EsimInstallView, esimInstallOf } from "./install-links.ts";
import type { EsimInstallData } from "./provider.ts";

const QR_OPTIONS = { errorCorrectionLevel: "M", margin: 2 } as const;

export function activationQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { ...QR_OPTIONS, type: "svg" });
}

/** PNG because mail clients do not show inline SVG. */
export function activationQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { ...QR_OPTIONS, type: "png", width: 320 });
}

/** What the install card needs; null when the stored code is not a valid activation code. */
export async function esimInstallView(
  activationCode: string | null,
  installData: EsimInstallData | null,
): Promise<EsimInstallView | null> {
  const install = esimInstallOf(activationCode, installData);
  return install ? { ...install, qrSvg: await activationQrSvg(install.lpa) } : null;
}
