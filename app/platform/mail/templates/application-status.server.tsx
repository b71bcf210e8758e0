import { Fragment, createElement as h } from "react";
import { Action, type MailDefinition, Note, Paragraph, Summary } from "./layout.server.ts";

/** An application's status changed: the new status, what it means, the staff's note when there is one. */
export const applicationStatus: MailDefinition<"application-status"> = {
  subject: ({ t, data }) => t("application.status.subject", { trackingId: data.trackingId }),
  heading: ({ t }) => t("application.status.heading"),
  preview: ({ t }) => t("application.status.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("application.status.intro")),
      h(Summary, {
        title: t("application.summary"),
        rows: [
          [t("application.service"), t(`application.kinds.${data.kind}`)],
          [t("application.trackingNumber"), data.trackingId],
          [t("application.status.newStatus"), t(`application.statuses.${data.status}`)],
        ],
      }),
      h(Paragraph, null, t(`application.status.meaning.${data.status}`)),
      data.note.trim()
        ? h(Fragment, null, h(Note, null, t("application.status.note")), h(Paragraph, null, data.note))
        : null,
      h(Action, { href: data.url, label: t("application.status.action") }),
    ),
};
