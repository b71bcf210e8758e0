import { Fragment, createElement as h } from "react";
import { Action, type MailDefinition, Note, Paragraph } from "./layout.server.ts";

/** The link to choose a new password, asked for on the sign-in dialog. */
export const resetPassword: MailDefinition<"reset-password"> = {
  subject: ({ t }) => t("resetPassword.subject"),
  heading: ({ t }) => t("resetPassword.heading"),
  preview: ({ t }) => t("resetPassword.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("resetPassword.intro")),
      h(Action, { href: data.url, label: t("resetPassword.action") }),
      h(Note, null, t("resetPassword.expiry")),
      h(Note, null, t("resetPassword.ignore")),
    ),
};
