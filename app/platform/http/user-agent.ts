/** Spec §2's error screen words its advice for Firefox; the page cache keeps Firefox's pages apart for it. */
export function isFirefox(userAgent: string | null | undefined): boolean {
  return /firefox\//i.test(userAgent ?? "") && !/seamonkey/i.test(userAgent ?? "");
}
