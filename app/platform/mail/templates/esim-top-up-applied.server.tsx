import { Action, defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface EsimTopUpApplied {
  name: string;
  /** The order line's name: the package and the eSIM it was added to. */
  topUp: string;
  orderNumber: string;
  url: string;
}

export default defineMail<EsimTopUpApplied>({
  name: "esim-top-up-applied",
  subject: ({ t }) => t("esimTopUpApplied.subject"),
  heading: ({ t }) => t("esimTopUpApplied.heading"),
  preview: ({ t, data }) => t("esimTopUpApplied.preview", { topUp: data.topUp }),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("esimTopUpApplied.intro")}</Paragraph>
      <Summary
        title={t("esimTopUpApplied.summary")}
        rows={[
          [t("esimTopUpApplied.topUp"), data.topUp],
          [t("esimTopUpApplied.orderNumber"), data.orderNumber],
        ]}
      />
      <Paragraph>{t("esimTopUpApplied.howTo")}</Paragraph>
      <Action href={data.url} label={t("esimTopUpApplied.action")} />
    </>
  ),
  example: {
    name: "Ann",
    topUp: "3 GB · 30 days for Türkiye · 5 GB",
    orderNumber: "ORD-42",
    url: "https://x.test/o/42",
  },
});
