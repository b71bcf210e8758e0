import { Fragment, createElement as h } from "react";
import { CONSULTANT_REPLY_HOURS } from "../domain/constants.ts";
import { requestRows } from "./consultation-received.server.ts";
import { type MailDefinition, Note, Paragraph, Summary } from "./layout.server.ts";

/**
 * A new consultation request, to the staff address (STAFF_EMAIL): who asked, how to reach them, what they asked
 * for and their message. Written in the customer's language, the one the consultant should reply in.
 */
export const consultationStaff: MailDefinition<"consultation-staff"> = {
  subject: ({ t, data }) => t("consultation.staff.subject", { reference: data.reference }),
  heading: ({ t }) => t("consultation.staff.heading"),
  preview: ({ t }) => t("consultation.staff.preview"),
  Body: ({ t, data }) => {
    const language = t(`consultation.languages.${data.customerLocale}`);
    const customer: [string, string][] = [
      [t("consultation.staff.name"), data.customerName],
      [t("consultation.staff.email"), data.email],
      [t("consultation.phone"), data.phone],
      [t("consultation.staff.language"), language],
      [
        t("consultation.staff.account"),
        data.signedIn ? t("consultation.staff.signedIn") : t("consultation.staff.visitor"),
      ],
    ];
    const request = requestRows(t, data).filter(([label]) => label !== t("consultation.phone"));
    if (data.business) {
      request.push(
        [t("consultation.companyName"), data.business.companyName || t("consultation.notGiven")],
        [
          t("consultation.staff.newsletter"),
          data.business.newsletter
            ? t("consultation.staff.newsletterYes")
            : t("consultation.staff.newsletterNo"),
        ],
      );
    }
    return h(
      Fragment,
      null,
      h(Paragraph, null, t("consultation.staff.intro", { hours: CONSULTANT_REPLY_HOURS })),
      h(Summary, { title: t("consultation.staff.customer"), rows: customer }),
      h(Summary, { title: t("consultation.staff.request"), rows: request }),
      data.message.trim()
        ? h(Fragment, null, h(Note, null, t("consultation.staff.message")), h(Paragraph, null, data.message))
        : h(Note, null, t("consultation.staff.noMessage")),
      h(Note, null, t("consultation.staff.replyIn", { language })),
    );
  },
};
