import { describe, expect, it } from "vitest";
import * as z from "zod";
import { normalizeSearchQuery, parseIsoDate } from "./text-input.ts";
import {
  ALLOWED_DOCUMENT_EXTENSIONS,
  ALLOWED_FILE_EXTENSIONS,
  ALLOWED_IMAGE_EXTENSIONS,
  acceptAttribute,
  adultDateOfBirthSchema,
  changePasswordSchema,
  checkFile,
  DOCUMENT_RULES,
  documentRule,
  emailSchema,
  fileExtension,
  firstIssueKey,
  futureTravelDateSchema,
  isAtLeastAge,
  issueKeysByField,
  MAX_FILE_SIZE_BYTES,
  nameSchema,
  normalizePhone,
  optionalPhoneSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  sanitizeFileName,
  searchQuerySchema,
  signInSchema,
  signUpSchema,
} from "./validation.ts";

const MB = 1_048_576;

/** The first issue's key, or "ok". */
function keyOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? "ok" : firstIssueKey(result.error);
}

describe("email", () => {
  it("trims and lower-cases", () => {
    expect(emailSchema.parse("  Amal.Saleh@Example.COM ")).toBe("amal.saleh@example.com");
  });

  it("rejects missing, blank and malformed addresses with keys", () => {
    expect(keyOf(emailSchema, undefined)).toBe("errors:validation.required");
    expect(keyOf(emailSchema, "   ")).toBe("errors:validation.required");
    expect(keyOf(emailSchema, "amal")).toBe("errors:codes.VALIDATION_INVALID_EMAIL");
    expect(keyOf(emailSchema, "amal@example")).toBe("errors:codes.VALIDATION_INVALID_EMAIL");
    expect(keyOf(emailSchema, "a b@example.com")).toBe("errors:codes.VALIDATION_INVALID_EMAIL");
  });

  it("allows 255 characters and refuses 256", () => {
    const at255 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.com`;
    expect(at255).toHaveLength(255);
    expect(keyOf(emailSchema, at255)).toBe("ok");
    expect(keyOf(emailSchema, `a${at255}`)).toBe("errors:codes.VALIDATION_MAX_LENGTH");
  });
});

describe("phone", () => {
  it("accepts the spec's shape: optional +, a digit 1-9, up to 15 more digits", () => {
    expect(phoneSchema.parse("+14155550123")).toBe("+14155550123");
    expect(phoneSchema.parse("966501234567")).toBe("966501234567");
    expect(phoneSchema.parse("+1234567890123456")).toBe("+1234567890123456"); // 16 digits
    expect(phoneSchema.parse("7")).toBe("7");
  });

  it("strips spaces, dashes, dots and parentheses and reads Arabic-Indic digits", () => {
    expect(phoneSchema.parse(" +966 50-123 4567 ")).toBe("+966501234567");
    expect(phoneSchema.parse("+1 (415) 555.0123")).toBe("+14155550123");
    expect(phoneSchema.parse("+٩٦٦٥٠١٢٣٤٥٦٧")).toBe("+966501234567");
    expect(normalizePhone("۰۵۰ ۱۲۳")).toBe("050123");
  });

  it("rejects everything else", () => {
    const invalid = "errors:codes.VALIDATION_INVALID_PHONE";
    expect(keyOf(phoneSchema, "0501234567")).toBe(invalid); // leading 0
    expect(keyOf(phoneSchema, "+0501234567")).toBe(invalid);
    expect(keyOf(phoneSchema, "+12345678901234567")).toBe(invalid); // 17 digits
    expect(keyOf(phoneSchema, "++1415")).toBe(invalid);
    expect(keyOf(phoneSchema, "1415-CALL-NOW")).toBe(invalid);
    expect(keyOf(phoneSchema, "+1 415 555 0123 4567 8")).toBe(invalid); // 22 characters typed
    expect(keyOf(phoneSchema, "")).toBe("errors:validation.required");
  });

  it("is optional where the form says so", () => {
    expect(optionalPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalPhoneSchema.parse("  ")).toBeUndefined();
    expect(optionalPhoneSchema.parse("+44 20 7946 0958")).toBe("+442079460958");
    expect(keyOf(optionalPhoneSchema, "12ab")).toBe("errors:codes.VALIDATION_INVALID_PHONE");
  });
});

describe("password", () => {
  it("accepts passwords with upper, lower, digit and special character, 8+ long", () => {
    for (const password of ["Passw0rd!", "Aa1!aaaa", "Tr@vel2025", "Zz9 zzzz#", "سفرSafar1!"]) {
      expect(keyOf(passwordSchema, password), password).toBe("ok");
    }
  });

  it("refuses each missing ingredient with the rule message", () => {
    const rule = "errors:validation.passwordRule";
    expect(keyOf(passwordSchema, "Pa1!aaa")).toBe(rule); // 7 characters
    expect(keyOf(passwordSchema, "password1!")).toBe(rule); // no uppercase
    expect(keyOf(passwordSchema, "PASSWORD1!")).toBe(rule); // no lowercase
    expect(keyOf(passwordSchema, "Password!!")).toBe(rule); // no number
    expect(keyOf(passwordSchema, "Password12")).toBe(rule); // no special character
    expect(keyOf(passwordSchema, "Password 12")).toBe(rule); // a space is not a special character
    expect(keyOf(passwordSchema, "")).toBe("errors:validation.required");
    expect(keyOf(passwordSchema, `Aa1!${"a".repeat(125)}`)).toBe("errors:codes.VALIDATION_MAX_LENGTH");
  });

  it("is never trimmed", () => {
    expect(passwordSchema.parse(" Passw0rd! ")).toBe(" Passw0rd! ");
  });
});

describe("names", () => {
  it("are required, trimmed and at most 100 characters", () => {
    expect(nameSchema.parse("  أمل ")).toBe("أمل");
    expect(keyOf(nameSchema, "   ")).toBe("errors:validation.required");
    expect(keyOf(nameSchema, "a".repeat(100))).toBe("ok");
    expect(keyOf(nameSchema, "a".repeat(101))).toBe("errors:codes.VALIDATION_MAX_LENGTH");
  });
});

describe("person names", () => {
  const invalidName = "errors:validation.invalidName";
  const webAddress = "errors:validation.nameHasWebAddress";

  it("take letters of any script with spaces, apostrophes, hyphens and dots", () => {
    for (const name of [
      "Lina",
      "أمل",
      "عبد الله",
      "Jean-Luc",
      "O'Brien",
      "D’Angelo",
      "J. R. R.",
      "J. R. R. Tolkien",
      "J.R.R. Tolkien",
      "Dr. Ahmed",
      "Mary-Jane O'Neil",
      "د.محمد",
      "أ.د. محمد",
      "Zoë",
      "Nguyễn",
      "ليلى مُحمَّد",
      "Ренат",
      "明美",
      "महेश",
      "زهرا\u200cسادات",
      "a".repeat(100),
    ]) {
      expect(keyOf(personNameSchema, name), name).toBe("ok");
    }
    expect(personNameSchema.parse("  Lina \n\t Haddad ")).toBe("Lina Haddad");
  });

  it("refuse anything a mail client would make a link of, with their own message", () => {
    for (const name of [
      "Claim your refund at evil.com",
      "evil.com",
      "x.co.uk",
      "www.x",
      "http://evil.example",
      "Lina https://x.test",
      "mailto:lina",
      "www.evil.example",
      "Lina www.evil",
      "WWW.EVIL.EXAMPLE",
      "lina@example.com",
      "Dr.Ahmed",
      "evil\uFF0Ecom",
      "evil\u3002com",
      "evil\uFF61com",
      "evil\u060Ccom",
      "evil\u200C.com",
      "evil.\u200Bcom",
      "evil.c\u043Em",
    ]) {
      expect(keyOf(personNameSchema, name), name).toBe(webAddress);
    }
  });

  it("refuse markup, digits and signs with a translated message", () => {
    for (const name of [
      "<b>Lina</b>",
      "Lina>",
      "12345",
      "Lina 2",
      "lina@example",
      "Lina: click",
      "Lina/evil",
      "--",
      ".",
      "Lina 😀",
      "Lina\u202eevil",
    ]) {
      expect(keyOf(personNameSchema, name), name).toBe(invalidName);
    }
  });

  it("are required and at most 100 characters", () => {
    expect(keyOf(personNameSchema, "   ")).toBe("errors:validation.required");
    expect(keyOf(personNameSchema, undefined)).toBe("errors:validation.required");
    expect(keyOf(personNameSchema, 42)).toBe("errors:validation.required");
    expect(keyOf(personNameSchema, "a".repeat(101))).toBe("errors:codes.VALIDATION_MAX_LENGTH");
    expect(keyOf(personNameSchema, "a".repeat(100_000))).toBe("errors:codes.VALIDATION_MAX_LENGTH");
  });

  it("are the rule of sign-up's first and last names", () => {
    const input = { firstName: "Amal", lastName: "Saleh", email: "amal@example.com", password: "Passw0rd!" };
    expect(signUpSchema.safeParse(input).success).toBe(true);
    expect(
      issueKeysByField(signUpSchema.safeParse({ ...input, firstName: "www.evil.example" }).error!),
    ).toEqual({
      firstName: webAddress,
    });
    expect(issueKeysByField(signUpSchema.safeParse({ ...input, lastName: "<a href=x>" }).error!)).toEqual({
      lastName: invalidName,
    });
  });
});

describe("sign-up and sign-in", () => {
  it("parses a complete sign-up", () => {
    expect(
      signUpSchema.parse({
        firstName: " Amal ",
        lastName: "Saleh",
        email: "AMAL@example.com",
        password: "Passw0rd!",
        phone: "",
      }),
    ).toEqual({ firstName: "Amal", lastName: "Saleh", email: "amal@example.com", password: "Passw0rd!" });
  });

  it("requires first name, last name, email and password", () => {
    const result = signUpSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(firstIssueKey(result.error!)).toBe("errors:validation.required");
    expect(issueKeysByField(result.error!)).toEqual({
      firstName: "errors:validation.required",
      lastName: "errors:validation.required",
      email: "errors:validation.required",
      password: "errors:validation.required",
    });
  });

  it("only checks presence of the sign-in password", () => {
    expect(signInSchema.parse({ email: "a@b.co", password: "x" })).toEqual({
      email: "a@b.co",
      password: "x",
    });
    expect(keyOf(signInSchema, { email: "a@b.co", password: "" })).toBe("errors:validation.required");
  });
});

describe("change password", () => {
  it("requires a new password", () => {
    expect(
      keyOf(changePasswordSchema, { currentPassword: "Old1!old", newPassword: "", confirmPassword: "" }),
    ).toBe("errors:validation.newPasswordRequired");
    expect(keyOf(changePasswordSchema, { currentPassword: "Old1!old" })).toBe(
      "errors:validation.newPasswordRequired",
    );
  });

  it("requires the confirmation to match", () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: "Old1!old",
      newPassword: "Passw0rd!",
      confirmPassword: "Passw0rd?",
    });
    expect(result.success).toBe(false);
    expect(issueKeysByField(result.error!)).toEqual({
      confirmPassword: "errors:validation.newPasswordsDoNotMatch",
    });
    expect(keyOf(changePasswordSchema, { currentPassword: "Old1!old", newPassword: "Passw0rd!" })).toBe(
      "errors:validation.newPasswordsDoNotMatch",
    );
  });

  it("applies the password rule and needs the current password", () => {
    expect(
      keyOf(changePasswordSchema, {
        currentPassword: "Old1!old",
        newPassword: "weak",
        confirmPassword: "weak",
      }),
    ).toBe("errors:validation.passwordRule");
    expect(
      keyOf(changePasswordSchema, {
        currentPassword: "",
        newPassword: "Passw0rd!",
        confirmPassword: "Passw0rd!",
      }),
    ).toBe("errors:validation.required");
    expect(
      changePasswordSchema.parse({
        currentPassword: "Old1!old",
        newPassword: "Passw0rd!",
        confirmPassword: "Passw0rd!",
      }),
    ).toEqual({ currentPassword: "Old1!old", newPassword: "Passw0rd!", confirmPassword: "Passw0rd!" });
  });
});

describe("dates", () => {
  it("parses real yyyy-MM-dd dates only", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("2023-13-01")).toBeNull();
    expect(parseIsoDate("2023-1-01")).toBeNull();
    expect(parseIsoDate("01/02/2023")).toBeNull();
  });

  it("allows an 18th birthday today and refuses one day short", () => {
    const schema = adultDateOfBirthSchema("2025-06-15");
    expect(keyOf(schema, "2007-06-15")).toBe("ok");
    expect(keyOf(schema, "2007-06-16")).toBe("errors:validation.mustBeAdult");
    expect(keyOf(schema, "2007-06-14")).toBe("ok");
    expect(keyOf(schema, "1960-01-01")).toBe("ok");
    expect(keyOf(schema, "2030-01-01")).toBe("errors:validation.mustBeAdult");
  });

  it("takes a Date as today by its UTC day", () => {
    const today = new Date("2025-06-15T23:30:00Z");
    expect(keyOf(adultDateOfBirthSchema(today), "2007-06-15")).toBe("ok");
    expect(keyOf(adultDateOfBirthSchema(today), "2007-06-16")).toBe("errors:validation.mustBeAdult");
  });

  it("lets 29 February birthdays come of age on 1 March", () => {
    expect(isAtLeastAge("2004-02-29", "2022-02-28", 18)).toBe(false);
    expect(isAtLeastAge("2004-02-29", "2022-03-01", 18)).toBe(true);
    expect(isAtLeastAge("2004-02-29", "2024-02-29", 18)).toBe(true);
  });

  it("refuses malformed or implausible birth dates", () => {
    const schema = adultDateOfBirthSchema("2025-06-15");
    expect(keyOf(schema, "15/06/2000")).toBe("errors:validation.invalidDate");
    expect(keyOf(schema, "2001-02-30")).toBe("errors:validation.invalidDate");
    expect(keyOf(schema, "1899-12-31")).toBe("errors:validation.invalidDate");
    expect(keyOf(schema, "")).toBe("errors:validation.required");
  });

  it("wants travel dates strictly after today", () => {
    const schema = futureTravelDateSchema("2025-06-15");
    expect(keyOf(schema, "2025-06-16")).toBe("ok");
    expect(keyOf(schema, "2025-06-15")).toBe("errors:validation.travelDateInFuture");
    expect(keyOf(schema, "2024-12-31")).toBe("errors:validation.travelDateInFuture");
    expect(keyOf(schema, "2025-02-30")).toBe("errors:validation.invalidDate");
    expect(keyOf(futureTravelDateSchema(new Date("2025-06-15T00:00:00Z")), "2025-06-15")).toBe(
      "errors:validation.travelDateInFuture",
    );
  });
});

describe("search", () => {
  it("is trimmed and ignored when blank", () => {
    expect(searchQuerySchema.parse("  visa  ")).toBe("visa");
    expect(keyOf(searchQuerySchema, " \t ")).toBe("errors:validation.required");
    expect(normalizeSearchQuery("  تأشيرة ")).toBe("تأشيرة");
    expect(normalizeSearchQuery("   ")).toBeNull();
    expect(normalizeSearchQuery(null)).toBeNull();
  });
});

describe("firstIssueKey", () => {
  it("never returns zod's English", () => {
    const result = z.object({ n: z.number() }).safeParse({ n: "x" });
    expect(firstIssueKey(result.error!)).toBe("errors:codes.VALIDATION_INVALID_FORMAT");
  });
});

describe("file rules", () => {
  it("keeps the spec's constants", () => {
    expect(MAX_FILE_SIZE_BYTES).toBe(10_485_760);
    expect(ALLOWED_FILE_EXTENSIONS).toEqual(["pdf", "jpg", "jpeg", "png", "doc", "docx"]);
    expect(ALLOWED_IMAGE_EXTENSIONS).toEqual(["jpg", "jpeg", "png", "webp"]);
    expect(ALLOWED_DOCUMENT_EXTENSIONS).toEqual(["pdf", "doc", "docx"]);
    expect(DOCUMENT_RULES.personal_photo).toEqual({ maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "png"] });
    expect(DOCUMENT_RULES.passport_copy).toEqual({ maxBytes: 5 * MB, extensions: ["jpg", "jpeg", "pdf"] });
    expect(DOCUMENT_RULES.id_copy.maxBytes).toBe(5 * MB);
    expect(DOCUMENT_RULES.license_copy.maxBytes).toBe(5 * MB);
    expect(documentRule("personal_photo", "international-driving-license").maxBytes).toBe(2 * MB);
    expect(documentRule("personal_photo", "visa").maxBytes).toBe(5 * MB);
    expect(documentRule("id_copy", "international-driving-license").maxBytes).toBe(5 * MB);
  });

  it("reads extensions", () => {
    expect(fileExtension("Photo.JPG")).toBe("jpg");
    expect(fileExtension("archive.tar.gz")).toBe("gz");
    expect(fileExtension("README")).toBe("");
    expect(fileExtension(".env")).toBe("");
    expect(fileExtension("name.")).toBe("");
  });

  it("checks type and size against a rule", () => {
    const photo = DOCUMENT_RULES.personal_photo;
    expect(checkFile({ name: "me.jpg", size: 5 * MB, type: "image/jpeg" }, photo)).toEqual({ ok: true });
    expect(checkFile({ name: "ME.PNG", size: 1, type: "" }, photo)).toEqual({ ok: true });
    expect(checkFile({ name: "me.jpg", size: 5 * MB + 1, type: "image/jpeg" }, photo)).toEqual({
      ok: false,
      code: "VALIDATION_FILE_TOO_LARGE",
      messageKey: "errors:validation.fileTooLargeWithLimit",
      params: { megabytes: 5 },
    });
    expect(checkFile({ name: "me.pdf", size: 100, type: "application/pdf" }, photo)).toEqual({
      ok: false,
      code: "VALIDATION_INVALID_FILE_TYPE",
      messageKey: "errors:validation.invalidFileTypeWithAllowed",
      params: { types: "JPG, JPEG, PNG" },
    });
    // A renamed file whose declared type disagrees with its extension.
    expect(checkFile({ name: "me.jpg", size: 100, type: "application/pdf" }, photo).ok).toBe(false);
    expect(checkFile({ name: "empty.jpg", size: 0, type: "image/jpeg" }, photo)).toMatchObject({
      ok: false,
      messageKey: "errors:validation.emptyFile",
    });
    expect(checkFile({ name: "big.docx", size: MAX_FILE_SIZE_BYTES, type: "" })).toEqual({ ok: true });
    expect(checkFile({ name: "big.docx", size: MAX_FILE_SIZE_BYTES + 1, type: "" })).toMatchObject({
      code: "VALIDATION_FILE_TOO_LARGE",
      params: { megabytes: 10 },
    });
    expect(checkFile({ name: "photo.webp", size: 10, type: "image/webp" })).toMatchObject({
      code: "VALIDATION_INVALID_FILE_TYPE",
    });
    expect(
      checkFile(
        { name: "me.jpg", size: 2 * MB + 1 },
        documentRule("personal_photo", "international-driving-license"),
      ),
    ).toMatchObject({ code: "VALIDATION_FILE_TOO_LARGE", params: { megabytes: 2 } });
  });

  it("builds accept attributes", () => {
    expect(acceptAttribute(DOCUMENT_RULES.personal_photo)).toBe(".jpg,.jpeg,.png,image/jpeg,image/png");
  });
});

describe("sanitizeFileName (spec §5)", () => {
  it("replaces whitespace, removes other characters, lower-cases", () => {
    expect(sanitizeFileName("My Visa Cover.JPG")).toBe("my_visa_cover.jpg");
    expect(sanitizeFileName("Dubai  Tour\t2025 (final).png")).toBe("dubai_tour_2025_final.png");
    expect(sanitizeFileName("résumé-v2.pdf")).toBe("rsum-v2.pdf");
    expect(sanitizeFileName("../../etc/passwd")).toBe("file....etcpasswd");
    expect(sanitizeFileName("a_b-c.d")).toBe("a_b-c.d");
  });

  it("cuts to 100 characters", () => {
    const result = sanitizeFileName(`${"A".repeat(150)}.png`);
    expect(result).toHaveLength(100);
    expect(result).toBe("a".repeat(100));
  });

  it("never returns an empty or dot-first name", () => {
    expect(sanitizeFileName("")).toBe("file");
    expect(sanitizeFileName("صورة")).toBe("file");
    expect(sanitizeFileName("صورة الجواز.jpg")).toBe("_.jpg");
    expect(sanitizeFileName("صورة.jpg")).toBe("file.jpg");
    expect(sanitizeFileName("..")).toBe("file..");
    expect(sanitizeFileName(".htaccess")).toBe("file.htaccess");
  });
});
