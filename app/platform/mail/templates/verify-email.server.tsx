import { Fragment, createElement as h } from "react";
import { Action, type MailDefinition, Note, Paragraph } from "./layout.server.ts";

/** Sent on sign-up (and on sign-in while unverified): confirms the address of the account. */
export const verifyEmail: MailDefinition<"verify-email"> = {
  subject: ({ t }) => t("verifyEmail.subject"),
  heading: ({ t }) => t("verifyEmail.heading"),
  preview: ({ t }) => t("verifyEmail.preview"),
  Body: ({ t, data }) =>
    h(
      Fragment,
      null,
      h(Paragraph, null, t("verifyEmail.intro")),
      h(Action, { href: data.url, label: t("verifyEmail.action") }),
      h(Note, null, t("verifyEmail.ignore")),
    ),
};
