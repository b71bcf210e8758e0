/**
 * The frame every e-mail shares and the blocks templates are made of, as React components (React Email).
 * Written with `createElement` rather than JSX: server.ts builds the mailer under Node's type stripping,
 * which does not read `.tsx` (decision 016).
 */
import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Link,
  Preview,
  Section,
  Text,
  type toPlainText,
} from "@react-email/components";
import { type CSSProperties, createContext, createElement as h, type ReactNode, useContext } from "react";
import type en from "../../locales/en/mail.json";
import { directionOf, type Locale } from "../i18n/localized.ts";
import type { MailAttachment, MailTemplate, MailTemplateData } from "./mail.server.ts";

/** The dotted key of every string of mail.json ("common.greeting"). */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MailKey = Leaves<typeof en>;

/** i18next's translate function over the "mail" namespace, in the recipient's language. */
export type MailT = (key: MailKey, values?: Record<string, string | number>) => string;

export interface MailProps<T extends MailTemplate> {
  data: MailTemplateData[T];
  t: MailT;
}

/** One e-mail: its subject, heading and preview line, its body and any inline images it shows. */
export interface MailDefinition<T extends MailTemplate> {
  subject(props: MailProps<T>): string;
  heading(props: MailProps<T>): string;
  preview(props: MailProps<T>): string;
  Body(props: MailProps<T>): ReactNode;
  attachments?(data: MailTemplateData[T]): MailAttachment[];
}

const font = "Tahoma, Arial, Helvetica, sans-serif";
const color = { brand: "#0f766e", text: "#1f2937", strong: "#111827", muted: "#6b7280", line: "#e5e7eb" };

// Many mail clients ignore `text-align: start`, so the side is spelled out per direction.
type Align = "left" | "right";
const MailContext = createContext<{ t: MailT; align: Align }>({ t: (key) => key, align: "left" });

/** Marks html-to-text reads to shape the plain-text part (`textOptions` below). */
const marks = {
  skipInText: { "data-skip-in-text": "true" },
  action: { "data-action": "true" },
  label: { "data-label": "true" },
  code: { "data-code": "true" },
  row: { "data-row": "true" },
};

const paragraph = (align: Align): CSSProperties => ({
  margin: "0 0 16px",
  fontSize: "16px",
  lineHeight: "1.6",
  color: color.text,
  textAlign: align,
});

const small = (align: Align): CSSProperties => ({
  ...paragraph(align),
  margin: "0 0 12px",
  fontSize: "14px",
  color: color.muted,
});

export function Paragraph({ children }: { children: ReactNode }) {
  const { align } = useContext(MailContext);
  return h(Text, { style: paragraph(align) }, children);
}

export function Note({ children }: { children: ReactNode }) {
  const { align } = useContext(MailContext);
  return h(Text, { style: small(align) }, children);
}

/** Our own link as a button, then as a URL to copy (the only links a message has). */
export function Action({ href, label }: { href: string; label: string }) {
  const { t, align } = useContext(MailContext);
  return h(
    "div",
    null,
    h(
      Section,
      { style: { margin: "24px 0", textAlign: "center" } },
      h(
        Button,
        {
          href,
          ...marks.action,
          style: {
            padding: "12px 24px",
            backgroundColor: color.brand,
            color: "#ffffff",
            borderRadius: "6px",
            fontSize: "16px",
            fontWeight: "bold",
            fontFamily: font,
          },
        },
        label,
      ),
    ),
    h(
      Text,
      { ...marks.skipInText, style: small(align) },
      t("common.linkFallback"),
      h("br"),
      h(Link, { href, dir: "ltr", style: { color: color.brand, wordBreak: "break-all" } }, href),
    ),
  );
}

/** A titled list of label–value rows (order lines, booking details). */
export function Summary({ title, rows }: { title: string; rows: [label: string, value: string][] }) {
  const { align } = useContext(MailContext);
  const end = align === "left" ? "right" : "left";
  const cell: CSSProperties = {
    padding: "10px 12px",
    textAlign: align,
    borderTop: `1px solid ${color.line}`,
    fontSize: "15px",
    verticalAlign: "top",
  };
  return h(
    "div",
    {
      style: { margin: "24px 0", border: `1px solid ${color.line}`, borderRadius: "8px", overflow: "hidden" },
    },
    h(
      "h2",
      {
        style: {
          margin: "0",
          padding: "12px",
          fontSize: "15px",
          color: color.strong,
          backgroundColor: "#f9fafb",
          textAlign: align,
        },
      },
      title,
    ),
    h(
      "table",
      {
        className: "summary",
        role: "presentation",
        width: "100%",
        cellPadding: "0",
        cellSpacing: "0",
        style: { fontFamily: font },
      },
      h(
        "tbody",
        null,
        ...rows.map(([label, value]) =>
          h(
            "tr",
            marks.row,
            h("th", { scope: "row", style: { ...cell, fontWeight: "normal", color: color.muted } }, label),
            h(
              "td",
              {
                style: {
                  ...cell,
                  textAlign: end,
                  fontWeight: "bold",
                  color: color.strong,
                  // An order number or an amount stays whole on a narrow screen (a hyphen is a break point).
                  whiteSpace: value.includes(" ") ? undefined : "nowrap",
                },
              },
              value,
            ),
          ),
        ),
      ),
    ),
  );
}

/** A value to copy exactly as it is: left to right in both languages. */
export function Code({ label, value }: { label: string; value: string }) {
  const { align } = useContext(MailContext);
  return h(
    "div",
    null,
    h(Text, { ...marks.label, style: small(align) }, label),
    h(
      Text,
      {
        dir: "ltr",
        ...marks.code,
        style: {
          margin: "0 0 16px",
          padding: "12px",
          backgroundColor: "#f3f4f6",
          borderRadius: "6px",
          fontFamily: "Menlo, Consolas, monospace",
          fontSize: "14px",
          wordBreak: "break-all",
          textAlign: "left",
        },
      },
      value,
    ),
  );
}

/** An image attached to the message, shown through its content id. */
export function InlineImage({ cid, alt, size }: { cid: string; alt: string; size: number }) {
  return h(
    Section,
    { ...marks.skipInText, style: { margin: "16px 0", textAlign: "center" } },
    h("img", {
      src: `cid:${cid}`,
      alt,
      width: size,
      height: size,
      style: { display: "inline-block", border: "0" },
    }),
  );
}

interface LayoutProps {
  locale: Locale;
  t: MailT;
  subject: string;
  heading: string;
  preview: string;
  /** the recipient's name; blank greets without one */
  name: string;
  /** the template's blocks, between the greeting and the sign-off */
  body: ReactNode;
  /** a list's message (the newsletter): its unsubscribe link, shown at the foot */
  unsubscribeUrl?: string;
}

/** Why a list's message came, and its one-click unsubscribe link (also in its List-Unsubscribe header). */
function UnsubscribeNote({ href }: { href: string }) {
  const { t } = useContext(MailContext);
  return h(
    Note,
    null,
    t("newsletter.footer.reason"),
    " ",
    h(
      Link,
      { href, ...marks.action, style: { color: color.brand, textDecoration: "underline" } },
      t("newsletter.footer.unsubscribe"),
    ),
  );
}

export function MailLayout({
  locale,
  t,
  subject,
  heading,
  preview,
  name,
  body,
  unsubscribeUrl,
}: LayoutProps) {
  const dir = directionOf(locale);
  const align: Align = dir === "rtl" ? "right" : "left";
  const greeting = name.trim() ? t("common.greeting", { name: name.trim() }) : t("common.greetingNoName");
  return h(
    "html",
    { lang: locale, dir },
    h(
      Head,
      null,
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, subject),
    ),
    h(
      Body,
      { dir, style: { backgroundColor: "#f3f4f6", padding: "24px 12px", fontFamily: font } },
      h(Preview, null, preview),
      h(
        Container,
        {
          dir,
          style: {
            maxWidth: "560px",
            backgroundColor: "#ffffff",
            borderRadius: "8px",
            overflow: "hidden",
            fontFamily: font,
          },
        },
        h(
          Section,
          { ...marks.skipInText, style: { backgroundColor: color.brand, padding: "18px 32px" } },
          h(
            Text,
            {
              style: {
                margin: "0",
                fontSize: "18px",
                fontWeight: "bold",
                color: "#ffffff",
                textAlign: align,
              },
            },
            t("common.brand"),
          ),
        ),
        h(
          Section,
          { style: { padding: "28px 32px 32px" } },
          h(
            MailContext.Provider,
            { value: { t, align } },
            // A shorter subject for the eye; the plain-text part starts at the greeting, under the subject line.
            h(
              "h1",
              {
                ...marks.skipInText,
                style: {
                  margin: "0 0 20px",
                  fontSize: "22px",
                  lineHeight: "1.4",
                  color: color.strong,
                  textAlign: align,
                },
              },
              heading,
            ),
            h(Paragraph, null, greeting),
            body,
            h(Paragraph, null, t("common.signOff"), h("br"), t("common.team")),
            h(Hr, { style: { borderTop: `1px solid ${color.line}`, margin: "24px 0 16px" } }),
            h(Note, null, t("common.automated")),
            unsubscribeUrl ? h(UnsubscribeNote, { href: unsubscribeUrl }) : null,
          ),
        ),
      ),
    ),
  );
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

/**
 * The plain-text part is the same message read by html-to-text: a paragraph per block, the summary as
 * "label: value" lines, each action as its label and its URL on a line of its own; the brand bar, the
 * heading and the button's fallback line are left out.
 */
export const textOptions: Parameters<typeof toPlainText>[1] = {
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
