// Client-safe: the appearance settings' shape and the colour rules the screen and the server share.

/** The colour of a fresh installation (the seed and app.css use the same). */
export const DEFAULT_PRIMARY_COLOR = "#0f766e";

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** WCAG 2 "AA" for normal text: buttons, links and badges carry white text on the colour (and the colour on white). */
export const MIN_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of "#rrggbb". */
export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** White text on the colour; the same ratio as the colour as text on white. */
export function contrastWithWhite(hex: string): number {
  return contrastRatio(hex, "#ffffff");
}

/** Shown rounded down, so that "4.5:1" is never shown for a colour that fails. */
export function formatRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

export function isReadableBrandColor(hex: string): boolean {
  return HEX_COLOR.test(hex) && contrastWithWhite(hex) >= MIN_CONTRAST;
}

export interface LogoValue {
  url: string;
  alt: { en: string; ar: string };
}

export interface AppearanceView {
  siteNameEn: string;
  siteNameAr: string;
  logoUrl: string | null;
  primaryColor: string;
  contactEmail: string;
  contactPhone: string;
  contactAddressEn: string;
  contactAddressAr: string;
  contactHoursEn: string;
  contactHoursAr: string;
  messagingNumber: string;
  /** Also the form's identity: a save starts it afresh. */
  updatedAt: string;
}
