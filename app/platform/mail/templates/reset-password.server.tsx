import { Action, defineMail, Note, Paragraph } from "../layout.server.tsx";

export default defineMail<{ name: string; url: string }>({
  name: "reset-password",
  subject: ({ t }) => t("resetPassword.subject"),
  heading: ({ t }) => t("resetPassword.heading"),
  preview: ({ t }) => t("resetPassword.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("resetPassword.intro")}</Paragraph>
      <Action href={data.url} label={t("resetPassword.action")} />
      <Note>{t("resetPassword.expiry")}</Note>
      <Note>{t("resetPassword.ignore")}</Note>
    </>
  ),
  example: { name: "Ann", url: "https://x.test/r" },
});
