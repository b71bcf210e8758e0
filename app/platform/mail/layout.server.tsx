import { Body, Button, Container, Head, Hr, Link, Preview, Section, Text } from "@react-email/components";
import { type CSSProperties, createContext, type ReactNode, useContext } from "react";
import type en from "../../locales/en/mail.json";
import type { StatusKey } from "../domain/status-labels.ts";
import { directionOf, type Locale } from "../i18n/localized.ts";
import type { MailAttachment, MailTemplate } from "./mail.server.ts";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MailKey = Leaves<typeof en>;

/** The mail's own keys, the shared status words (`status:booking.confirmed`) so that e-mails say a status as the
 * pages do, and the offers' terms (common.json) as the offer pages say them. */
export type MailT = (
  key: MailKey | StatusKey | `common:offerTerms.${string}`,
  values?: Record<string, string | number>,
) => string;

export interface MailProps<Data> {
  data: Data;
  t: MailT;
}

export interface MailDefinition<Data extends { name: string }> {
  name: string;
  subject(props: MailProps<Data>): string;
  heading(props: MailProps<Data>): string;
  preview(props: MailProps<Data>): string;
  Body(props: MailProps<Data>): ReactNode;
  attachments?(data: Data): MailAttachment[];
  /** Sample data: the tests render every template with it, in both languages. */
  example: Data;
}

export function defineMail<Data extends { name: string }>(mail: MailDefinition<Data>): MailTemplate<Data> {
  return {
    name: mail.name,
    example: mail.example,
    compose({ locale, t, data, unsubscribeUrl }) {
      const props = { data, t };
      const subject = mail.subject(props);
      return {
        subject,
        element: (
          <MailLayout
            locale={locale}
            t={t}
            subject={subject}
            heading={mail.heading(props)}
            preview={mail.preview(props)}
            name={data.name}
            unsubscribeUrl={unsubscribeUrl}
          >
            <mail.Body {...props} />
          </MailLayout>
        ),
        attachments: mail.attachments?.(data) ?? [],
      };
    },
  };
}

const font = "Tahoma, Arial, Helvetica, sans-serif";
const color = { brand: "#0f766e", text: "#1f2937", strong: "#111827", muted: "#6b7280", line: "#e5e7eb" };

// Many mail clients ignore `text-align: start`, so the side is spelled out per direction.
type Align = "left" | "right";
const MailContext = createContext<{ t: MailT; align: Align }>({ t: (key) => key, align: "left" });

/** Marks html-to-text reads to shape the plain-text part (render.server.ts). */
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
  return <Text style={paragraph(align)}>{children}</Text>;
}

export function Note({ children }: { children: ReactNode }) {
  const { align } = useContext(MailContext);
  return <Text style={small(align)}>{children}</Text>;
}

/** The only links a message has are ours. */
export function Action({ href, label }: { href: string; label: string }) {
  const { t, align } = useContext(MailContext);
  return (
    <div>
      <Section style={{ margin: "24px 0", textAlign: "center" }}>
        <Button
          href={href}
          {...marks.action}
          style={{
            padding: "12px 24px",
            backgroundColor: color.brand,
            color: "#ffffff",
            borderRadius: "6px",
            fontSize: "16px",
            fontWeight: "bold",
            fontFamily: font,
          }}
        >
          {label}
        </Button>
      </Section>
      <Text {...marks.skipInText} style={small(align)}>
        {t("common.linkFallback")}
        <br />
        <Link href={href} dir="ltr" style={{ color: color.brand, wordBreak: "break-all" }}>
          {href}
        </Link>
      </Text>
    </div>
  );
}

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
  return (
    <div
      style={{ margin: "24px 0", border: `1px solid ${color.line}`, borderRadius: "8px", overflow: "hidden" }}
    >
      <h2
        style={{
          margin: "0",
          padding: "12px",
          fontSize: "15px",
          color: color.strong,
          backgroundColor: "#f9fafb",
          textAlign: align,
        }}
      >
        {title}
      </h2>
      <table
        className="summary"
        role="presentation"
        width="100%"
        cellPadding="0"
        cellSpacing="0"
        style={{ fontFamily: font }}
      >
        <tbody>
          {rows.map(([label, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are rendered once, never reordered
            <tr key={index} {...marks.row}>
              <th scope="row" style={{ ...cell, fontWeight: "normal", color: color.muted }}>
                {label}
              </th>
              <td
                style={{
                  ...cell,
                  textAlign: end,
                  fontWeight: "bold",
                  color: color.strong,
                  // An order number or an amount stays whole on a narrow screen (a hyphen is a break point).
                  whiteSpace: value.includes(" ") ? undefined : "nowrap",
                }}
              >
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Left to right in both languages: it is copied exactly. */
export function Code({ label, value }: { label: string; value: string }) {
  const { align } = useContext(MailContext);
  return (
    <div>
      <Text {...marks.label} style={small(align)}>
        {label}
      </Text>
      <Text
        dir="ltr"
        {...marks.code}
        style={{
          margin: "0 0 16px",
          padding: "12px",
          backgroundColor: "#f3f4f6",
          borderRadius: "6px",
          fontFamily: "Menlo, Consolas, monospace",
          fontSize: "14px",
          wordBreak: "break-all",
          textAlign: "left",
        }}
      >
        {value}
      </Text>
    </div>
  );
}

export function InlineImage({ cid, alt, size }: { cid: string; alt: string; size: number }) {
  return (
    <Section {...marks.skipInText} style={{ margin: "16px 0", textAlign: "center" }}>
      <img
        src={`cid:${cid}`}
        alt={alt}
        width={size}
        height={size}
        style={{ display: "inline-block", border: "0" }}
      />
    </Section>
  );
}

function UnsubscribeNote({ href }: { href: string }) {
  const { t } = useContext(MailContext);
  return (
    <Note>
      {t("newsletter.footer.reason")}{" "}
      <Link href={href} {...marks.action} style={{ color: color.brand, textDecoration: "underline" }}>
        {t("newsletter.footer.unsubscribe")}
      </Link>
    </Note>
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
  children: ReactNode;
  unsubscribeUrl?: string | undefined;
}

function MailLayout({ locale, t, subject, heading, preview, name, children, unsubscribeUrl }: LayoutProps) {
  const dir = directionOf(locale);
  const align: Align = dir === "rtl" ? "right" : "left";
  const greeting = name.trim() ? t("common.greeting", { name: name.trim() }) : t("common.greetingNoName");
  return (
    <html lang={locale} dir={dir}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Body dir={dir} style={{ backgroundColor: "#f3f4f6", padding: "24px 12px", fontFamily: font }}>
        <Preview>{preview}</Preview>
        <Container
          dir={dir}
          style={{
            maxWidth: "560px",
            backgroundColor: "#ffffff",
            borderRadius: "8px",
            overflow: "hidden",
            fontFamily: font,
          }}
        >
          <Section {...marks.skipInText} style={{ backgroundColor: color.brand, padding: "18px 32px" }}>
            <Text
              style={{
                margin: "0",
                fontSize: "18px",
                fontWeight: "bold",
                color: "#ffffff",
                textAlign: align,
              }}
            >
              {t("common.brand")}
            </Text>
          </Section>
          <Section style={{ padding: "28px 32px 32px" }}>
            <MailContext.Provider value={{ t, align }}>
              {/* A shorter subject for the eye; the plain-text part starts at the greeting, under the subject line. */}
              <h1
                {...marks.skipInText}
                style={{
                  margin: "0 0 20px",
                  fontSize: "22px",
                  lineHeight: "1.4",
                  color: color.strong,
                  textAlign: align,
                }}
              >
                {heading}
              </h1>
              <Paragraph>{greeting}</Paragraph>
              {children}
              <Paragraph>
                {t("common.signOff")}
                <br />
                {t("common.team")}
              </Paragraph>
              <Hr style={{ borderTop: `1px solid ${color.line}`, margin: "24px 0 16px" }} />
              <Note>{t("common.automated")}</Note>
              {unsubscribeUrl ? <UnsubscribeNote href={unsubscribeUrl} /> : null}
            </MailContext.Provider>
          </Section>
        </Container>
      </Body>
    </html>
  );
}
