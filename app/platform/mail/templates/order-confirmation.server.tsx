import { Action, defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface OrderConfirmation {
  name: string;
  orderNumber: string;
  /** One row per line: the name, the quantity and the formatted line total. */
  lines: { name: string; quantity: number; total: string }[];
  total: string;
  url: string;
}

export default defineMail<OrderConfirmation>({
  name: "order-confirmation",
  subject: ({ t, data }) => t("orderConfirmation.subject", { orderNumber: data.orderNumber }),
  heading: ({ t }) => t("orderConfirmation.heading"),
  preview: ({ t }) => t("orderConfirmation.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("orderConfirmation.intro")}</Paragraph>
      <Summary
        title={t("orderConfirmation.summary")}
        rows={[
          [t("orderConfirmation.orderNumber"), data.orderNumber],
          ...data.lines.map((line): [string, string] => [
            t("orderConfirmation.line", { name: line.name, quantity: line.quantity }),
            line.total,
          ]),
          [t("orderConfirmation.total"), data.total],
        ]}
      />
      <Action href={data.url} label={t("orderConfirmation.action")} />
    </>
  ),
  example: {
    name: "Ann",
    orderNumber: "ORD-42",
    lines: [{ name: "Japan 5 GB", quantity: 2, total: "$9.00" }],
    total: "$9.00",
    url: "https://x.test/o/42",
  },
});
