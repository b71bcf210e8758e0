/**
 * Short references people read out and type (e-mails, confirmations, the profile, the back office): a prefix and
 * the first 8 hex digits of the row's id ("BK-3F9A12C0", "CN-3F9A12C0"). Browser and server.
 */
function shortReference(prefix: string, id: string): string {
  return `${prefix}-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

/** A package booking's reference. */
export function bookingReference(id: string): string {
  return shortReference("BK", id);
}

/** An education or business consultation's reference. */
export function consultationReference(id: string): string {
  return shortReference("CN", id);
}
