import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  emailSchema,
  passwordSchema,
  personNameSchema,
  validationMessageKeys,
} from "../../platform/domain/validation.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { HONEYPOT_FIELD } from "./honeypot.tsx";
import { isDocumentRequest, parseSubmission } from "./submission.server.ts";
import { summaryOf } from "./submission.ts";

const schema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
  guests: z.coerce.number({ error: "packages:booking.errors.travellersRange" }).int().min(1).max(20, {
    error: "packages:booking.errors.travellersRange",
  }),
});

const en = translator("en");
const ar = translator("ar");

function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const valid = { name: "Lina  Haddad", email: " Lina@Example.COM ", password: "Str0ng!pass", guests: "3" };

describe("parseSubmission", () => {
  it("answers a valid form with the schema's typed output", async () => {
    const parsed = await parseSubmission(formOf(valid), schema, { t: en });
    expect(parsed).toMatchObject({
      ok: true,
      value: { name: "Lina Haddad", email: "lina@example.com", password: "Str0ng!pass", guests: 3 },
    });
    if (!parsed.ok) return;
    expect(parsed.reply()).toMatchObject({ status: "success" });
    // A refusal decided after the parse: a message for the form, or for one field.
    const refused = parsed.reply({ formError: "Too many", fieldErrors: { email: "Taken" } });
    expect(refused.error).toEqual({ "": ["Too many"], email: ["Taken"] });
    expect(parsed.reply({ resetForm: true })).toEqual({ initialValue: null });
  });

  it.each([
    ["en", en],
    ["ar", ar],
  ] as const)("refuses an invalid form with one translated message per field (%s)", async (_, t) => {
    const parsed = await parseSubmission(
      formOf({ name: "", email: "not-an-email", password: "weak", guests: "40" }),
      schema,
      { t, messageParams: { max: 20 }, hideFields: ["password"] },
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.status).toBe(400);
    expect(parsed.reply.status).toBe("error");
    expect(parsed.reply.error).toEqual({
      name: [t(validationMessageKeys.required)],
      email: [t(validationMessageKeys.invalidEmail)],
      password: [t(validationMessageKeys.passwordRule)],
      guests: [t("packages:booking.errors.travellersRange", { max: 20 })],
    });
    expect(parsed.reply.error?.guests?.[0]).toContain("20");
    if (t === ar) expect(parsed.reply.error?.email?.[0]).toMatch(/[\u0600-\u06FF]/);
    // The values typed come back (so the page shows them again), the password never.
    expect(parsed.reply.initialValue).toEqual({ email: "not-an-email", guests: "40" });
    // A required field is missing: the summary a redirect can carry.
    expect(parsed.messageKey).toBe("errors:codes.VALIDATION_REQUIRED_FIELD");
  });

  it("sums a refusal up with the first field's message when nothing required is missing", async () => {
    const parsed = await parseSubmission(formOf({ ...valid, email: "nope", password: "weak" }), schema, {
      t: en,
    });
    expect(parsed).toMatchObject({ ok: false, messageKey: validationMessageKeys.invalidEmail });
    expect(summaryOf(parsed.ok ? {} : parsed.reply.error, en)).toBe(en(validationMessageKeys.invalidEmail));
  });

  it("refuses a filled-in honeypot on public forms, and only there", async () => {
    const bot = formOf({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" });
    for (const t of [en, ar]) {
      const parsed = await parseSubmission(bot, schema, { t, honeypot: true });
      expect(parsed).toMatchObject({ ok: false, status: 400, messageKey: "errors:forms.refused" });
      expect(parsed.ok ? null : parsed.reply.error).toEqual({ "": [t("errors:forms.refused")] });
    }
    const person = formOf({ ...valid, [HONEYPOT_FIELD]: "" });
    expect((await parseSubmission(person, schema, { t: en, honeypot: true })).ok).toBe(true);
    expect((await parseSubmission(bot, schema, { t: en })).ok).toBe(true);
  });

  it("answers wrong types, huge values and broken bodies with errors, never by throwing", async () => {
    const huge = "x".repeat(100_000);
    const cases: [string, Request | FormData | null][] = [
      [
        "files instead of text",
        formOf({ ...valid, name: new File(["Lina"], "name.txt"), email: new Blob(["a"]) }),
      ],
      [
        "repeated fields",
        (() => {
          const form = formOf(valid);
          form.append("email", "second@example.com");
          return form;
        })(),
      ],
      ["100 KB values", formOf({ name: huge, email: `${huge}@example.com`, password: huge, guests: huge })],
      ["nothing at all", formOf({})],
      ["Conform's reserved names", formOf({ ...valid, __intent__: "{not json" })],
      ["a reserved name holding a file", formOf({ ...valid, __state__: new Blob(["x"]) })],
      ["no form", null],
      [
        "an unreadable body",
        new Request("http://shop.test/form", {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x" },
          body: "--x\r\nbroken",
        }),
      ],
    ];
    for (const [label, input] of cases) {
      const parsed = await parseSubmission(input, schema, { t: ar, hideFields: ["password"] });
      expect(parsed.ok, label).toBe(false);
      if (parsed.ok) continue;
      const messages = Object.values(parsed.reply.error ?? {}).flat();
      expect(messages.length, label).toBeGreaterThan(0);
      for (const message of messages) expect(message, label).toMatch(/[\u0600-\u06FF]/);
      expect(JSON.stringify(parsed.reply).length, label).toBeLessThan(10_000);
    }
    // Names that reach for prototypes are ignored like any unknown field.
    const sly = formOf({ ...valid, "__proto__.polluted": "1", "constructor[prototype][polluted]": "1" });
    expect((await parseSubmission(sly, schema, { t: en })).ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps an emptied field as an empty text when asked (a draft's clearing), absent otherwise", async () => {
    const loose = z.object({ note: z.string().optional(), other: z.string().optional() });
    const kept = await parseSubmission(formOf({ note: "" }), loose, { t: en, keepEmpty: true });
    expect(kept.ok && kept.value).toEqual({ note: "" });
    const stripped = await parseSubmission(formOf({ note: "" }), loose, { t: en });
    expect(stripped.ok && stripped.value).toEqual({});
  });

  it("reads a request's form", async () => {
    const request = new Request("http://shop.test/form", {
      method: "POST",
      body: new URLSearchParams(valid),
    });
    expect((await parseSubmission(request, schema, { t: en })).ok).toBe(true);
  });
});

describe("isDocumentRequest", () => {
  it("tells a form posted by the browser from React Router's data request", () => {
    expect(isDocumentRequest(new Request("http://shop.test/newsletter", { method: "POST" }))).toBe(true);
    expect(isDocumentRequest(new Request("http://shop.test/newsletter.data", { method: "POST" }))).toBe(
      false,
    );
    expect(isDocumentRequest(new Request("http://shop.test/_.data", { method: "POST" }))).toBe(false);
  });
});
