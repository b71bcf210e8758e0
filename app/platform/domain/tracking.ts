// Tracking ids (spec §7), "VISA-01JZ8K3QX-7M2Q4X8Z1KD0P": Crockford base-32 survives being read aloud or
// retyped; the fixed-width timestamp sorts by creation, and 65 random bits keep ids from being guessed.
import { toLatinDigits } from "../i18n/format.ts";

export const TRACKING_KINDS = ["visa", "driving-license", "international-driving-license"] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const TRACKING_ID_PREFIX: Record<TrackingKind, string> = {
  visa: "VISA",
  "driving-license": "DRIVING",
  "international-driving-license": "IDL",
};

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const TIMESTAMP_LENGTH = 9;
const RANDOM_LENGTH = 13;

export const TRACKING_ID_PATTERN = /^(VISA|DRIVING|IDL)-([0-9A-HJKMNP-TV-Z]{9})-([0-9A-HJKMNP-TV-Z]{13})$/;

function encodeTimestamp(milliseconds: number): string {
  let rest = Math.floor(milliseconds);
  let text = "";
  for (let i = 0; i < TIMESTAMP_LENGTH; i++) {
    text = CROCKFORD[rest % 32] + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}

export function randomCrockford(length: number = RANDOM_LENGTH): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  let text = "";
  for (const byte of bytes) text += CROCKFORD[byte & 31];
  return text;
}

export function newTrackingId(kind: TrackingKind, now: number = Date.now()): string {
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError(`Invalid timestamp: ${now}`);
  return `${TRACKING_ID_PREFIX[kind]}-${encodeTimestamp(now)}-${randomCrockford()}`;
}

const KIND_OF_PREFIX: Record<string, TrackingKind> = {
  VISA: "visa",
  DRIVING: "driving-license",
  IDL: "international-driving-license",
};

function crockfordNormalize(text: string): string {
  return text.replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** Forgiving of how people type: spaces, any dash, Arabic-Indic digits, and O/I/L for 0/1 after the prefix. */
export function parseTrackingId(text: string): { kind: TrackingKind; id: string } | null {
  const cleaned = toLatinDigits(text)
    .replace(/\s+/g, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .toUpperCase();
  const parts = cleaned.split("-");
  if (parts.length !== 3) return null;
  const [prefix = "", timestamp = "", random = ""] = parts;
  const id = `${prefix}-${crockfordNormalize(timestamp)}-${crockfordNormalize(random)}`;
  const match = TRACKING_ID_PATTERN.exec(id);
  const kind = match ? KIND_OF_PREFIX[prefix] : undefined;
  return kind ? { kind, id } : null;
}

export function kindOfTrackingId(text: string): TrackingKind | null {
  return parseTrackingId(text)?.kind ?? null;
}

export function isTrackingKind(value: unknown): value is TrackingKind {
  return typeof value === "string" && (TRACKING_KINDS as readonly string[]).includes(value);
}
