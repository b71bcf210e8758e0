import { Fragment, createElement as h } from "react";
import { Action, type MailDefinition, Paragraph, Summary } from "./layout.server.ts";

/** The order's goods are on their way: the carrier, the tracking number and a link to the order page. */
export const orderShipped: MailDefinition<"order-shipped"> = {
  subject: ({ t, data }) => t("orderShipped.subject", { orderNumber: data.orderNumber }),
  heading: ({ t }) => t("orderShipped.heading"),
  preview: ({ t }) => t("orderShipped.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("orderShipped.intro")),
      h(Summary, {
        title: t("orderShipped.summary"),
        rows: [
          [t("orderShipped.orderNumber"), data.orderNumber],
          [t("orderShipped.carrier"), data.carrier],
          [t("orderShipped.trackingNumber"), data.trackingNumber],
        ],
      }),
      h(Paragraph, null, t("orderShipped.howTo")),
      h(Action, { href: data.url, label: t("orderShipped.action") }),
    ),
};
