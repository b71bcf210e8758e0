import { Fragment, createElement as h } from "react";
import { type MailDefinition, Paragraph, Summary } from "./layout.server.ts";

/** A travel package booking received, awaiting confirmation by staff. */
export const bookingConfirmation: MailDefinition<"booking-confirmation"> = {
  subject: ({ t, data }) => t("bookingConfirmation.subject", { packageName: data.packageName }),
  heading: ({ t }) => t("bookingConfirmation.heading"),
  preview: ({ t }) => t("bookingConfirmation.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("bookingConfirmation.intro")),
      h(Summary, {
        title: t("bookingConfirmation.summary"),
        rows: [
          [t("bookingConfirmation.package"), data.packageName],
          [t("bookingConfirmation.travelDate"), data.travelDate],
          [t("bookingConfirmation.travellers"), String(data.travellers)],
          [t("bookingConfirmation.total"), data.total],
        ],
      }),
      h(Paragraph, null, t("bookingConfirmation.next")),
    ),
};
