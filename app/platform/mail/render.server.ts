/**
 * Renders one e-mail with its template (one file per template in this folder) to HTML and plain text,
 * in the recipient's language. Loaded by mail.server.ts on the first message.
 */
import { render, toPlainText } from "@react-email/components";
import { createElement as h } from "react";
import ar from "../../locales/ar/mail.json" with { type: "json" };
import en from "../../locales/en/mail.json" with { type: "json" };
import { createI18nInstance } from "../i18n/instance.ts";
import type { Locale } from "../i18n/localized.ts";
import { applicationStatus } from "./application-status.server.ts";
import { applicationSubmitted } from "./application-submitted.server.ts";
import { bookingConfirmation } from "./booking-confirmation.server.ts";
import { consultationReceived } from "./consultation-received.server.ts";
import { consultationStaff } from "./consultation-staff.server.ts";
import { esimActivation } from "./esim-activation.server.ts";
import { type MailDefinition, MailLayout, type MailT, textOptions } from "./layout.server.ts";
import type { MailAttachment, MailRequest, MailTemplate } from "./mail.server.ts";
import { newsletterWelcome } from "./newsletter-welcome.server.ts";
import { orderConfirmation } from "./order-confirmation.server.ts";
import { orderShipped } from "./order-shipped.server.ts";
import { resetPassword } from "./reset-password.server.ts";
import { verifyEmail } from "./verify-email.server.ts";

const templates: { [T in MailTemplate]: MailDefinition<T> } = {
  "verify-email": verifyEmail,
  "reset-password": resetPassword,
  "booking-confirmation": bookingConfirmation,
  "consultation-received": consultationReceived,
  "consultation-staff": consultationStaff,
  "order-confirmation": orderConfirmation,
  "esim-activation": esimActivation,
  "order-shipped": orderShipped,
  "application-submitted": applicationSubmitted,
  "application-status": applicationStatus,
  "newsletter-welcome": newsletterWelcome,
};

const translators = new Map<Locale, MailT>();

/**
 * The "mail" namespace in one language. Its own i18next instance rather than `translator()`: no page
 * shows these strings, so they stay out of the bundle the root loader sends every page.
 */
export function mailTranslator(locale: Locale): MailT {
  let t = translators.get(locale);
  if (!t) {
    const i18n = createI18nInstance(locale, { mail: locale === "ar" ? ar : en });
    // The pages' typed resources (app/i18next.d.ts) leave this namespace out; MailKey types its keys.
    t = i18n.getFixedT(locale, "mail" as never) as unknown as MailT;
    translators.set(locale, t);
  }
  return t;
}

export async function renderTemplate(
  request: MailRequest,
): Promise<{ subject: string; html: string; text: string; attachments: MailAttachment[] }> {
  const template: MailDefinition<MailTemplate> = templates[request.template];
  const t = mailTranslator(request.locale);
  const props = { data: request.data, t };
  const subject = template.subject(props);
  const html = await render(
    h(MailLayout, {
      locale: request.locale,
      t,
      subject,
      heading: template.heading(props),
      preview: template.preview(props),
      name: request.data.name,
      body: h(template.Body, props),
      unsubscribeUrl: request.unsubscribe?.url,
    }),
  );
  return {
    subject,
    // React Email's XHTML doctype names a URL; the HTML5 one keeps the message free of any URL but ours.
    html: html.replace(/^<!DOCTYPE[^>]*>/i, "<!DOCTYPE html>"),
    text: `${toPlainText(html, textOptions).trim()}\n`,
    attachments: template.attachments?.(request.data) ?? [],
  };
}
