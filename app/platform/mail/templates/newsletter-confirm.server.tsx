import { Action, defineMail, Note, Paragraph } from "../layout.server.tsx";

/** Double opt-in: the address joins the list only when its owner follows this link. */
export interface NewsletterConfirm {
  /** blank: the list keeps no names */
  name: string;
  /** the confirmation page, signed and expiring, in the sign-up's language */
  url: string;
}

export default defineMail<NewsletterConfirm>({
  name: "newsletter-confirm",
  subject: ({ t }) => t("newsletter.confirm.subject"),
  heading: ({ t }) => t("newsletter.confirm.heading"),
  preview: ({ t }) => t("newsletter.confirm.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("newsletter.confirm.intro")}</Paragraph>
      <Action href={data.url} label={t("newsletter.confirm.action")} />
      <Note>{t("newsletter.confirm.expires")}</Note>
      <Note>{t("newsletter.confirm.ignore")}</Note>
    </>
  ),
  example: { name: "Ann", url: "https://x.test/newsletter/confirm?token=t" },
});
