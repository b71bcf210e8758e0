import type { ApplicationKind } from "../../db/schema/applications.ts";
import { FEE_POLICY_DEFAULT_KEY } from "../../domain/offer-terms.ts";
import { applicationStatusLabel } from "../../domain/status-labels.ts";
import { Action, defineMail, Note, Paragraph, Summary } from "../layout.server.tsx";

export interface ApplicationRejected {
  name: string;
  kind: ApplicationKind;
  trackingId: string;
  /** Staff's note in the applicant's language; blank for none. */
  note: string;
  /** The fee, formatted; "" when nothing was paid. */
  fee: string;
  /** Refunded in the same step as the rejection. */
  refunded: boolean;
  /** The offer's fee policy as the offer shows it; null: the shop's default words. */
  policy: string | null;
  url: string;
}

export default defineMail<ApplicationRejected>({
  name: "application-rejected",
  subject: ({ t, data }) => t("application.status.subject", { trackingId: data.trackingId }),
  heading: ({ t }) => t("application.status.heading"),
  preview: ({ t }) => t("application.status.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("application.status.meaning.rejected")}</Paragraph>
      <Summary
        title={t("application.summary")}
        rows={[
          [t("application.service"), t(`application.kinds.${data.kind}`)],
          [t("application.trackingNumber"), data.trackingId],
          [t("application.status.newStatus"), t(applicationStatusLabel("rejected").key)],
          ...(data.fee ? [[t("application.rejected.fee"), data.fee] as [string, string]] : []),
        ]}
      />
      {data.note.trim() ? (
        <>
          <Note>{t("application.status.note")}</Note>
          <Paragraph>{data.note}</Paragraph>
        </>
      ) : null}
      <Note>{t("common:offerTerms.feePolicy")}</Note>
      <Paragraph>
        {data.refunded
          ? t("application.rejected.refunded", { amount: data.fee })
          : (data.policy ?? t(FEE_POLICY_DEFAULT_KEY))}
      </Paragraph>
      <Action href={data.url} label={t("application.status.action")} />
    </>
  ),
  example: {
    name: "Ann",
    kind: "visa",
    trackingId: "VISA-01JZ8K3QX-7M2Q4X8Z1KD0P",
    note: "The embassy did not accept it.",
    fee: "$89.00",
    refunded: true,
    policy: null,
    url: "https://x.test/application-tracking?id=VISA-01JZ8K3QX-7M2Q4X8Z1KD0P",
  },
});
