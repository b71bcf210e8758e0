import { Fragment, createElement as h } from "react";
import { Action, Code, InlineImage, type MailDefinition, Note, Paragraph } from "./layout.server.ts";

const cid = "esim-qr@travel-services";

/** The eSIM of a paid order: its QR code (an inline PNG) and the same activation code as text. */
export const esimActivation: MailDefinition<"esim-activation"> = {
  subject: ({ t, data }) => t("esimActivation.subject", { orderNumber: data.orderNumber }),
  heading: ({ t }) => t("esimActivation.heading"),
  preview: ({ t }) => t("esimActivation.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("esimActivation.intro", { planName: data.planName })),
      h(InlineImage, { cid, alt: t("esimActivation.qrAlt", { planName: data.planName }), size: 220 }),
      h(Paragraph, null, t("esimActivation.howTo")),
      h(Code, { label: t("esimActivation.code"), value: data.activationCode }),
      h(Action, { href: data.url, label: t("esimActivation.action") }),
      h(Note, null, t("esimActivation.keepSafe")),
    ),
  attachments: (data) => [{ filename: "esim-qr.png", contentType: "image/png", content: data.qrPng, cid }],
};
