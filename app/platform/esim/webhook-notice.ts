// What both providers' webhooks share: a timing-safe signature comparison and the low-data notice's reading.
import { timingSafeEqual } from "node:crypto";
import type { LowDataNotice } from "./provider.ts";

/** False (never a throw) for any given text, whatever its length or characters. */
export function signaturesMatch(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The notice in a parsed body ({ iccid, level, remaining_percentage }); null for anything else. */
export function lowDataOf(body: unknown): LowDataNotice | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { iccid, level, remaining_percentage: percentage } = body as Record<string, unknown>;
  if (typeof iccid !== "string" || typeof level !== "string") return null;
  return { iccid, level, remainingPercentage: typeof percentage === "number" ? percentage : null };
}
