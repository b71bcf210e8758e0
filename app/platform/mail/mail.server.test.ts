import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import ar from "../../locales/ar/mail.json" with { type: "json" };
import en from "../../locales/en/mail.json" with { type: "json" };
import {
  createMailer,
  defang,
  type MailRequest,
  type MailTemplate,
  type MailTemplateModule,
  mailStringKeys,
  readOutbox,
  renderMail,
} from "./mail.server.ts";

/** A pino logger that keeps its records in memory. */
function memoryLogger() {
  const records: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => records.push(JSON.parse(line)) });
  return { logger, records };
}

// --- tiny MIME decoding helpers (enough for nodemailer's output) ----------------------------------

function splitMessage(raw: string): { headers: string; body: string } {
  const index = raw.indexOf("\r\n\r\n");
  return { headers: raw.slice(0, index), body: raw.slice(index + 4) };
}

function headerValue(headers: string, name: string): string | undefined {
  const unfolded = headers.replace(/\r\n[ \t]+/g, " ");
  const line = unfolded
    .split("\r\n")
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** RFC 2047: adjacent encoded words are joined before decoding (a character may span two words). */
function decodeWords(value: string): string {
  return value.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=\s*)+/g, (run) => {
    const bytes: number[] = [];
    for (const [, , encoding, data] of run.matchAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g)) {
      if (encoding!.toUpperCase() === "B") bytes.push(...Buffer.from(data!, "base64"));
      else bytes.push(...qpBytes(data!.replaceAll("_", " ")));
    }
    return Buffer.from(bytes).toString("utf8");
  });
}

function qpBytes(value: string): number[] {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return bytes;
}

/** The decoded body of the first part with the given content type. */
function partOf(raw: string, contentType: string): string {
  const { headers, body } = splitMessage(raw);
  const type = headerValue(headers, "Content-Type") ?? "";
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const trimmed = part.replace(/^\r\n/, "");
      if (!trimmed.includes("\r\n\r\n")) continue;
      const found = partOf(trimmed, contentType);
      if (found) return found;
    }
    return "";
  }
  if (!type.toLowerCase().startsWith(contentType)) return "";
  const encoding = (headerValue(headers, "Content-Transfer-Encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return Buffer.from(qpBytes(body)).toString("utf8");
  return body;
}

// ---------------------------------------------------------------------------------------------------

describe("mail strings", () => {
  it("have the same keys in English and Arabic", () => {
    expect(mailStringKeys(ar).sort()).toEqual(mailStringKeys(en).sort());
  });

  it("has no empty string and the same placeholders in both languages", () => {
    const valueAt = (tree: unknown, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of mailStringKeys(en)) {
      const english = valueAt(en, key);
      const arabic = valueAt(ar, key);
      expect(english.trim(), key).not.toBe("");
      expect(arabic.trim(), key).not.toBe("");
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(arabic), key).toEqual(placeholders(english));
      expect(/[\u0600-\u06FF]/.test(arabic), `${key} should be Arabic`).toBe(true);
    }
  });
});

describe("rendering", () => {
  // Every template, named as a call site names it (`() => import(…)`).
  const templates = import.meta.glob<{ default: MailTemplate<unknown> }>("./templates/*.server.tsx");
  const verifyEmail = () => import("./templates/verify-email.server.tsx");
  const bookingConfirmation = () => import("./templates/booking-confirmation.server.tsx");
  const orderConfirmation = () => import("./templates/order-confirmation.server.tsx");
  const esimActivation = () => import("./templates/esim-activation.server.tsx");

  /** A message of the template with its example data. */
  async function sample<Data>(template: MailTemplateModule<Data>, locale: "en" | "ar" = "en") {
    const { example } = (await template()).default;
    return { to: "a@example.com", locale, template, data: example } satisfies MailRequest<Data>;
  }

  it("renders every template in both languages, each named after its file", async () => {
    expect(Object.keys(templates).length).toBeGreaterThanOrEqual(11);
    for (const [file, template] of Object.entries(templates)) {
      expect(`./templates/${(await template()).default.name}.server.tsx`).toBe(file);
      for (const locale of ["en", "ar"] as const) {
        const mail = await renderMail(await sample(template, locale));
        expect(mail.subject).not.toBe("");
        expect(mail.text).toContain(locale === "en" ? "Hello Ann," : "مرحبًا Ann،");
        expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
      }
    }
  });

  it("escapes data in the HTML part but keeps it verbatim in text and subject", async () => {
    const mail = await renderMail(await sample(bookingConfirmation));
    expect(mail.subject).toBe("We have received your booking: Bali <Escape>");
    expect(mail.text).toContain("Package: Bali <Escape>");
    expect(mail.html).toContain("Bali &lt;Escape&gt;");
    expect(mail.html).not.toContain("<Escape>");
    expect(mail.text).toContain("Travellers: 2");
  });

  it("lists each order line with its quantity and total", async () => {
    const mail = await renderMail(await sample(orderConfirmation));
    expect(mail.text).toContain("Japan 5 GB × 2: $9.00");
    expect(mail.html).toContain("Japan 5 GB × 2");
    expect(mail.attachments).toEqual([]);
  });

  it("shows the eSIM activation code as text and the QR code as an inline attachment", async () => {
    for (const locale of ["en", "ar"] as const) {
      const mail = await renderMail(await sample(esimActivation, locale));
      expect(mail.text).toContain("LPA:1$smdp.example.com$ABC-123");
      expect(mail.html).toContain('dir="ltr"');
      expect(mail.attachments).toEqual([
        {
          filename: "esim-qr.png",
          contentType: "image/png",
          content: Buffer.from("png"),
          cid: "esim-qr@travel-services",
        },
      ]);
      expect(mail.html).toContain('<img src="cid:esim-qr@travel-services"');
      expect(mail.html).toContain(
        locale === "en" ? 'alt="QR code to install the eSIM Japan 5 GB"' : 'alt="رمز QR',
      );
    }
  });

  it("lists the links and refuses non-http links", async () => {
    expect((await renderMail(await sample(orderConfirmation))).links).toEqual(["https://x.test/o/42"]);
    await expect(
      renderMail({
        to: "a@example.com",
        locale: "en",
        template: verifyEmail,
        data: { name: "x", url: "javascript:alert(1)" },
      }),
    ).rejects.toThrow(/http/);
  });

  it("greets without a name when the name is blank", async () => {
    const mail = await renderMail({
      to: "a@example.com",
      locale: "ar",
      template: verifyEmail,
      data: { name: " ", url: "https://x.test/v" },
    });
    expect(mail.text.startsWith("مرحبًا،\n")).toBe(true);
  });

  it("never turns a customer's text into a link: only our own action links are links", async () => {
    const evil =
      'Lina http://evil.example/x <a href="https://evil.example/y">www.evil.example</a> HTTPS://z.test';
    const booking = await renderMail({
      to: "a@example.com",
      locale: "en",
      template: bookingConfirmation,
      data: {
        name: evil,
        reference: "BK-1",
        packageName: "Trip ftp://a.test",
        travelDate: "2030-01-02",
        travellers: 2,
        total: "$9",
        url: "https://x.test/v?t=1",
      },
    });
    const verify = await renderMail({
      to: "a@example.com",
      locale: "ar",
      template: verifyEmail,
      data: { name: evil, url: "https://x.test/v?t=1" },
    });
    for (const mail of [booking, verify]) {
      for (const part of [mail.text, mail.html, mail.subject].map((t) =>
        t.replaceAll("https://x.test/v?t=1", ""),
      )) {
        expect(part).not.toMatch(/(https?|ftp):\/\//i);
        expect(part).not.toMatch(/www\.evil/i);
        expect(part).not.toContain('<a href="https://evil');
      }
      expect(mail.html).toContain(
        "&lt;a href=&quot;hxxps[:]//evil.example/y&quot;&gt;www[.]evil.example&lt;/a&gt;",
      );
      expect(mail.text).toContain("hxxp[:]//evil.example/x");
      expect(mail.text).toContain("evil.example");
    }
    expect(booking.links).toEqual(["https://x.test/v?t=1"]);
    expect(verify.links).toEqual(["https://x.test/v?t=1"]);
    expect(verify.text).toContain("\nhttps://x.test/v?t=1\n");
    expect(verify.html).toContain('href="https://x.test/v?t=1"');
    expect(verify.html.match(/<a /g)).toHaveLength(2);
  });

  it("defangs URL-like text and leaves other text alone", () => {
    expect(defang("http://x")).toBe("hxxp[:]//x");
    expect(defang("see https://a.test/p?q=1 or FTP://b.test")).toBe(
      "see hxxps[:]//a.test/p?q=1 or FxP[:]//b.test",
    );
    expect(defang("www.evil.example and WWW.x")).toBe("www[.]evil.example and WWW[.]x");
    expect(defang("javascript://%0aalert(1)")).toBe("javascript[:]//%0aalert(1)");
    expect(defang("evil.example")).toBe("evil.example");
    expect(defang("Lina Haddad · الأردن: البتراء")).toBe("Lina Haddad · الأردن: البتراء");
    expect(defang("Bali <Escape>")).toBe("Bali <Escape>");
    expect(defang("awww.x")).toBe("awww.x");
  });

  /** The section of mail.json ({ subject, heading, … }) whose heading the message shows. */
  type Section = { subject: string; heading: string; action?: string };
  function sectionOf(html: string, strings: unknown): Section {
    const sections: Section[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== "object" || node === null) return;
      if ("subject" in node && "heading" in node) sections.push(node as Section);
      Object.values(node).forEach(walk);
    };
    walk(strings);
    return sections.find((section) => html.includes(`>${section.heading}</h1>`))!;
  }

  it("renders each template right to left in Arabic, with its translated subject, heading and action link", async () => {
    for (const template of Object.values(templates)) {
      for (const locale of ["en", "ar"] as const) {
        const request = await sample(template, locale);
        const mail = await renderMail(request);
        const dir = locale === "ar" ? "rtl" : "ltr";
        const strings = sectionOf(mail.html, locale === "ar" ? ar : en);
        const values = request.data as Record<string, string>;
        const label = `${(await template()).default.name} ${locale}`;
        expect(mail.subject, label).toBe(strings.subject.replace(/\{\{(\w+)\}\}/g, (_, key) => values[key]!));
        expect(mail.html, label).toContain(`<html lang="${locale}" dir="${dir}">`);
        expect(mail.html, label).toContain(`<body dir="${dir}"`);
        expect(mail.html, label).toContain(
          `<title>${mail.subject.replace("<Escape>", "&lt;Escape&gt;")}</title>`,
        );
        expect(mail.html, label).toContain(`>${strings.heading}</h1>`);
        expect(mail.text, label).not.toMatch(
          /\{\{|\b(common|verifyEmail|resetPassword|[a-z]+Confirmation|esimActivation|orderShipped|application)\./,
        );
        if (locale === "ar") expect(mail.text, label).toMatch(/[\u0600-\u06FF]/);
        if (values.url) {
          const { url, action } = { url: values.url, action: strings.action! };
          expect(mail.links, label).toEqual([url]);
          expect(mail.text, label).toContain(`\n${action}:\n${url}\n`);
          expect(mail.html, label).toContain(`href="${url}"`);
          expect(mail.html, label).toContain(`>${action}</span>`);
        } else {
          expect(mail.links, label).toEqual([]);
          expect(mail.html, label).not.toContain("<a ");
        }
      }
    }
  });

  it("writes the plain-text part as text: paragraphs, summary rows, the action and its link", async () => {
    const mail = await renderMail(await sample(orderConfirmation));
    expect(mail.text).toBe(
      [
        "Hello Ann,",
        en.orderConfirmation.intro,
        "Order summary\nOrder number: ORD-42\nJapan 5 GB × 2: $9.00\nTotal: $9.00",
        "View your order:\nhttps://x.test/o/42",
        "Kind regards,\nThe Travel Services team",
        "--",
        `${en.common.automated}\n`,
      ].join("\n\n"),
    );
  });

  it("escapes and defangs customer text in every template, and never interpolates it again", async () => {
    const evil =
      'Eve http://evil.example/a <a href="https://evil.example">www.evil.example</a> {{name}} $t(common.team)';
    const url = "https://x.test/our-link";
    const data = {
      "verify-email": { name: evil, url },
      "reset-password": { name: evil, url },
      "booking-confirmation": {
        name: evil,
        reference: evil,
        packageName: evil,
        travelDate: evil,
        travellers: evil,
        total: evil,
        url,
      },
      "booking-cancelled": {
        name: evil,
        reference: evil,
        packageName: evil,
        travelDate: evil,
        travellers: evil,
        paymentStatus: "paid",
        url,
      },
      refund: {
        name: evil,
        reference: evil,
        amount: evil,
        lines: [{ label: evil, total: evil }],
        bookingCancelled: true,
        url,
      },
      "order-confirmation": {
        name: evil,
        orderNumber: evil,
        lines: [{ name: evil, quantity: 1, total: evil }],
        total: evil,
        url,
      },
      "esim-activation": {
        name: evil,
        orderNumber: evil,
        planName: evil,
        activationCode: "LPA:1$smdp.example.com$X",
        qrPng: Buffer.from("png"),
        url,
      },
      "order-shipped": { name: evil, orderNumber: evil, carrier: evil, trackingNumber: evil, url },
      "application-submitted": { name: evil, kind: "visa", trackingId: evil, offer: evil, url },
      "application-status": {
        name: evil,
        kind: "driving-license",
        trackingId: evil,
        status: "rejected",
        note: evil,
        url,
      },
      "newsletter-welcome": { name: evil, url },
      "consultation-received": { name: evil, reference: evil, topic: "tarim", phone: evil },
      "consultation-staff": {
        name: evil,
        reference: evil,
        topic: "business",
        phone: evil,
        business: {
          country: "indonesia",
          businessType: "other",
          budget: "",
          timeline: "asap",
          companyName: evil,
          newsletter: false,
        },
        customerName: evil,
        email: evil,
        customerLocale: "en",
        signedIn: true,
        message: evil,
      },
    };
    // defangData and React's escaping apply to every template alike; these cover each kind of value.
    for (const [name, values] of Object.entries(data)) {
      const template = templates[`./templates/${name}.server.tsx`]!;
      for (const locale of ["en", "ar"] as const) {
        const mail = await renderMail({ to: "a@example.com", locale, template, data: values });
        const label = `${name} ${locale}`;
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part.replaceAll(url, ""), label).not.toMatch(/(https?|ftp):\/\/|www\.evil/i);
        }
        expect(mail.html, label).toContain(
          "&lt;a href=&quot;hxxps[:]//evil.example&quot;&gt;www[.]evil.example&lt;/a&gt;",
        );
        expect(mail.html, label).not.toContain('<a href="hxxp');
        expect(mail.html.match(/<a /g) ?? [], label).toHaveLength("url" in values ? 2 : 0);
        expect(mail.links, label).toEqual("url" in values ? [url] : []);
        expect(mail.text, label).toContain("hxxp[:]//evil.example/a");
        expect(mail.text, label).toContain("{{name}} $t(common.team)");
        expect(mail.text, label).not.toContain("Eve Eve");
      }
    }
  });
});

describe("SMTP mode", () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      secure: false,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("delivers an Arabic verification e-mail to a real SMTP server", async () => {
    const { logger, records } = memoryLogger();
    const outboxDir = await mkdtemp(path.join(tmpdir(), "mail-smtp-"));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Travel Services <no-reply@example.com>",
      outboxDir,
      logger,
    });
    expect(mailer.mode).toBe("smtp");
    const url = "http://localhost:3000/api/auth/verify-email?token=abc.def-123&callbackURL=%2F";
    try {
      const sent = await mailer.send({
        to: "layla@example.com",
        locale: "ar",
        template: () => import("./templates/verify-email.server.tsx"),
        data: { name: "ليلى", url },
      });
      expect(sent.links).toEqual([url]);
    } finally {
      await mailer.close();
    }

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual(["layla@example.com"]);
    expect(message.from).toBe("no-reply@example.com");
    const { headers } = splitMessage(message.raw);
    expect(headerValue(headers, "To")).toBe("layla@example.com");
    expect(headerValue(headers, "Content-Language")).toBe("ar");
    const subjectHeader = headerValue(headers, "Subject")!;
    expect(subjectHeader).toMatch(/=\?UTF-8\?/i);
    expect(decodeWords(subjectHeader)).toBe(ar.verifyEmail.subject);

    const text = partOf(message.raw, "text/plain");
    expect(text).toContain("مرحبًا ليلى،");
    expect(text).toContain(url);
    const html = partOf(message.raw, "text/html");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`href="${url.replaceAll("&", "&amp;")}"`);

    // Nothing is written to the outbox and no link is logged in SMTP mode.
    expect(await readdir(outboxDir)).toEqual([]);
    expect(JSON.stringify(records)).not.toContain("token=abc");
    expect(records.some((record) => record.msg === "mail sent")).toBe(true);
    await rm(outboxDir, { recursive: true, force: true });
  });
});

describe("outbox mode", () => {
  let outboxDir: string;

  beforeEach(async () => {
    outboxDir = path.join(await mkdtemp(path.join(tmpdir(), "mail-outbox-")), "mail");
  });

  afterEach(async () => {
    await rm(path.dirname(outboxDir), { recursive: true, force: true });
  });

  it("returns an empty list before anything was sent", async () => {
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it("writes an .eml file and a JSON sidecar, and logs the links", async () => {
    const { logger, records } = memoryLogger();
    const mailer = createMailer({ from: "Travel Services <no-reply@localhost>", outboxDir, logger });
    expect(mailer.mode).toBe("outbox");
    const resetUrl = "http://localhost:3000/reset-password?token=xyz";
    await mailer.send({
      to: "sam@example.com",
      locale: "en",
      template: () => import("./templates/reset-password.server.tsx"),
      data: { name: "Sam", url: resetUrl },
    });
    const sent = await mailer.send({
      to: "noor@example.com",
      locale: "ar",
      template: () => import("./templates/order-confirmation.server.tsx"),
      data: {
        name: "نور",
        orderNumber: "ORD-7",
        lines: [{ name: "حقيبة سفر", quantity: 1, total: "$50.00" }],
        total: "$50.00",
        url: "http://localhost:3000/profile",
      },
    });
    await mailer.close();

    const files = (await readdir(outboxDir)).sort();
    expect(files.filter((name) => name.endsWith(".eml"))).toHaveLength(2);
    expect(files.filter((name) => name.endsWith(".json"))).toHaveLength(2);
    expect(files.some((name) => name.startsWith("."))).toBe(false);

    const messages = await readOutbox(outboxDir);
    expect(messages.map((message) => message.to)).toEqual(["sam@example.com", "noor@example.com"]);
    const [reset, order] = messages;
    expect(reset).toMatchObject({
      subject: "Reset your password",
      locale: "en",
      template: "reset-password",
      links: [resetUrl],
    });
    expect(reset!.text).toContain(resetUrl);
    expect(order!.subject).toBe("تأكيد الطلب رقم ORD-7");
    expect(order!.html).toContain('dir="rtl"');

    // The .eml is a real RFC 822 message.
    const raw = await readFile(path.join(outboxDir, order!.eml), "utf8");
    expect(sent.emlPath).toBe(path.join(outboxDir, order!.eml));
    const { headers } = splitMessage(raw);
    expect(headerValue(headers, "To")).toBe("noor@example.com");
    expect(headerValue(headers, "From")).toBe("Travel Services <no-reply@localhost>");
    expect(headerValue(headers, "Message-ID")).toBeTruthy();
    expect(decodeWords(headerValue(headers, "Subject")!)).toBe("تأكيد الطلب رقم ORD-7");
    expect(partOf(raw, "text/plain")).toContain("رقم الطلب: ORD-7");

    const logged = records.filter((record) => Array.isArray(record.links));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      to: "sam@example.com",
      subject: "Reset your password",
      links: [resetUrl],
    });
  });
  it("lists only our own links in the JSON sidecar, whatever the customer typed", async () => {
    const { logger } = memoryLogger();
    const mailer = createMailer({ from: "Travel Services <no-reply@localhost>", outboxDir, logger });
    await mailer.send({
      to: "lina@example.com",
      locale: "en",
      template: () => import("./templates/booking-confirmation.server.tsx"),
      data: {
        name: "Lina www.evil.example http://evil.example",
        reference: "BK-1",
        packageName: "Petra",
        travelDate: "1 July 2030",
        travellers: 2,
        total: "$1,520.00",
        url: "https://x.test/b",
      },
    });
    await mailer.close();
    const [message] = await readOutbox(outboxDir);
    expect(message!.links).toEqual(["https://x.test/b"]);
    expect(message!.text).toContain("Hello Lina www[.]evil.example hxxp[:]//evil.example,");
    const raw = await readFile(path.join(outboxDir, message!.eml), "utf8");
    expect(partOf(raw, "text/plain")).not.toContain("http://evil");
    expect(partOf(raw, "text/html")).not.toContain("http://evil");
  });

  it("attaches the eSIM QR code as an inline PNG in the .eml", async () => {
    const { logger } = memoryLogger();
    const mailer = createMailer({ from: "Travel Services <no-reply@localhost>", outboxDir, logger });
    const png = Buffer.from("89504e470d0a1a0a0000", "hex");
    await mailer.send({
      to: "omar@example.com",
      locale: "ar",
      template: () => import("./templates/esim-activation.server.tsx"),
      data: {
        name: "عمر",
        orderNumber: "ORD-9",
        planName: "اليابان 5 غيغابايت",
        activationCode: "LPA:1$smdp.example.com$XYZ",
        qrPng: png,
        url: "http://localhost:3000/orders/9?lng=ar",
      },
    });
    await mailer.close();
    const [message] = await readOutbox(outboxDir);
    expect(message!.template).toBe("esim-activation");
    expect(message!.text).toContain("LPA:1$smdp.example.com$XYZ");
    const raw = await readFile(path.join(outboxDir, message!.eml), "utf8");
    expect(raw).toMatch(/Content-Type: image\/png/);
    expect(raw).toContain("Content-ID: <esim-qr@travel-services>");
    expect(raw).toContain(png.toString("base64"));
    expect(partOf(raw, "text/html")).toContain('src="cid:esim-qr@travel-services"');
  });
});
