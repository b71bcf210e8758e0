import { Action, defineMail, Paragraph, Summary } from "../layout.server.tsx";

/** One refund of an order, a booking or an application fee, however it was made (provider or marked by staff). */
export interface Refund {
  name: string;
  /** What the customer knows it by: the order number, the BK- booking reference or the tracking number. */
  reference: string;
  amount: string;
  /** What the money was for, each with its amount. */
  lines: { label: string; total: string }[];
  /** A booking refunded before it took place is cancelled with it. */
  bookingCancelled: boolean;
  url: string;
}

export default defineMail<Refund>({
  name: "refund",
  subject: ({ t, data }) => t("refund.subject", { reference: data.reference, amount: data.amount }),
  heading: ({ t }) => t("refund.heading"),
  preview: ({ t, data }) => t("refund.preview", { amount: data.amount }),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("refund.intro", { amount: data.amount, reference: data.reference })}</Paragraph>
      <Summary
        title={t("refund.summary")}
        rows={[
          [t("refund.reference"), data.reference],
          ...data.lines.map((line): [string, string] => [line.label, line.total]),
          [t("refund.amount"), data.amount],
          [t("refund.payment"), t("status:payment.refunded")],
        ]}
      />
      {data.bookingCancelled ? <Paragraph>{t("refund.bookingCancelled")}</Paragraph> : null}
      <Paragraph>{t("refund.timing")}</Paragraph>
      <Action href={data.url} label={t("refund.action")} />
    </>
  ),
  example: {
    name: "Ann",
    reference: "BK-3F9A12C0",
    amount: "$378.00",
    lines: [{ label: "Bali <Escape> × 2", total: "$378.00" }],
    bookingCancelled: true,
    url: "https://x.test/profile/bookings",
  },
});
