/**
 * Outgoing e-mail.
 *
 * Two modes, chosen by configuration (architecture: "file outbox ↔ SMTP"):
 * - `smtpUrl` given (SMTP_URL): messages go out over SMTP with nodemailer.
 * - no `smtpUrl`: every message is written to `<outboxDir>` (DATA_DIR/mail) as a real RFC 822 `.eml`
 *   file, plus a `.json` sidecar ({ to, subject, text, html, links, locale, ... }) that tests and
 *   developers can read without a MIME parser. The links of the message are logged, so that a developer
 *   can click a verification or password-reset link straight from the console.
 *
 * Every message is rendered in the recipient's language from app/locales/{en,ar}/mail.json: a subject,
 * a plain-text part and a simple inline-styled HTML part (`<html lang="ar" dir="rtl">` for Arabic).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import ar from "../locales/ar/mail.json" with { type: "json" };
import en from "../locales/en/mail.json" with { type: "json" };
import { directionOf, type Locale } from "./i18n/localized.ts";
import type { Logger } from "./logger.server.ts";

/** The data each template needs. Values are shown verbatim: format money and dates before sending. */
export interface MailTemplateData {
  "verify-email": { name: string; url: string };
  "reset-password": { name: string; url: string };
  "booking-confirmation": {
    name: string;
    packageName: string;
    travelDate: string;
    travellers: number | string;
    total: string;
  };
  "order-confirmation": {
    name: string;
    orderNumber: string;
    /** One row per line: the name, the quantity and the formatted line total. */
    lines: { name: string; quantity: number; total: string }[];
    total: string;
    url: string;
  };
  "esim-activation": {
    name: string;
    orderNumber: string;
    planName: string;
    /** The LPA string, shown as text and as the QR code attached as an inline PNG. */
    activationCode: string;
    qrPng: Buffer;
    url: string;
  };
}

export type MailTemplate = keyof MailTemplateData;

export const MAIL_TEMPLATES = [
  "verify-email",
  "reset-password",
  "booking-confirmation",
  "order-confirmation",
  "esim-activation",
] as const satisfies readonly MailTemplate[];

/** One message to send; `template` decides the shape of `data`. */
export type MailRequest = {
  [T in MailTemplate]: { to: string; locale: Locale; template: T; data: MailTemplateData[T] };
}[MailTemplate];

/** A file sent with a message; `cid` makes it an inline image the HTML shows with `src="cid:…"`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** every http(s) link of the message, in order of appearance, without duplicates */
  links: string[];
  attachments: MailAttachment[];
}

export interface SentMail extends RenderedMail {
  messageId: string;
  to: string;
  /** outbox mode only: the written .eml file */
  emlPath?: string;
}

export interface Mailer {
  /** "smtp" when sending over SMTP, "outbox" when writing files */
  readonly mode: "smtp" | "outbox";
  send(request: MailRequest): Promise<SentMail>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}

/** The JSON sidecar written beside each .eml file of the outbox. */
export interface OutboxMessage {
  id: string;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  locale: Locale;
  template: MailTemplate;
  createdAt: string;
  /** the file name of the .eml file, relative to the outbox directory */
  eml: string;
}

// ---------------------------------------------------------------------------------------------------
// Strings and rendering

type MailStrings = typeof en;

const strings: Record<Locale, MailStrings> = { en, ar };

/** The keys of every leaf string of mail.json, as dotted paths ("common.greeting"). */
export function mailStringKeys(value: unknown = en, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    mailStringKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Replaces each `{{name}}` by its value; a placeholder without a value is a programming error. */
export function interpolate(
  template: string,
  values: Record<string, string | number>,
  encode: (value: string) => string = (value) => value,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Mail template placeholder {{${key}}} has no value`);
    return encode(String(value));
  });
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function assertHttpUrl(url: string): string {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new Error(`Mail links must be absolute http(s) URLs, got ${JSON.stringify(url)}`);
  }
  return url;
}

/** A template described as blocks, rendered both as plain text and as HTML. */
type Block =
  | { kind: "paragraph"; text: string }
  | { kind: "action"; label: string; url: string }
  | { kind: "summary"; title: string; rows: [label: string, value: string][] }
  | { kind: "note"; text: string }
  /** A value to copy as it is (left to right in both languages). */
  | { kind: "code"; label: string; value: string }
  /** An inline image: one of the message's attachments. */
  | { kind: "image"; cid: string; alt: string };

interface MailContent {
  subject: string;
  preview: string;
  name: string;
  blocks: Block[];
  attachments?: MailAttachment[];
}

function contentOf(request: MailRequest): MailContent {
  const s = strings[request.locale];
  switch (request.template) {
    case "verify-email": {
      const { name, url } = request.data;
      return {
        subject: s.verifyEmail.subject,
        preview: s.verifyEmail.preview,
        name,
        blocks: [
          { kind: "paragraph", text: s.verifyEmail.intro },
          { kind: "action", label: s.verifyEmail.action, url: assertHttpUrl(url) },
          { kind: "note", text: s.verifyEmail.ignore },
        ],
      };
    }
    case "reset-password": {
      const { name, url } = request.data;
      return {
        subject: s.resetPassword.subject,
        preview: s.resetPassword.preview,
        name,
        blocks: [
          { kind: "paragraph", text: s.resetPassword.intro },
          { kind: "action", label: s.resetPassword.action, url: assertHttpUrl(url) },
          { kind: "note", text: s.resetPassword.expiry },
          { kind: "note", text: s.resetPassword.ignore },
        ],
      };
    }
    case "booking-confirmation": {
      const { name, packageName, travelDate, travellers, total } = request.data;
      const t = s.bookingConfirmation;
      return {
        subject: interpolate(t.subject, { packageName }),
        preview: t.preview,
        name,
        blocks: [
          { kind: "paragraph", text: t.intro },
          {
            kind: "summary",
            title: t.summary,
            rows: [
              [t.package, packageName],
              [t.travelDate, travelDate],
              [t.travellers, String(travellers)],
              [t.total, total],
            ],
          },
          { kind: "paragraph", text: t.next },
        ],
      };
    }
    case "order-confirmation": {
      const { name, orderNumber, lines, total, url } = request.data;
      const t = s.orderConfirmation;
      return {
        subject: interpolate(t.subject, { orderNumber }),
        preview: t.preview,
        name,
        blocks: [
          { kind: "paragraph", text: t.intro },
          {
            kind: "summary",
            title: t.summary,
            rows: [
              [t.orderNumber, orderNumber],
              ...lines.map((line): [string, string] => [
                interpolate(t.line, { name: line.name, quantity: line.quantity }),
                line.total,
              ]),
              [t.total, total],
            ],
          },
          { kind: "action", label: t.action, url: assertHttpUrl(url) },
        ],
      };
    }
    case "esim-activation": {
      const { name, orderNumber, planName, activationCode, qrPng, url } = request.data;
      const t = s.esimActivation;
      const cid = "esim-qr@travel-services";
      return {
        subject: interpolate(t.subject, { orderNumber }),
        preview: t.preview,
        name,
        blocks: [
          { kind: "paragraph", text: interpolate(t.intro, { planName }) },
          { kind: "image", cid, alt: interpolate(t.qrAlt, { planName }) },
          { kind: "paragraph", text: t.howTo },
          { kind: "code", label: t.code, value: activationCode },
          { kind: "action", label: t.action, url: assertHttpUrl(url) },
          { kind: "note", text: t.keepSafe },
        ],
        attachments: [{ filename: "esim-qr.png", contentType: "image/png", content: qrPng, cid }],
      };
    }
    default: {
      const unknown: never = request;
      throw new Error(`Unknown mail template ${JSON.stringify((unknown as { template: unknown }).template)}`);
    }
  }
}

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The http(s) links of a plain-text message, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}

/**
 * Breaks what a mail client would turn into a link ("http://x" → "hxxp[:]//x", "www.x" → "www[.]x"),
 * keeping it readable. Every text of a message but our own action links goes through it: names and
 * other values come from customers, and a message from us must not carry their links.
 */
export function defang(text: string): string {
  return text
    .replace(
      /\b(h|f)t(tps?|p)(?=:)/gi,
      (_match, first: string, rest: string) => `${first}x${rest.replace(/^t/i, "x")}`,
    )
    .replaceAll("://", "[:]//")
    .replace(/(?<![\p{L}\p{M}\p{N}])(www)\./giu, "$1[.]");
}

/** Renders a message without sending it (previews, tests). */
export function renderMail(request: MailRequest): RenderedMail {
  const { locale } = request;
  const s = strings[locale].common;
  const content = safeContent(contentOf(request));
  const name = content.name.trim();
  const greeting = name ? interpolate(s.greeting, { name }) : s.greetingNoName;

  // Plain text
  const textParts: string[] = [greeting];
  for (const block of content.blocks) {
    switch (block.kind) {
      case "paragraph":
      case "note":
        textParts.push(block.text);
        break;
      case "action":
        textParts.push(`${block.label}:\n${block.url}`);
        break;
      case "summary":
        textParts.push([block.title, ...block.rows.map(([label, value]) => `${label}: ${value}`)].join("\n"));
        break;
      case "code":
        textParts.push(`${block.label}:\n${block.value}`);
        break;
      case "image":
        break;
    }
  }
  textParts.push(`${s.signOff}\n${s.team}`, "--", s.automated);
  const text = `${textParts.join("\n\n")}\n`;

  // HTML
  const dir = directionOf(locale);
  const align = dir === "rtl" ? "right" : "left";
  const font = "font-family:Tahoma,Arial,Helvetica,sans-serif;";
  const p = `margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937;text-align:${align};`;
  const small = `margin:0 0 12px;font-size:14px;line-height:1.6;color:#6b7280;text-align:${align};`;
  const e = escapeHtml;
  const htmlBlocks = content.blocks.map((block) => {
    switch (block.kind) {
      case "paragraph":
        return `<p style="${p}">${e(block.text)}</p>`;
      case "note":
        return `<p style="${small}">${e(block.text)}</p>`;
      case "action":
        return [
          `<p style="margin:24px 0;text-align:center;">`,
          `<a href="${e(block.url)}" style="display:inline-block;padding:12px 24px;background:#0f766e;color:#ffffff;`,
          `text-decoration:none;border-radius:6px;font-size:16px;font-weight:bold;${font}">${e(block.label)}</a></p>`,
          `<p style="${small}">${e(s.linkFallback)}<br>`,
          `<a href="${e(block.url)}" dir="ltr" style="color:#0f766e;word-break:break-all;">${e(block.url)}</a></p>`,
        ].join("");
      case "summary": {
        const rows = block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="padding:8px 12px;text-align:${align};font-weight:normal;color:#6b7280;` +
              `border-top:1px solid #e5e7eb;">${e(label)}</th><td style="padding:8px 12px;text-align:${align};` +
              `color:#111827;font-weight:bold;border-top:1px solid #e5e7eb;">${e(value)}</td></tr>`,
          )
          .join("");
        return (
          `<table role="presentation" dir="${dir}" style="width:100%;border-collapse:collapse;margin:0 0 16px;` +
          `font-size:15px;${font}"><caption style="text-align:${align};font-weight:bold;padding:0 12px 8px;` +
          `color:#111827;">${e(block.title)}</caption>${rows}</table>`
        );
      }
      case "code":
        return (
          `<p style="${small}">${e(block.label)}</p>` +
          `<p dir="ltr" style="margin:0 0 16px;padding:12px;background:#f3f4f6;border-radius:6px;font-family:` +
          `Menlo,Consolas,monospace;font-size:14px;word-break:break-all;text-align:left;">${e(block.value)}</p>`
        );
      case "image":
        return (
          `<p style="margin:16px 0;text-align:center;"><img src="cid:${e(block.cid)}" alt="${e(block.alt)}" ` +
          `width="220" height="220" style="display:inline-block;border:0;"></p>`
        );
      default:
        return "";
    }
  });
  const html = [
    "<!DOCTYPE html>",
    `<html lang="${locale}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(content.subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:#f3f4f6;${font}">`,
    `<div style="display:none;max-height:0;overflow:hidden;">${e(content.preview)}</div>`,
    `<table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f4f6;"><tr>`,
    `<td style="padding:24px 12px;">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px;` +
      `text-align:${align};${font}">`,
    `<p style="${p}">${e(greeting)}</p>`,
    ...htmlBlocks,
    `<p style="${p}">${e(s.signOff)}<br>${e(s.team)}</p>`,
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 16px;">`,
    `<p style="${small}">${e(s.automated)}</p>`,
    "</div></td></tr></table></body></html>",
  ].join("\n");

  return {
    subject: content.subject,
    text,
    html,
    links: [...new Set(content.blocks.flatMap((block) => (block.kind === "action" ? [block.url] : [])))],
    attachments: content.attachments ?? [],
  };
}

/**
 * The content with every text defanged except the action links (ours, built from APP_URL) and the
 * codes to copy (an activation code must stay exact; it is ours, not the customer's).
 */
function safeContent(content: MailContent): MailContent {
  const blocks = content.blocks.map((block): Block => {
    switch (block.kind) {
      case "paragraph":
      case "note":
        return { ...block, text: defang(block.text) };
      case "action":
        return { ...block, label: defang(block.label) };
      case "summary":
        return {
          ...block,
          title: defang(block.title),
          rows: block.rows.map(([label, value]): [string, string] => [defang(label), defang(value)]),
        };
      case "code":
        return { ...block, label: defang(block.label) };
      default:
        return { ...block, alt: defang(block.alt) };
    }
  });
  return {
    ...content,
    subject: defang(content.subject),
    preview: defang(content.preview),
    name: defang(content.name),
    blocks,
  };
}

// ---------------------------------------------------------------------------------------------------
// Transport

let sequence = 0;

function outboxBaseName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${String(sequence).padStart(6, "0")}-${randomUUID().slice(0, 8)}`;
}

export function createMailer({ smtpUrl, from, outboxDir, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: "smtp",
      async send(request) {
        const rendered = renderMail(request);
        try {
          const info = await transport.sendMail({
            from,
            to: request.to,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            attachments: rendered.attachments,
            headers: { "Content-Language": request.locale },
          });
          // Links are not logged here: in production they carry secrets (verification, reset tokens).
          logger.info({ to: request.to, template: request.template, messageId: info.messageId }, "mail sent");
          return { ...rendered, to: request.to, messageId: info.messageId };
        } catch (error) {
          logger.error({ err: error, to: request.to, template: request.template }, "mail could not be sent");
          throw error;
        }
      },
      async close() {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  return {
    mode: "outbox",
    async send(request) {
      const rendered = renderMail(request);
      const info = await transport.sendMail({
        from,
        to: request.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments: rendered.attachments,
        headers: { "Content-Language": request.locale },
      });
      const now = new Date();
      const base = outboxBaseName(now);
      await mkdir(outboxDir, { recursive: true });
      const emlPath = path.join(outboxDir, `${base}.eml`);
      await writeFile(emlPath, info.message as Buffer, { flag: "wx" });
      const sidecar: OutboxMessage = {
        id: base,
        messageId: info.messageId,
        from,
        to: request.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        links: rendered.links,
        locale: request.locale,
        template: request.template,
        createdAt: now.toISOString(),
        eml: `${base}.eml`,
      };
      // Written under a hidden name first, then renamed: a reader never sees half a JSON file.
      const temporary = path.join(outboxDir, `.${base}.json.tmp`);
      await writeFile(temporary, `${JSON.stringify(sidecar, null, 2)}\n`, { flag: "wx" });
      await rename(temporary, path.join(outboxDir, `${base}.json`));
      logger.info(
        { to: request.to, subject: rendered.subject, links: rendered.links, file: emlPath },
        "mail written to outbox (SMTP_URL not set)",
      );
      return { ...rendered, to: request.to, messageId: info.messageId, emlPath };
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * The messages of an outbox directory, oldest first (an empty list when the directory does not exist).
 * Reads the JSON sidecars; the .eml files stay the real artefacts.
 */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".json") && !name.startsWith("."));
  const messages = await Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(outboxDir, name), "utf8")) as OutboxMessage,
    ),
  );
  return messages.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
