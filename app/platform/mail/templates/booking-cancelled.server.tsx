import type { PaymentStatus } from "../../db/schema/index.ts";
import { Action, defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface BookingCancelled {
  name: string;
  reference: string;
  packageName: string;
  travelDate: string;
  travellers: number | string;
  paymentStatus: PaymentStatus;
  url: string;
}

export default defineMail<BookingCancelled>({
  name: "booking-cancelled",
  subject: ({ t, data }) => t("bookingCancelled.subject", { reference: data.reference }),
  heading: ({ t }) => t("bookingCancelled.heading"),
  preview: ({ t, data }) => t("bookingCancelled.preview", { reference: data.reference }),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("bookingCancelled.intro", { reference: data.reference })}</Paragraph>
      <Summary
        title={t("bookingConfirmation.summary")}
        rows={[
          [t("bookingConfirmation.reference"), data.reference],
          [t("bookingConfirmation.package"), data.packageName],
          [t("bookingConfirmation.travelDate"), data.travelDate],
          [t("bookingConfirmation.travellers"), String(data.travellers)],
          [t("bookingConfirmation.status"), t("status:booking.cancelled")],
          [t("bookingConfirmation.payment"), t(`status:payment.${data.paymentStatus}`)],
        ]}
      />
      {/* Money still held is refunded by a separate step, which sends its own e-mail. */}
      {data.paymentStatus === "paid" ? <Paragraph>{t("bookingCancelled.paid")}</Paragraph> : null}
      <Paragraph>{t("bookingCancelled.question")}</Paragraph>
      <Action href={data.url} label={t("bookingCancelled.action")} />
    </>
  ),
  example: {
    name: "Ann",
    reference: "BK-3F9A12C0",
    packageName: "Bali <Escape>",
    travelDate: "2 January 2030",
    travellers: 2,
    paymentStatus: "paid",
    url: "https://x.test/profile/bookings",
  },
});
