// Business constants of spec §9 (and the few numbers of §2, §5, §7 that code needs), client and server.

// --- Requests (spec §7 "Request behaviour", §9) ---
export const API_TIMEOUT_MS = 30_000;
export const API_RETRIES = 3;
export const API_RETRY_DELAY_MS = 1_000;
export const SCRIPT_LOAD_TIMEOUT_MS = 10_000;
export const SCRIPT_LOAD_RETRIES = 2;
export const SCRIPT_LOAD_BACKOFF_START_MS = 1_000;
export const FIREFOX_QUERY_LIMIT = 100;

// --- Files (spec §5, §7, §9) ---
/** Per-document limits live in validation.ts. */
export const MAX_FILE_SIZE_BYTES = 10_485_760;
export const SANITIZED_FILE_NAME_MAX_LENGTH = 100;
export const FILE_CACHE_SECONDS = 3_600;

// --- Sessions (spec §9) ---
export const SESSION_TIMEOUT_MS = 86_400_000;
export const TOKEN_REFRESH_THRESHOLD_MS = 300_000;
export const POST_LOGIN_RELOAD_MS = 100;

// --- Formats (spec §9) ---
export const DATE_FORMAT = "yyyy-MM-dd";
export const CURRENCY = "USD";

// --- Lists ---
export const PAGE_SIZE = 20;

// --- Toasts and cart (spec §2, §4, §9) ---
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIBRARY_DEFAULT_DURATION_MS = 4_000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_GAP_PX = 14;
export const CART_NOTIFICATION_MS = 3_000;
export const CART_STARTUP_OVERLAY_MS = 500;
export const CART_REMOVAL_ANIMATION_MS = 400;
export const CART_DRAWER_EXIT_MS = 400;
export const SHIPPING_COST_CENTS = 0;
/** Not in the spec: keeps a tampered or runaway quantity from producing absurd totals. */
export const MAX_LINE_QUANTITY = 999;

// --- Unpaid orders (not in the spec, see docs/decisions/011) ---
// An unpaid order holds its units for 30 minutes: without caps one customer could hold a whole stock.
export const MAX_PENDING_ORDERS_PER_CUSTOMER = 3;
export const MAX_UNPAID_UNITS_PER_PRODUCT = 10;

// --- Layout (spec §2, §9) ---
export const MOBILE_BREAKPOINT = 768;
export const HEADER_SOLID_AFTER_PX = 10;

// --- Admin (spec §6, §7, §9) ---
export const ACTIVE_USERS_WINDOW_MINUTES = 30;
export const USERS_CSV_FILE_PREFIX = "users-export-";
export const USERS_CSV_COLUMNS = [
  "ID",
  "Email",
  "Full Name",
  "Role",
  "Active",
  "Joined Date",
  "Last Login",
] as const;
export function usersCsvFileName(date: string): string {
  return `${USERS_CSV_FILE_PREFIX}${date}.csv`;
}

// --- Applications and services (spec §5, §9) ---
export const MIN_APPLICANT_AGE = 18;
export const CONSULTANT_REPLY_HOURS = 24;
export const IDP_VALIDITY_YEARS = 1;
export const IDP_PROCESSING_BUSINESS_DAYS = {
  standard: { min: 3, max: 5 },
  express: { min: 1, max: 2 },
} as const;
export const TRACKING_PROCESSING_BUSINESS_DAYS = { min: 5, max: 10 } as const;
export const TRACKING_APPROVAL_CLAIM_HOURS = 24;

// --- Shop (spec §2, §9) ---
export const MONEY_BACK_GUARANTEE_DAYS = 30;
export const ACCESSORIES_WARRANTY_YEARS = 1;
export const PRICE_FILTERS = { underCents: 20_000, overCents: 100_000 } as const;

// --- Contact (spec §2, §9): Monday (1) to Friday (5), 9 AM to 6 PM ---
export const CONTACT_HOURS = { firstWeekday: 1, lastWeekday: 5, openHour: 9, closeHour: 18 } as const;

// --- Product ---
export const APP_VERSION = "1.0.0";
