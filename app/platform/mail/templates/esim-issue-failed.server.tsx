import { Action, defineMail, Note, Paragraph, Summary } from "../layout.server.tsx";

/** To the team: the provider could not issue an eSIM after every retry, so the customer waits for a person. */
export interface EsimIssueFailed {
  name: string;
  orderNumber: string;
  planName: string;
  customerEmail: string;
  provider: string;
  error: string;
  /** The order in the back office, where the code is typed or the provider asked again. */
  url: string;
}

export default defineMail<EsimIssueFailed>({
  name: "esim-issue-failed",
  subject: ({ t, data }) => t("esimIssueFailed.subject", { orderNumber: data.orderNumber }),
  heading: ({ t }) => t("esimIssueFailed.heading"),
  preview: ({ t }) => t("esimIssueFailed.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("esimIssueFailed.intro")}</Paragraph>
      <Summary
        title={t("esimIssueFailed.summary")}
        rows={[
          [t("esimIssueFailed.order"), data.orderNumber],
          [t("esimIssueFailed.plan"), data.planName],
          [t("esimIssueFailed.customer"), data.customerEmail],
          [t("esimIssueFailed.provider"), data.provider],
          [t("esimIssueFailed.error"), data.error],
        ]}
      />
      <Action href={data.url} label={t("esimIssueFailed.action")} />
      <Note>{t("esimIssueFailed.next")}</Note>
    </>
  ),
  example: {
    name: "Ann",
    orderNumber: "ORD-42",
    planName: "Japan 5 GB",
    customerEmail: "ann@example.com",
    provider: "airalo",
    error: "Request failed with status code: 503",
    url: "https://x.test/admin/orders/42",
  },
});
