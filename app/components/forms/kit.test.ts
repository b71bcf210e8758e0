import { getFormProps } from "@conform-to/react";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { emailSchema, optionalPhoneSchema } from "../../platform/domain/validation.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { ErrorList } from "./error-list.tsx";
import { CheckboxField, Field, FileField, SelectField, TextareaField } from "./field.tsx";
import { Fieldset } from "./fieldset.tsx";
import { FormError } from "./form-error.tsx";
import { HONEYPOT_FIELD, Honeypot } from "./honeypot.tsx";
import { Stepper } from "./stepper.tsx";
import type { FormReply } from "./submission.ts";
import { useReplyForm } from "./use-reply-form.ts";
import { useSchemaForm } from "./use-schema-form.ts";

const schema = z.object({
  email: emailSchema,
  phone: optionalPhoneSchema,
  note: z.string().optional(),
  kind: z.enum(["a", "b"]),
  terms: z.literal("on"),
  file: z.instanceof(File).optional(),
});

function Demo({ lastResult }: { lastResult?: FormReply }) {
  const [form, fields] = useSchemaForm(schema, { id: "demo", lastResult });
  return h(
    "form",
    { ...getFormProps(form), method: "post" },
    h(FormError, { form, summary: true }),
    h(
      Fieldset,
      { legend: "Contact" },
      h(Field, { meta: fields.email, type: "email", label: "E-mail", "aria-required": true }),
      h(Field, { meta: fields.phone, type: "tel", label: "Phone", description: "Optional" }),
    ),
    h(TextareaField, { meta: fields.note, label: "Note" }),
    h(SelectField, {
      meta: fields.kind,
      label: "Kind",
      placeholder: "Choose",
      options: [
        { value: "a", label: "A" },
        { value: "b", label: "B" },
      ],
    }),
    h(CheckboxField, { meta: fields.terms, label: "I agree" }),
    h(FileField, { meta: fields.file, label: "Passport" }),
    h(Honeypot),
  );
}

/** A form checked by the server only. */
function Light({ reply }: { reply?: FormReply }) {
  const [form, field] = useReplyForm("light", reply);
  const email = field("email");
  const { key, ...input } = email.inputProps;
  return h(
    "form",
    form.props,
    h("input", { ...input, key }),
    h(ErrorList, { id: email.errorId, errors: email.errors }),
    h(ErrorList, { id: form.errorId, errors: form.errors }),
  );
}

const render = (locale: Locale, element: ReturnType<typeof h>) =>
  renderToString(h(I18nextProvider, { i18n: createI18n(locale) }, element));

describe("the form kit", () => {
  it("wires labels, descriptions and errors to each control, and keeps the values sent", () => {
    const t = createI18n("en").t;
    const reply: FormReply = {
      status: "error",
      initialValue: { email: "not-an-email", phone: "+971 50", kind: "b" },
      error: {
        email: [t("errors:codes.VALIDATION_INVALID_EMAIL")],
        terms: [t("errors:validation.required")],
      },
    };
    const html = render("en", h(Demo, { lastResult: reply }));
    const input = (name: string) =>
      new RegExp(`<(input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";

    expect(html).toContain('<label for="demo-email"');
    expect(input("email")).toContain('id="demo-email"');
    expect(input("email")).toContain('aria-invalid="true"');
    expect(input("email")).toContain('aria-describedby="demo-email-error"');
    expect(input("email")).toContain('value="not-an-email"');
    expect(input("email")).toContain('aria-required="true"');
    expect(input("email")).not.toMatch(/\srequired=""/);
    expect(html).toContain(
      `id="demo-email-error" class="text-sm text-red-700"><p>${t("errors:codes.VALIDATION_INVALID_EMAIL")}`,
    );
    expect(input("phone")).toContain('aria-describedby="demo-phone-description"');
    expect(input("phone")).not.toContain('aria-invalid="');
    expect(html).toMatch(/<option value="b" selected="">B<\/option>/);
    expect(input("terms")).toContain('aria-invalid="true"');
    expect(input("file")).toContain('type="file"');
    expect(html).toContain("<legend");

    // The form's message sums the refusal up: a required field is empty.
    expect(html).toMatch(/role="alert"[^>]*>.*Please fill in all required fields\./);
    expect(html.match(/role="alert"/g)).toHaveLength(1);
  });

  it("shows nothing before a submission", () => {
    const html = render("ar", h(Demo));
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('aria-invalid="');
  });

  it("wires a server-checked form from the reply alone (useReplyForm)", () => {
    const refused = render(
      "en",
      h(Light, {
        reply: {
          status: "error",
          initialValue: { email: "nope" },
          error: { email: ["Bad address"], "": ["Slow down"] },
        },
      }),
    );
    expect(refused).toContain('id="light-email"');
    expect(refused).toContain('value="nope"');
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('aria-describedby="light-email-error"');
    expect(refused).toContain('<div id="light-email-error" class="text-sm text-red-700"><p>Bad address</p>');
    expect(refused).toContain('<div id="light-error" class="text-sm text-red-700"><p>Slow down</p>');
    const fresh = render("en", h(Light, { reply: { initialValue: null } }));
    expect(fresh).not.toContain("value=");
    expect(fresh).not.toContain('aria-invalid="');
  });

  it("hides the honeypot from people and assistive technology, out of the tab order", () => {
    const html = render("ar", h(Honeypot));
    expect(html).toMatch(/^<div aria-hidden="true"/);
    expect(html).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(html).toContain('tabindex="-1"');
    expect(html).toMatch(/autocomplete="off"/i);
    expect(html).toContain(createI18n("ar").t("forms.honeypot"));
  });

  it.each(["en", "ar"] as const)("shows the steps in order with the current one marked (%s)", (locale) => {
    const t = createI18n(locale).t;
    const steps = [
      { id: "personal", label: "One" },
      { id: "documents", label: "Two" },
      { id: "review", label: "Three" },
    ];
    const html = render(locale, h(Stepper, { steps, current: 1 }));
    expect(html).toContain(t("forms.stepOf", { current: 2, total: 3 }));
    expect(html).toContain(`<ol aria-label="${t("forms.steps")}"`);
    const items = [...html.matchAll(/<li([^>]*)>/g)].map((match) => match[1]);
    expect(items).toHaveLength(3);
    expect(items.map((item) => /data-state="(\w+)"/.exec(item ?? "")?.[1])).toEqual([
      "done",
      "current",
      "upcoming",
    ]);
    expect(items[1]).toContain('aria-current="step"');
    expect(html.indexOf("One")).toBeLessThan(html.indexOf("Two"));
    expect(html).toContain(t("forms.stepDone"));
    // Logical layout only: nothing that would not mirror in Arabic.
    expect(html).not.toMatch(/\b(ml|mr|pl|pr|left|right)-/);
  });
});
