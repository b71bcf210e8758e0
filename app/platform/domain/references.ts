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
