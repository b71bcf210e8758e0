import type { ApplicationKind } from "../../db/schema/applications.ts";
import { Action, defineMail, Note, Paragraph, Summary } from "../layout.server.tsx";

export interface ApplicationActionRequired {
  name: string;
  kind: ApplicationKind;
  trackingId: string;
  /** Staff's note in the applicant's language (never blank: staff must say what). */
  note: string;
  /** What to correct or upload again, listed in the applicant's language; "": see the note. */
  items: string;
  /** The form, opened on this application. */
  url: string;
}

export default defineMail<ApplicationActionRequired>({
  name: "application-action-required",
  subject: ({ t, data }) => t("application.actionRequired.subject", { trackingId: data.trackingId }),
  heading: ({ t }) => t("application.actionRequired.heading"),
  preview: ({ t }) => t("application.actionRequired.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("application.actionRequired.intro")}</Paragraph>
      <Summary
        title={t("application.summary")}
        rows={[
          [t("application.service"), t(`application.kinds.${data.kind}`)],
          [t("application.trackingNumber"), data.trackingId],
          ...(data.items ? [[t("application.actionRequired.items"), data.items] as [string, string]] : []),
        ]}
      />
      <Note>{t("application.status.note")}</Note>
      <Paragraph>{data.note}</Paragraph>
      <Paragraph>{t("application.actionRequired.how")}</Paragraph>
      <Action href={data.url} label={t("application.actionRequired.action")} />
    </>
  ),
  example: {
    name: "Ann",
    kind: "visa",
    trackingId: "VISA-01JZ8K3QX-7M2Q4X8Z1KD0P",
    note: "The passport copy is blurred: please upload a sharper scan.",
    items: "Passport copy",
    url: "https://x.test/visa-application-form?resubmit=VISA-01JZ8K3QX-7M2Q4X8Z1KD0P",
  },
});
