import { Fragment, createElement as h } from "react";
import { Action, Code, type MailDefinition, Paragraph, Summary } from "./layout.server.ts";

/** An application paid and submitted: its tracking number, what happens next and a link to the tracking page. */
export const applicationSubmitted: MailDefinition<"application-submitted"> = {
  subject: ({ t, data }) => t("application.submitted.subject", { trackingId: data.trackingId }),
  heading: ({ t }) => t("application.submitted.heading"),
  preview: ({ t }) => t("application.submitted.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("application.submitted.intro")),
      h(Code, { label: t("application.trackingNumber"), value: data.trackingId }),
      h(Summary, {
        title: t("application.summary"),
        rows: [
          [t("application.service"), t(`application.kinds.${data.kind}`)],
          ...(data.offer.trim() ? [[t("application.offer"), data.offer] as [string, string]] : []),
        ],
      }),
      h(Paragraph, null, t("application.submitted.next")),
      h(Paragraph, null, t("application.submitted.keep")),
      h(Action, { href: data.url, label: t("application.submitted.action") }),
    ),
};
