// Without SMTP_URL each message is written to the outbox (DATA_DIR/mail) as .eml plus a .json sidecar that
// tests and developers read. See docs/decisions/016.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { ReactElement } from "react";
import en from "../../locales/en/mail.json" with { type: "json" };
import type { Locale } from "../i18n/localized.ts";
import type { JobDefinition } from "../jobs/jobs.server.ts";
import type { Logger } from "../server/logger.server.ts";
import type { MailT } from "./layout.server.tsx";
import { loadTsxInNode } from "./node-tsx.server.ts";

/** Data values are shown verbatim: format money and dates before sending. */
export interface MailTemplate<Data> {
  name: string;
  example: Data;
  compose(input: { locale: Locale; t: MailT; data: Data; unsubscribeUrl?: string | undefined }): {
    subject: string;
    element: ReactElement;
    attachments: MailAttachment[];
  };
}

// A lazy import, so React Email stays out of the start; its default export types `data`.
export type MailTemplateModule<Data> = () => Promise<{ default: MailTemplate<Data> }>;

// RFC 8058 one-click: mail clients POST to `url` without cookies, so it must be https in production and
// carry a signed token.
export interface MailUnsubscribe {
  url: string;
  mailto?: string;
}

export interface MailRequest<Data> {
  to: string;
  locale: Locale;
  template: MailTemplateModule<Data>;
  data: NoInfer<Data>;
  unsubscribe?: MailUnsubscribe;
}

/** `cid` makes it an inline image the HTML shows with `src="cid:…"`. */
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
  links: string[];
  attachments: MailAttachment[];
}

/** What `send` answers: the message as rendered; `messageId` and `emlPath` once it is delivered (at once only
 * without a queue). */
export interface SentMail extends RenderedMail {
  to: string;
  headers: Record<string, string>;
  messageId?: string;
  emlPath?: string;
}

/** A rendered message as the mail job carries it (JSON: attachments in base64). */
export interface OutgoingMail {
  to: string;
  locale: Locale;
  /** The template's name. */
  template: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
  attachments: (Omit<MailAttachment, "content"> & { content: string })[];
  /** The back office's line for it when it finally fails. */
  about: string;
}

/** Hands a rendered message on for delivery: the job queue in the app, delivery at once in scripts and tests. */
export type MailDispatch = (message: OutgoingMail) => Promise<unknown>;

export interface Mailer {
  readonly mode: "smtp" | "outbox";
  /** Renders at once, so a template error reaches the caller; delivery is the dispatch's (retried by the queue). */
  send<Data>(request: MailRequest<Data>): Promise<SentMail>;
  /** Delivers a rendered message (the mail job's work); throws when the SMTP server refuses or cannot be reached. */
  deliver(message: OutgoingMail): Promise<{ messageId: string; emlPath?: string }>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** Without one, `send` delivers before it returns. */
  dispatch?: MailDispatch;
}

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
  template: string;
  headers: Record<string, string>;
  createdAt: string;
  eml: string;
}

export function mailStringKeys(value: unknown = en, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    mailStringKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

// Names and other values come from customers, and a message from us must not carry their links
// ("http://x" → "hxxp[:]//x").
export function defang(text: string): string {
  return text
    .replace(
      /\b(h|f)t(tps?|p)(?=:)/gi,
      (_match, first: string, rest: string) => `${first}x${rest.replace(/^t/i, "x")}`,
    )
    .replaceAll("://", "[:]//")
    .replace(/(?<![\p{L}\p{M}\p{N}])(www)\./giu, "$1[.]");
}

/** Values that come from us, not customers: shown or linked exactly. */
const OUR_VALUES = new Set(["url", "activationCode"]);

function defangData(value: unknown, key = ""): unknown {
  if (typeof value === "string") return OUR_VALUES.has(key) ? value : defang(value);
  if (Array.isArray(value)) return value.map((item) => defangData(item));
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, defangData(item, name)]));
  }
  return value;
}

const ATTRIBUTE_ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };

// React escapes all text, so every href found is a link we wrote.
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

export function mailHeaders(
  request: Pick<MailRequest<unknown>, "locale" | "unsubscribe">,
): Record<string, string> {
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

export async function renderMail<Data>(request: MailRequest<Data>): Promise<RenderedMail> {
  return (await renderNamed(request)).rendered;
}

async function renderNamed<Data>(
  request: MailRequest<Data>,
): Promise<{ name: string; rendered: RenderedMail }> {
  loadTsxInNode();
  // React Email takes about 0.4 s to import: not every process that builds a mailer should pay it.
  const [{ renderTemplate }, { default: template }] = await Promise.all([
    import("./render.server.ts"),
    request.template(),
  ]);
  const rendered = await renderTemplate(template, { ...request, data: defangData(request.data) as Data });
  return { name: template.name, rendered: { ...rendered, links: linksOf(rendered.html) } };
}

let sequence = 0;

function outboxBaseName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${String(sequence).padStart(6, "0")}-${randomUUID().slice(0, 8)}`;
}

export function createMailer({ smtpUrl, from, outboxDir, logger, dispatch }: MailerOptions): Mailer {
  const deliver = smtpUrl ? smtpDelivery(smtpUrl, from, logger) : outboxDelivery(from, outboxDir, logger);
  return {
    mode: smtpUrl ? "smtp" : "outbox",
    async send(request) {
      const { name, rendered } = await renderNamed(request);
      const headers = mailHeaders(request);
      const message: OutgoingMail = {
        to: request.to,
        locale: request.locale,
        template: name,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        links: rendered.links,
        headers,
        attachments: rendered.attachments.map((file) => ({
          ...file,
          content: file.content.toString("base64"),
        })),
        about: `${request.to} · ${rendered.subject}`,
      };
      const sent = { ...rendered, to: request.to, headers };
      if (dispatch) {
        await dispatch(message);
        return sent;
      }
      return { ...sent, ...(await deliver.send(message)) };
    },
    deliver: (message) => deliver.send(message),
    close: deliver.close,
  };
}

export const MAIL_JOB = "mail";

/** Not in the spec: 10 retries from 30 s, doubling, span about eight and a half hours of SMTP outage. */
export function mailJob(
  mailer: Pick<Mailer, "deliver">,
  retryDelaySeconds = 30,
): JobDefinition<OutgoingMail> {
  return {
    name: MAIL_JOB,
    retryLimit: 10,
    retryDelaySeconds,
    expireInSeconds: 120,
    run: async (message) => {
      await mailer.deliver(message);
    },
  };
}

interface Delivery {
  send(message: OutgoingMail): Promise<{ messageId: string; emlPath?: string }>;
  close(): Promise<void>;
}

function envelopeOf(from: string, message: OutgoingMail) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map((file) => ({
      ...file,
      content: Buffer.from(file.content, "base64"),
    })),
    headers: message.headers,
  };
}

function smtpDelivery(smtpUrl: string, from: string, logger: Logger): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        const info = await transport.sendMail(envelopeOf(from, message));
        // Links are not logged here: in production they carry secrets (verification, reset tokens).
        logger.info({ to: message.to, template: message.template, messageId: info.messageId }, "mail sent");
        return { messageId: info.messageId };
      } catch (error) {
        logger.warn({ err: error, to: message.to, template: message.template }, "mail could not be sent");
        throw error;
      }
    },
    async close() {
      transport.close();
    },
  };
}

function outboxDelivery(from: string, outboxDir: string, logger: Logger): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  return {
    async send(message) {
      const info = await transport.sendMail(envelopeOf(from, message));
      const now = new Date();
      const base = outboxBaseName(now);
      await mkdir(outboxDir, { recursive: true });
      const emlPath = path.join(outboxDir, `${base}.eml`);
      await writeFile(emlPath, info.message as Buffer, { flag: "wx" });
      const sidecar: OutboxMessage = {
        id: base,
        messageId: info.messageId,
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        links: message.links,
        locale: message.locale,
        template: message.template,
        headers: message.headers,
        createdAt: now.toISOString(),
        eml: `${base}.eml`,
      };
      // Written under a hidden name first, then renamed: a reader never sees half a JSON file.
      const temporary = path.join(outboxDir, `.${base}.json.tmp`);
      await writeFile(temporary, `${JSON.stringify(sidecar, null, 2)}\n`, { flag: "wx" });
      await rename(temporary, path.join(outboxDir, `${base}.json`));
      logger.info(
        { to: message.to, subject: message.subject, links: message.links, file: emlPath },
        "mail written to outbox (SMTP_URL not set)",
      );
      return { messageId: info.messageId, emlPath };
    },
    async close() {
      transport.close();
    },
  };
}

/** Oldest first; an empty list when the directory does not exist. */
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
