import { Fragment, createElement as h } from "react";
import { CONSULTANT_REPLY_HOURS } from "../domain/constants.ts";
import { type MailDefinition, type MailT, Note, Paragraph, Summary } from "./layout.server.ts";
import type { MailTemplateData } from "./mail.server.ts";

type Request = MailTemplateData["consultation-received"];

/**
 * The rows that say what was asked for, in the recipient's language: the service, and for incorporation the
 * country, business type, budget and timeline (a choice left blank reads "not given"). Shared with the staff
 * notification.
 */
export function requestRows(t: MailT, data: Request): [string, string][] {
  const rows: [string, string][] = [
    [t("consultation.reference"), data.reference],
    [t("consultation.service"), t(`consultation.topics.${data.topic}`)],
  ];
  if (data.topic === "business" && data.business) {
    const { country, businessType, budget, timeline } = data.business;
    rows.push(
      [t("consultation.country"), t(`consultation.countries.${country}`)],
      [t("consultation.businessType"), t(`consultation.businessTypes.${businessType}`)],
      [t("consultation.budget"), budget ? t(`consultation.budgets.${budget}`) : t("consultation.notGiven")],
      [
        t("consultation.timeline"),
        timeline ? t(`consultation.timelines.${timeline}`) : t("consultation.notGiven"),
      ],
    );
  }
  rows.push([t("consultation.phone"), data.phone]);
  return rows;
}

/**
 * The acknowledgement of a consultation request, to the address typed on the form, in the customer's language:
 * a consultant replies within 24 hours (spec §9), and a summary of the choices made. The free-text message and
 * company name stay out of it: this message goes to an address nobody has verified, so it carries nothing a
 * stranger could write to someone else.
 */
export const consultationReceived: MailDefinition<"consultation-received"> = {
  subject: ({ t, data }) => t("consultation.received.subject", { reference: data.reference }),
  heading: ({ t }) => t("consultation.received.heading"),
  preview: ({ t }) => t("consultation.received.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("consultation.received.intro")),
      h(Summary, { title: t("consultation.summary"), rows: requestRows(t, data) }),
      h(Paragraph, null, t("consultation.received.next", { hours: CONSULTANT_REPLY_HOURS })),
      h(Note, null, t("consultation.received.keep")),
    ),
};
