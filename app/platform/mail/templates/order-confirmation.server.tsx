import { Fragment, createElement as h } from "react";
import { Action, type MailDefinition, Paragraph, Summary } from "./layout.server.ts";

/** A paid order: its number, one row per line, the total and a link to the order page. */
export const orderConfirmation: MailDefinition<"order-confirmation"> = {
  subject: ({ t, data }) => t("orderConfirmation.subject", { orderNumber: data.orderNumber }),
  heading: ({ t }) => t("orderConfirmation.heading"),
  preview: ({ t }) => t("orderConfirmation.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("orderConfirmation.intro")),
      h(Summary, {
        title: t("orderConfirmation.summary"),
        rows: [
          [t("orderConfirmation.orderNumber"), data.orderNumber],
          ...data.lines.map((line): [string, string] => [
            t("orderConfirmation.line", { name: line.name, quantity: line.quantity }),
            line.total,
          ]),
          [t("orderConfirmation.total"), data.total],
        ],
      }),
      h(Action, { href: data.url, label: t("orderConfirmation.action") }),
    ),
};
