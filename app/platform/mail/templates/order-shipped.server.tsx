import { Action, defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface OrderShipped {
  name: string;
  orderNumber: string;
  carrier: string;
  trackingNumber: string;
  url: string;
}

export default defineMail<OrderShipped>({
  name: "order-shipped",
  subject: ({ t, data }) => t("orderShipped.subject", { orderNumber: data.orderNumber }),
  heading: ({ t }) => t("orderShipped.heading"),
  preview: ({ t }) => t("orderShipped.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("orderShipped.intro")}</Paragraph>
      <Summary
        title={t("orderShipped.summary")}
        rows={[
          [t("orderShipped.orderNumber"), data.orderNumber],
          [t("orderShipped.carrier"), data.carrier],
          [t("orderShipped.trackingNumber"), data.trackingNumber],
        ]}
      />
      <Paragraph>{t("orderShipped.howTo")}</Paragraph>
      <Action href={data.url} label={t("orderShipped.action")} />
    </>
  ),
  example: {
    name: "Ann",
    orderNumber: "ORD-42",
    carrier: "DHL Express",
    trackingNumber: "JD014600006281230703",
    url: "https://x.test/o/42",
  },
});
