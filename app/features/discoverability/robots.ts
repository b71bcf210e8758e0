/** Paths no crawler needs: private (accounts, orders, documents), transactional, or machine endpoints. */
export const DISALLOWED_PATHS = [
  "/admin",
  "/profile",
  "/checkout",
  "/api/",
  "/orders/",
  "/files/",
  "/auth",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
