import i18next from "i18next";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/errors.json" with { type: "json" };
import en from "../../locales/en/errors.json" with { type: "json" };
import { signUpSchema, validationMessageKeys } from "../domain/validation.ts";
import {
  AppError,
  codeForStatus,
  ERROR_CODES,
  type ErrorCode,
  isAppError,
  isErrorCode,
  isRetryable,
  messageKeyOf,
  statusOf,
  toErrorPayload,
  userMessageForStatus,
} from "./errors.ts";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") result.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) result.set(k, v);
  }
  return result;
}

const enLeaves = leaves(en);
const arLeaves = leaves(ar);

async function translator(language: "en" | "ar") {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: "en",
    ns: ["errors"],
    defaultNS: "common",
    resources: { en: { errors: en }, ar: { errors: ar } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance);
}

const SPEC_CODES = [
  "AUTH_INVALID_CREDENTIALS",
  "AUTH_TOKEN_EXPIRED",
  "AUTH_UNAUTHORIZED",
  "AUTH_FORBIDDEN",
  "API_NETWORK_ERROR",
  "API_TIMEOUT",
  "API_SERVER_ERROR",
  "API_NOT_FOUND",
  "API_BAD_REQUEST",
  "API_RATE_LIMIT",
  "VALIDATION_REQUIRED_FIELD",
  "VALIDATION_INVALID_FORMAT",
  "VALIDATION_MIN_LENGTH",
  "VALIDATION_MAX_LENGTH",
  "VALIDATION_INVALID_EMAIL",
  "VALIDATION_INVALID_PHONE",
  "VALIDATION_FILE_TOO_LARGE",
  "VALIDATION_INVALID_FILE_TYPE",
  "BUSINESS_DUPLICATE_ENTRY",
  "BUSINESS_INSUFFICIENT_FUNDS",
  "BUSINESS_QUOTA_EXCEEDED",
  "BUSINESS_INVALID_STATE",
  "SYSTEM_UNKNOWN_ERROR",
  "SYSTEM_CONFIGURATION_ERROR",
  "SYSTEM_STORAGE_ERROR",
];

describe("error codes", () => {
  it("has exactly the spec's codes", () => {
    expect([...ERROR_CODES].sort()).toEqual([...SPEC_CODES].sort());
    expect(isErrorCode("API_TIMEOUT")).toBe(true);
    expect(isErrorCode("API_TIMEOUTS")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });

  it("maps codes to HTTP statuses", () => {
    const expected: Record<ErrorCode, number> = {
      AUTH_INVALID_CREDENTIALS: 401,
      AUTH_TOKEN_EXPIRED: 401,
      AUTH_UNAUTHORIZED: 401,
      AUTH_FORBIDDEN: 403,
      API_NETWORK_ERROR: 503,
      API_TIMEOUT: 504,
      API_SERVER_ERROR: 500,
      API_NOT_FOUND: 404,
      API_BAD_REQUEST: 400,
      API_RATE_LIMIT: 429,
      VALIDATION_REQUIRED_FIELD: 400,
      VALIDATION_INVALID_FORMAT: 400,
      VALIDATION_MIN_LENGTH: 400,
      VALIDATION_MAX_LENGTH: 400,
      VALIDATION_INVALID_EMAIL: 400,
      VALIDATION_INVALID_PHONE: 400,
      VALIDATION_FILE_TOO_LARGE: 400,
      VALIDATION_INVALID_FILE_TYPE: 400,
      BUSINESS_DUPLICATE_ENTRY: 409,
      BUSINESS_INSUFFICIENT_FUNDS: 402,
      BUSINESS_QUOTA_EXCEEDED: 422,
      BUSINESS_INVALID_STATE: 409,
      SYSTEM_UNKNOWN_ERROR: 500,
      SYSTEM_CONFIGURATION_ERROR: 500,
      SYSTEM_STORAGE_ERROR: 500,
    };
    for (const code of ERROR_CODES) expect([code, statusOf(code)]).toEqual([code, expected[code]]);
  });

  it("maps statuses back to codes (spec status mapping)", () => {
    expect(codeForStatus(400)).toBe("API_BAD_REQUEST");
    expect(codeForStatus(401)).toBe("AUTH_UNAUTHORIZED");
    expect(codeForStatus(403)).toBe("AUTH_FORBIDDEN");
    expect(codeForStatus(404)).toBe("API_NOT_FOUND");
    expect(codeForStatus(409)).toBe("BUSINESS_DUPLICATE_ENTRY");
    expect(codeForStatus(418)).toBe("API_BAD_REQUEST");
    expect(codeForStatus(429)).toBe("API_RATE_LIMIT");
    expect(codeForStatus(500)).toBe("API_SERVER_ERROR");
    expect(codeForStatus(502)).toBe("API_SERVER_ERROR");
    expect(codeForStatus(503)).toBe("API_SERVER_ERROR");
    expect(codeForStatus(504)).toBe("API_TIMEOUT");
    expect(codeForStatus(200)).toBe("SYSTEM_UNKNOWN_ERROR");
    expect(codeForStatus(402)).toBe("BUSINESS_INSUFFICIENT_FUNDS");
    // 422 is also what other libraries answer (e.g. an existing user): read generically, not as a quota.
    expect(codeForStatus(422)).toBe("API_BAD_REQUEST");
    // Every code's own status reads back as a code of the same status class.
    for (const code of ERROR_CODES) {
      const status = statusOf(code);
      expect(Math.floor(statusOf(codeForStatus(status)) / 100)).toBe(Math.floor(status / 100));
    }
  });

  it("gives every code a message key that exists in both languages", () => {
    for (const code of ERROR_CODES) {
      const key = messageKeyOf(code);
      expect(key.startsWith("errors:")).toBe(true);
      const path = key.slice("errors:".length);
      expect(enLeaves.has(path), key).toBe(true);
      expect(arLeaves.has(path), key).toBe(true);
    }
  });

  it("knows which failures are retried (spec §7)", () => {
    expect(isRetryable("API_NETWORK_ERROR")).toBe(true);
    expect(isRetryable("API_TIMEOUT")).toBe(true);
    expect(isRetryable("API_SERVER_ERROR")).toBe(true);
    expect(isRetryable("API_RATE_LIMIT")).toBe(false);
    expect(isRetryable("AUTH_UNAUTHORIZED")).toBe(false);
    expect(isRetryable(500)).toBe(true);
    expect(isRetryable(503)).toBe(true);
    expect(isRetryable(499)).toBe(false);
  });
});

describe("userMessageForStatus (spec 'Messages shown to the user')", () => {
  it("uses the fixed messages for 500+, 404, 429 and 401", async () => {
    const t = await translator("en");
    expect(t(userMessageForStatus(500))).toBe("Server error. Please try again later.");
    expect(t(userMessageForStatus(503))).toBe("Server error. Please try again later.");
    expect(t(userMessageForStatus(404))).toBe("The requested resource was not found.");
    expect(t(userMessageForStatus(429))).toBe("Too many requests. Please slow down.");
    expect(t(userMessageForStatus(401))).toBe("Authentication failed. Please login again.");
    // The fixed messages win over the error's own.
    expect(userMessageForStatus(500, "errors:codes.BUSINESS_DUPLICATE_ENTRY")).toBe(
      "errors:codes.API_SERVER_ERROR",
    );
  });

  it("uses the error's own message for other statuses", async () => {
    const t = await translator("en");
    expect(userMessageForStatus(409, "errors:codes.BUSINESS_DUPLICATE_ENTRY")).toBe(
      "errors:codes.BUSINESS_DUPLICATE_ENTRY",
    );
    expect(t(userMessageForStatus(400))).toBe("An error occurred.");
    expect(t(userMessageForStatus(403))).toBe("Access denied.");
  });
});

describe("AppError", () => {
  it("carries code, status, field, params and message key", () => {
    const error = new AppError("BUSINESS_DUPLICATE_ENTRY", { field: "email" });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
    expect(error.code).toBe("BUSINESS_DUPLICATE_ENTRY");
    expect(error.status).toBe(409);
    expect(error.field).toBe("email");
    expect(error.params).toBeUndefined();
    expect(error.messageKey).toBe("errors:codes.BUSINESS_DUPLICATE_ENTRY");
    expect(error.message).toBe("errors:codes.BUSINESS_DUPLICATE_ENTRY");
    expect(isAppError(error)).toBe(true);
  });

  it("keeps the cause", () => {
    const cause = new Error("disk full");
    const error = new AppError("SYSTEM_STORAGE_ERROR", { cause });
    expect(error.cause).toBe(cause);
    expect(error.status).toBe(500);
  });

  it("is recognised when it comes from another copy of the module", () => {
    const foreign = Object.assign(new Error("x"), {
      name: "AppError",
      code: "API_NOT_FOUND",
      messageKey: "k",
    });
    expect(isAppError(foreign)).toBe(true);
    expect(isAppError(Object.assign(new Error("x"), { name: "AppError", code: "NOPE" }))).toBe(false);
    expect(isAppError({ name: "AppError", code: "API_NOT_FOUND", messageKey: "k" })).toBe(false);
  });
});

describe("toErrorPayload", () => {
  it("translates an AppError with interpolation in both languages", async () => {
    const error = new AppError("SYSTEM_STORAGE_ERROR", {
      messageKey: "errors:thrown.failedToUploadDocument",
      params: { document: "passport.pdf", reason: "timeout" },
      field: "passport_copy",
    });
    expect(toErrorPayload(error, await translator("en"))).toEqual({
      code: "SYSTEM_STORAGE_ERROR",
      message: "Failed to upload passport.pdf: timeout",
      status: 500,
      field: "passport_copy",
    });
    const arabic = toErrorPayload(error, await translator("ar"));
    expect(arabic.message).toBe("تعذّر رفع passport.pdf: timeout");
  });

  it("gives a 4xx with a translated message for a user mistake", async () => {
    const payload = toErrorPayload(new AppError("AUTH_INVALID_CREDENTIALS"), await translator("ar"));
    expect(payload).toEqual({
      code: "AUTH_INVALID_CREDENTIALS",
      message: "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
      status: 401,
    });
    expect("field" in payload).toBe(false);
  });

  it("turns unknown errors into SYSTEM_UNKNOWN_ERROR 500 with the generic message", async () => {
    const t = await translator("en");
    const expected = {
      code: "SYSTEM_UNKNOWN_ERROR",
      message: "An unexpected error occurred. Please try again.",
      status: 500,
    };
    expect(toErrorPayload(new Error("relation users does not exist"), t)).toEqual(expected);
    expect(toErrorPayload("boom", t)).toEqual(expected);
    expect(toErrorPayload(undefined, t)).toEqual(expected);
    expect(toErrorPayload(null, t)).toEqual(expected);
    expect(toErrorPayload({ status: 200 }, t)).toEqual(expected);
  });

  it("uses the first issue of a ZodError", async () => {
    const result = signUpSchema.safeParse({
      firstName: "Amal",
      lastName: "Saleh",
      email: "nope",
      password: "x",
    });
    expect(result.success).toBe(false);
    const payload = toErrorPayload(result.error, await translator("en"));
    expect(payload).toEqual({
      code: "VALIDATION_INVALID_EMAIL",
      message: "Please enter a valid email address.",
      status: 400,
      field: "email",
    });
  });

  it("reads Response-like errors by status", async () => {
    const t = await translator("en");
    expect(toErrorPayload(new Response(null, { status: 404 }), t)).toEqual({
      code: "API_NOT_FOUND",
      message: "The requested resource was not found.",
      status: 404,
    });
    expect(toErrorPayload({ status: 429, statusText: "Too Many Requests", data: null }, t)).toEqual({
      code: "API_RATE_LIMIT",
      message: "Too many requests. Please slow down.",
      status: 429,
    });
    expect(toErrorPayload(new Response(null, { status: 502 }), t).message).toBe(
      "Server error. Please try again later.",
    );
  });

  it("recognises network failures and timeouts", async () => {
    const t = await translator("en");
    expect(toErrorPayload(new TypeError("fetch failed"), t)).toEqual({
      code: "API_NETWORK_ERROR",
      message: "Network error. Please check your connection.",
      status: 503,
    });
    expect(toErrorPayload(new DOMException("The operation timed out.", "TimeoutError"), t)).toEqual({
      code: "API_TIMEOUT",
      message: "Request timed out. Please try again.",
      status: 504,
    });
    expect(toErrorPayload(new TypeError("x is not a function"), t).code).toBe("SYSTEM_UNKNOWN_ERROR");
  });
});

describe("errors.json catalogues", () => {
  it("have identical key sets in English and Arabic", () => {
    expect([...arLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it("have an Arabic text with Arabic letters and the same placeholders for every key", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, english] of enLeaves) {
      const arabic = arLeaves.get(key) ?? "";
      expect(/[\u0600-\u06FF]/.test(arabic), key).toBe(true);
      expect(arabic, key).not.toBe(english);
      expect(placeholders(arabic), key).toEqual(placeholders(english));
      expect(/[\u0660-\u0669]/.test(arabic), `${key} uses Latin digits`).toBe(false);
    }
  });

  it("hold the spec's English wording exactly", () => {
    const values = new Set(enLeaves.values());
    const spec = [
      "Server error. Please try again later.",
      "The requested resource was not found.",
      "Too many requests. Please slow down.",
      "Authentication failed. Please login again.",
      "Network error. Please check your connection.",
      "An unexpected error occurred. Please try again.",
      "Invalid email or password.",
      "Your session has expired. Please login again.",
      "You are not authorized to perform this action.",
      "Access denied.",
      "Request timed out. Please try again.",
      "Please fill in all required fields.",
      "Please enter a valid email address.",
      "Please enter a valid phone number.",
      "File size exceeds the maximum allowed.",
      "Invalid file type.",
      "This entry already exists.",
      "Insufficient funds.",
      "Quota exceeded.",
      "An error occurred.",
      "No data returned from API",
      "User not authenticated",
      "User must be authenticated",
      "User must be authenticated to book a package",
      "File upload failed: {{reason}}",
      "Database insert failed: {{reason}}",
      "Failed to upload file: {{reason}}",
      "Failed to upload {{document}}: {{reason}}",
      "Failed to delete associated bookings: {{reason}}",
      "Failed to delete driving license offer",
      "Failed to delete visa offer",
      "New password is required",
      "New passwords do not match",
      "You must be at least 18 years old to apply",
      "Please fill all required fields",
      "Please upload all required documents",
      "Please upload all required files",
      "Please check your email for a confirmation link to activate your account.",
      "Authentication failed, no token received.",
      "Please log in to continue with your application",
      "Please log in to complete your purchase",
      "Authentication Required",
      "Failed to initialize cart. Please refresh the page.",
      "Firefox Compatibility Issue",
      "Failed to submit application. Please check your information and try again",
      "Failed to submit application. Please try again",
      "Error fetching travel packages",
      "Error Loading Packages",
      "Error loading travel accessories",
      "Error loading eSIM products",
      "Error loading plans",
      "Retry",
      "Failed to load countries",
      "Unable to Load Countries",
      "Try Again",
      "No countries available, check backend configuration",
      "Failed to load page",
      "Page not found or not published",
      "Unsupported content block type",
      "Failed to change password, check current password",
      "Failed to update profile",
      "Failed to save payment settings",
      "Connection failed",
      "No Payment Methods Available, contact support",
      "Something went wrong",
      "Oops! Something went wrong",
    ];
    for (const message of spec) expect(values.has(message), message).toBe(true);
  });

  it("contain every key the validation rules use", () => {
    for (const key of Object.values(validationMessageKeys)) {
      expect(enLeaves.has(key.slice("errors:".length)), key).toBe(true);
    }
  });
});
