import { Action, defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface BookingConfirmation {
  name: string;
  /** The BK- reference the customer quotes. */
  reference: string;
  packageName: string;
  travelDate: string;
  travellers: number | string;
  total: string;
  /** Where the customer sees the booking and pays it. */
  url: string;
}

export default defineMail<BookingConfirmation>({
  name: "booking-confirmation",
  subject: ({ t, data }) => t("bookingConfirmation.subject", { packageName: data.packageName }),
  heading: ({ t }) => t("bookingConfirmation.heading"),
  preview: ({ t }) => t("bookingConfirmation.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("bookingConfirmation.intro")}</Paragraph>
      <Summary
        title={t("bookingConfirmation.summary")}
        rows={[
          [t("bookingConfirmation.reference"), data.reference],
          [t("bookingConfirmation.package"), data.packageName],
          [t("bookingConfirmation.travelDate"), data.travelDate],
          [t("bookingConfirmation.travellers"), String(data.travellers)],
          [t("bookingConfirmation.total"), data.total],
          [t("bookingConfirmation.status"), t("status:booking.pending")],
          [t("bookingConfirmation.payment"), t("status:payment.pending")],
        ]}
      />
      <Paragraph>{t("bookingConfirmation.next")}</Paragraph>
      <Action href={data.url} label={t("bookingConfirmation.action")} />
    </>
  ),
  example: {
    name: "Ann",
    reference: "BK-3F9A12C0",
    packageName: "Bali <Escape>",
    travelDate: "2030-01-02",
    travellers: 2,
    total: "$1,200.00",
    url: "https://x.test/profile/bookings",
  },
});
