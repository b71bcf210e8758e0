// Loaded on the first message only: React Email takes about 0.4 s to import.
import { render, toPlainText } from "@react-email/components";
import arCommon from "../../locales/ar/common.json" with { type: "json" };
import ar from "../../locales/ar/mail.json" with { type: "json" };
import arStatus from "../../locales/ar/status.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import en from "../../locales/en/mail.json" with { type: "json" };
import enStatus from "../../locales/en/status.json" with { type: "json" };
import { createI18nInstance } from "../i18n/instance.ts";
import type { Locale } from "../i18n/localized.ts";
import type { MailT } from "./layout.server.tsx";
import type { MailAttachment, MailTemplate, MailUnsubscribe } from "./mail.server.ts";

const translators = new Map<Locale, MailT>();

// Its own i18next instance rather than `translator()`: no page shows these strings, so they stay out of the
// bundle the root loader sends every page.
export function mailTranslator(locale: Locale): MailT {
  let t = translators.get(locale);
  if (!t) {
    // status.json and common.json: the status words and offer terms the pages use too.
    const i18n = createI18nInstance(
      locale,
      locale === "ar"
        ? { mail: ar, status: arStatus, common: arCommon }
        : { mail: en, status: enStatus, common: enCommon },
    );
    // The pages' typed resources (app/i18next.d.ts) leave this namespace out; MailKey types its keys.
    t = i18n.getFixedT(locale, "mail" as never) as unknown as MailT;
    translators.set(locale, t);
  }
  return t;
}

export async function renderTemplate<Data>(
  template: MailTemplate<Data>,
  request: { locale: Locale; data: Data; unsubscribe?: MailUnsubscribe | undefined },
): Promise<{ subject: string; html: string; text: string; attachments: MailAttachment[] }> {
  const { subject, element, attachments } = template.compose({
    locale: request.locale,
    t: mailTranslator(request.locale),
    data: request.data,
    unsubscribeUrl: request.unsubscribe?.url,
  });
  const html = await render(element);
  return {
    subject,
    // React Email's XHTML doctype names a URL; the HTML5 one keeps the message free of any URL but ours.
    html: html.replace(/^<!DOCTYPE[^>]*>/i, "<!DOCTYPE html>"),
    text: `${toPlainText(html, textOptions).trim()}\n`,
    attachments,
  };
}

/** The part of html-to-text's formatter interface used here (the package ships no types). */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform: boolean }): void;
  addLineBreak(): void;
}
type Formatter = (
  elem: { attribs: Record<string, string>; children: unknown[] },
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
) => void;

// The `data-*` marks of layout.server.tsx shape the plain-text part.
const textOptions: Parameters<typeof toPlainText>[1] = {
  wordwrap: false,
  formatters: {
    action: ((elem, walk, builder) => {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(elem.children, builder);
      builder.addInline(":");
      builder.addLineBreak();
      builder.addInline(elem.attribs.href ?? "", { noWordTransform: true });
      builder.closeBlock({ trailingLineBreaks: 2 });
    }) satisfies Formatter,
    label: ((elem, walk, builder) => {
      builder.openBlock({ leadingLineBreaks: 2 });
      walk(elem.children, builder);
      builder.addInline(":");
      builder.closeBlock({ trailingLineBreaks: 1 });
    }) satisfies Formatter,
    rowLabel: ((elem, walk, builder) => {
      walk(elem.children, builder);
      builder.addInline(": ");
    }) satisfies Formatter,
  },
  selectors: [
    { selector: "a[data-action]", format: "action" },
    {
      selector: "h2",
      format: "heading",
      options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 },
    },
    { selector: "table.summary", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: "tr[data-row]", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "th[scope=row]", format: "rowLabel" },
    { selector: "p[data-label]", format: "label" },
    { selector: "p[data-code]", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: "hr", format: "horizontalLine", options: { length: 2 } },
  ],
};
