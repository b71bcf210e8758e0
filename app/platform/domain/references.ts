/** Short enough to read out and type: "BK-3F9A12C0". */
function shortReference(prefix: string, id: string): string {
  return `${prefix}-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

export function bookingReference(id: string): string {
  return shortReference("BK", id);
}

export function consultationReference(id: string): string {
  return shortReference("CN", id);
}

/** The id's first eight hex digits when `q` is a reference with this prefix ("BK-3F9A12C0", "bk-3f9a12c0") or
 * those digits alone; null otherwise. Staff search by what the customer reads out. */
export function referenceDigits(q: string, prefix: "BK" | "CN"): string | null {
  const match = new RegExp(`^(?:${prefix}[-\\s]?)?([0-9a-f]{8})$`, "i").exec(q.trim());
  return match ? match[1]!.toLowerCase() : null;
}
