/**
 * The tables whose changes reach the page cache and the shared reads: drizzle/0014's triggers announce each on
 * commit (a test compares the two lists).
 */
export const PAGE_TABLES = [
  "esim_destinations",
  "esim_plans",
  "travel_accessories",
  "travel_packages",
  "visa_offers",
  "driving_license_offers",
  "testimonials",
  "cms_pages",
  "cms_posts",
  "cms_blocks",
  "site_settings",
  // Not shown on cached pages: a signed-in reader's session is kept until these change (0017).
  "user",
  "session",
] as const;

export type PageTable = (typeof PAGE_TABLES)[number];
