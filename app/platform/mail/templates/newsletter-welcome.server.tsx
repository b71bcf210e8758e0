import { Fragment, createElement as h } from "react";
import { Action, type MailDefinition, Paragraph } from "./layout.server.ts";

/**
 * The first newsletter e-mail: sent when an address joins the list (or comes back to it). Like every
 * newsletter e-mail it goes out with its unsubscribe link and headers (features/newsletter sends it).
 */
export const newsletterWelcome: MailDefinition<"newsletter-welcome"> = {
  subject: ({ t }) => t("newsletter.welcome.subject"),
  heading: ({ t }) => t("newsletter.welcome.heading"),
  preview: ({ t }) => t("newsletter.welcome.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("newsletter.welcome.intro")),
      h(Paragraph, null, t("newsletter.welcome.promise")),
      h(Action, { href: data.url, label: t("newsletter.welcome.action") }),
    ),
};
