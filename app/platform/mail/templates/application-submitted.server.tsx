import type { ApplicationKind } from "../../db/schema/applications.ts";
import { type ProcessingTime, processingTimeText } from "../../domain/offer-terms.ts";
import { Action, Code, defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface ApplicationSubmitted {
  name: string;
  kind: ApplicationKind;
  trackingId: string;
  /** blank when the offer is gone */
  offer: string;
  /** The offer's, as the offer shows it; null when the offer is gone. */
  processing: ProcessingTime | null;
  url: string;
}

export default defineMail<ApplicationSubmitted>({
  name: "application-submitted",
  subject: ({ t, data }) => t("application.submitted.subject", { trackingId: data.trackingId }),
  heading: ({ t }) => t("application.submitted.heading"),
  preview: ({ t }) => t("application.submitted.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("application.submitted.intro")}</Paragraph>
      <Code label={t("application.trackingNumber")} value={data.trackingId} />
      <Summary
        title={t("application.summary")}
        rows={[
          [t("application.service"), t(`application.kinds.${data.kind}`)],
          ...(data.offer.trim() ? [[t("application.offer"), data.offer] as [string, string]] : []),
          ...(data.processing
            ? [
                [t("common:offerTerms.processing"), processingTimeText(t, data.processing)] as [
                  string,
                  string,
                ],
              ]
            : []),
        ]}
      />
      <Paragraph>
        {data.processing
          ? t("application.submitted.nextWithTime", { time: processingTimeText(t, data.processing) })
          : t("application.submitted.next")}
      </Paragraph>
      <Paragraph>{t("application.submitted.keep")}</Paragraph>
      <Action href={data.url} label={t("application.submitted.action")} />
    </>
  ),
  example: {
    name: "Ann",
    kind: "visa",
    trackingId: "VISA-01JZ8K3QX-7M2Q4X8Z1KD0P",
    offer: "Turkey e-Visa",
    processing: { days: 3 },
    url: "https://x.test/application-tracking?id=VISA-01JZ8K3QX-7M2Q4X8Z1KD0P",
  },
});
