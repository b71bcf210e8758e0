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
 * Every message is rendered in the recipient's language (app/locales/{en,ar}/mail.json) by its template,
 * a React Email component in ./mail/ (decision 016): a subject, an inline-styled HTML part
 * (`<html lang="ar" dir="rtl">` for Arabic) and a plain-text part read from the same HTML.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import en from "../../locales/en/mail.json" with { type: "json" };
import type { ApplicationKind, ApplicationStatus } from "../db/schema/applications.ts";
import type { EducationServiceType } from "../db/schema/consultations.ts";
import type { Locale } from "../i18n/localized.ts";
import type { Logger } from "../server/logger.server.ts";

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
  /** The order's goods left: the carrier and its tracking number (issue 14, the admin's "ship"). */
  "order-shipped": {
    name: string;
    orderNumber: string;
    carrier: string;
    trackingNumber: string;
    url: string;
  };
  "application-submitted": {
    /** The applicant's name as on the form. */
    name: string;
    kind: ApplicationKind;
    trackingId: string;
    /** The chosen visa offer or plan, in the applicant's language; blank when it is gone. */
    offer: string;
    /** The tracking page with this application open. */
    url: string;
  };
  "application-status": {
    name: string;
    kind: ApplicationKind;
    trackingId: string;
    status: ApplicationStatus;
    /** The staff's note in the applicant's language; blank for none. */
    note: string;
    url: string;
  };
  /** A new (or returning) newsletter subscriber; sent with `unsubscribe` like every newsletter e-mail. */
  "newsletter-welcome": {
    /** blank: the list keeps no names */
    name: string;
    /** the home page, in the subscriber's language */
    url: string;
  };
  "consultation-received": ConsultationMailData;
  "consultation-staff": ConsultationMailData & {
    /** The customer as they gave their name; `name` (the greeting) is blank for the team's inbox. */
    customerName: string;
    email: string;
    /** The language the customer wrote in (and should be answered in). */
    customerLocale: Locale;
    signedIn: boolean;
    /** Blank for none. */
    message: string;
  };
}

/** What a consultation request was about (the feature's choices, as keys of mail.json's consultation section). */
export interface ConsultationMailData {
  name: string;
  reference: string;
  topic: EducationServiceType | "business";
  phone: string;
  /** Incorporation requests only; a blank budget or timeline was not given. */
  business?: {
    country: "indonesia" | "malaysia" | "singapore" | "united-kingdom";
    businessType:
      | "trading"
      | "consulting"
      | "technology"
      | "ecommerce"
      | "restaurant"
      | "manufacturing"
      | "holding"
      | "other";
    budget: "" | "under-5000" | "5000-15000" | "15000-50000" | "over-50000";
    timeline: "" | "asap" | "within-3-months" | "within-6-months" | "later" | "exploring";
    /** Blank for none. */
    companyName: string;
    newsletter: boolean;
  };
}

export type MailTemplate = keyof MailTemplateData;

export const MAIL_TEMPLATES = [
  "verify-email",
  "reset-password",
  "booking-confirmation",
  "order-confirmation",
  "esim-activation",
  "order-shipped",
  "application-submitted",
  "application-status",
  "newsletter-welcome",
  "consultation-received",
  "consultation-staff",
] as const satisfies readonly MailTemplate[];

/**
 * A message to a mailing list's member (every newsletter e-mail): its unsubscribe link is shown at the foot
 * of the message and given to mail clients in the `List-Unsubscribe` header (RFC 2369), with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): the client's "Unsubscribe" button then
 * POSTs `List-Unsubscribe=One-Click` to the URL, without cookies. The URL must be https in production
 * (RFC 8058 one-click asks for it) and must work by itself: it carries a signed token.
 */
export interface MailUnsubscribe {
  /** The one-click unsubscribe page (absolute http(s) URL). */
  url: string;
  /** An address that unsubscribes whoever writes to it, offered too when given. */
  mailto?: string;
}

/** One message to send; `template` decides the shape of `data`. */
export type MailRequest = {
  [T in MailTemplate]: {
    to: string;
    locale: Locale;
    template: T;
    data: MailTemplateData[T];
    unsubscribe?: MailUnsubscribe;
  };
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
  /** the headers we set (Content-Language, List-Unsubscribe…) */
  headers: Record<string, string>;
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
  /** the headers we set (Content-Language, List-Unsubscribe…) */
  headers: Record<string, string>;
  createdAt: string;
  /** the file name of the .eml file, relative to the outbox directory */
  eml: string;
}

// ---------------------------------------------------------------------------------------------------
// Rendering (the templates are React components in ./mail/, one file each)

/** The keys of every leaf string of mail.json, as dotted paths ("common.greeting"). */
export function mailStringKeys(value: unknown = en, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    mailStringKeys(child, prefix ? `${prefix}.${key}` : key),
  );
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

/** Values a template gets from us, shown or linked exactly: the action links and the activation code. */
const OUR_VALUES = new Set(["url", "activationCode"]);

/** Every customer-supplied string of the data defanged, whatever template or nesting it is in. */
function defangData(value: unknown, key = ""): unknown {
  if (typeof value === "string") return OUR_VALUES.has(key) ? value : defang(value);
  if (Array.isArray(value)) return value.map((item) => defangData(item));
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, defangData(item, name)]));
  }
  return value;
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };

/** The href of every link of the rendered HTML: React escapes all text, so each one is a link we wrote. */
function linksOf(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&(amp|quot|#x27|lt|gt);/g, (_entity, name: string) => ATTRIBUTE_ENTITIES[name]!),
  );
  for (const href of hrefs) {
    if (!URL.canParse(href) || !/^https?:$/.test(new URL(href).protocol)) {
      throw new Error(`Mail links must be absolute http(s) URLs, got ${JSON.stringify(href)}`);
    }
  }
  return [...new Set(hrefs)];
}

/**
 * The headers of a message beyond From, To and Subject: its language, and for a list's message the
 * unsubscribe headers (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post).
 */
export function mailHeaders(request: MailRequest): Record<string, string> {
  const headers: Record<string, string> = { "Content-Language": request.locale };
  if (request.unsubscribe) {
    const { url, mailto } = request.unsubscribe;
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol) || /[<>,\s]/.test(url)) {
      throw new Error(`An unsubscribe URL must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
    }
    if (mailto !== undefined && !/^[^\s<>,@]+@[^\s<>,@]+$/.test(mailto)) {
      throw new Error(`An unsubscribe address must be a plain e-mail address, got ${JSON.stringify(mailto)}`);
    }
    headers["List-Unsubscribe"] = [
      `<${url}>`,
      ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : []),
    ].join(", ");
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return headers;
}

/** Renders a message without sending it (previews, tests). */
export async function renderMail(request: MailRequest): Promise<RenderedMail> {
  // React Email takes about 0.4 s to import: loaded by the first message, not by every process that
  // builds a mailer (the server's start, each test file, the admin CLI).
  const { renderTemplate } = await import("./render.server.ts");
  const rendered = await renderTemplate({ ...request, data: defangData(request.data) } as MailRequest);
  return { ...rendered, links: linksOf(rendered.html) };
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
        const rendered = await renderMail(request);
        const headers = mailHeaders(request);
        try {
          const info = await transport.sendMail({
            from,
            to: request.to,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            attachments: rendered.attachments,
            headers,
          });
          // Links are not logged here: in production they carry secrets (verification, reset tokens).
          logger.info({ to: request.to, template: request.template, messageId: info.messageId }, "mail sent");
          return { ...rendered, to: request.to, messageId: info.messageId, headers };
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
      const rendered = await renderMail(request);
      const headers = mailHeaders(request);
      const info = await transport.sendMail({
        from,
        to: request.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments: rendered.attachments,
        headers,
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
        headers,
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
      return { ...rendered, to: request.to, messageId: info.messageId, headers, emlPath };
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
