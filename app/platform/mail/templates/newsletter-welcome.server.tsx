import { Action, defineMail, Paragraph } from "../layout.server.tsx";

export interface NewsletterWelcome {
  /** blank: the list keeps no names */
  name: string;
  /** the home page, in the subscriber's language */
  url: string;
}

export default defineMail<NewsletterWelcome>({
  name: "newsletter-welcome",
  subject: ({ t }) => t("newsletter.welcome.subject"),
  heading: ({ t }) => t("newsletter.welcome.heading"),
  preview: ({ t }) => t("newsletter.welcome.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("newsletter.welcome.intro")}</Paragraph>
      <Paragraph>{t("newsletter.welcome.promise")}</Paragraph>
      <Action href={data.url} label={t("newsletter.welcome.action")} />
    </>
  ),
  example: { name: "Ann", url: "https://x.test/?lng=en" },
});
