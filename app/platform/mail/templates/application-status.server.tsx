import type { ApplicationKind, ApplicationStatus } from "../../db/schema/applications.ts";
import { applicationStatusLabel } from "../../domain/status-labels.ts";
import { Action, defineMail, Note, Paragraph, Summary } from "../layout.server.tsx";

export interface ApplicationStatusChange {
  name: string;
  kind: ApplicationKind;
  trackingId: string;
  status: ApplicationStatus;
  /** The staff's note in the applicant's language; blank for none. */
  note: string;
  url: string;
}

export default defineMail<ApplicationStatusChange>({
  name: "application-status",
  subject: ({ t, data }) => t("application.status.subject", { trackingId: data.trackingId }),
  heading: ({ t }) => t("application.status.heading"),
  preview: ({ t }) => t("application.status.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("application.status.intro")}</Paragraph>
      <Summary
        title={t("application.summary")}
        rows={[
          [t("application.service"), t(`application.kinds.${data.kind}`)],
          [t("application.trackingNumber"), data.trackingId],
          [t("application.status.newStatus"), t(applicationStatusLabel(data.status).key)],
        ]}
      />
      <Paragraph>{t(`application.status.meaning.${data.status}`)}</Paragraph>
      {data.note.trim() ? (
        <>
          <Note>{t("application.status.note")}</Note>
          <Paragraph>{data.note}</Paragraph>
        </>
      ) : null}
      <Action href={data.url} label={t("application.status.action")} />
    </>
  ),
  example: {
    name: "Ann",
    kind: "international-driving-license",
    trackingId: "IDL-01JZ8K3QX-7M2Q4X8Z1KD0P",
    status: "approved",
    note: "Your permit is on its way.",
    url: "https://x.test/application-tracking?id=IDL-01JZ8K3QX-7M2Q4X8Z1KD0P",
  },
});
