import type { EducationServiceType } from "../../db/schema/consultations.ts";
import { CONSULTANT_REPLY_HOURS } from "../../domain/constants.ts";
import { defineMail, type MailT, Note, Paragraph, Summary } from "../layout.server.tsx";

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
    companyName: string;
    newsletter: boolean;
  };
}

/** Shared with the staff notification. */
export function requestRows(t: MailT, data: ConsultationMailData): [string, string][] {
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

// The message and company name stay out: the address is unverified, so a stranger could send this to
// someone else.
export default defineMail<ConsultationMailData>({
  name: "consultation-received",
  subject: ({ t, data }) => t("consultation.received.subject", { reference: data.reference }),
  heading: ({ t }) => t("consultation.received.heading"),
  preview: ({ t }) => t("consultation.received.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("consultation.received.intro")}</Paragraph>
      <Summary title={t("consultation.summary")} rows={requestRows(t, data)} />
      <Paragraph>{t("consultation.received.next", { hours: CONSULTANT_REPLY_HOURS })}</Paragraph>
      <Note>{t("consultation.received.keep")}</Note>
    </>
  ),
  example: { name: "Ann", reference: "CN-3F9A12C0", topic: "malaysia", phone: "+971501234567" },
});
