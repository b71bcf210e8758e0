import { CONSULTANT_REPLY_HOURS } from "../../domain/constants.ts";
import type { Locale } from "../../i18n/localized.ts";
import { defineMail, Note, Paragraph, Summary } from "../layout.server.tsx";
import { type ConsultationMailData, requestRows } from "./consultation-received.server.tsx";

export interface ConsultationStaff extends ConsultationMailData {
  /** The customer as they gave their name; `name` (the greeting) is blank for the team's inbox. */
  customerName: string;
  email: string;
  /** The language the customer wrote in (and should be answered in). */
  customerLocale: Locale;
  signedIn: boolean;
  message: string;
}

/** Written in the customer's language, the one the consultant should reply in. */
export default defineMail<ConsultationStaff>({
  name: "consultation-staff",
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
    return (
      <>
        <Paragraph>{t("consultation.staff.intro", { hours: CONSULTANT_REPLY_HOURS })}</Paragraph>
        <Summary title={t("consultation.staff.customer")} rows={customer} />
        <Summary title={t("consultation.staff.request")} rows={request} />
        {data.message.trim() ? (
          <>
            <Note>{t("consultation.staff.message")}</Note>
            <Paragraph>{data.message}</Paragraph>
          </>
        ) : (
          <Note>{t("consultation.staff.noMessage")}</Note>
        )}
        <Note>{t("consultation.staff.replyIn", { language })}</Note>
      </>
    );
  },
  example: {
    name: "Ann",
    reference: "CN-3F9A12C0",
    topic: "business",
    phone: "+971501234567",
    business: {
      country: "singapore",
      businessType: "technology",
      budget: "5000-15000",
      timeline: "",
      companyName: "Harbour Labs",
      newsletter: true,
    },
    customerName: "Omar Haddad",
    email: "omar@example.com",
    customerLocale: "ar",
    signedIn: false,
    message: "We are two founders.",
  },
});
