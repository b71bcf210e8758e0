import { defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface BookingConfirmation {
  name: string;
  packageName: string;
  travelDate: string;
  travellers: number | string;
  total: string;
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
          [t("bookingConfirmation.package"), data.packageName],
          [t("bookingConfirmation.travelDate"), data.travelDate],
          [t("bookingConfirmation.travellers"), String(data.travellers)],
          [t("bookingConfirmation.total"), data.total],
        ]}
      />
      <Paragraph>{t("bookingConfirmation.next")}</Paragraph>
    </>
  ),
  example: {
    name: "Ann",
    packageName: "Bali <Escape>",
    travelDate: "2030-01-02",
    travellers: 2,
    total: "$1,200.00",
  },
});
