import { Action, defineMail, Note, Paragraph } from "../layout.server.tsx";

/** Sent on sign-up (and on sign-in while unverified): confirms the address of the account. */
export default defineMail<{ name: string; url: string }>({
  name: "verify-email",
  subject: ({ t }) => t("verifyEmail.subject"),
  heading: ({ t }) => t("verifyEmail.heading"),
  preview: ({ t }) => t("verifyEmail.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("verifyEmail.intro")}</Paragraph>
      <Action href={data.url} label={t("verifyEmail.action")} />
      <Note>{t("verifyEmail.ignore")}</Note>
    </>
  ),
  example: { name: "Ann", url: "https://x.test/v?t=1" },
});
