import { Action, Code, defineMail, InlineImage, Note, Paragraph } from "../layout.server.tsx";

const cid = "esim-qr@travel-services";

export interface EsimActivation {
  name: string;
  orderNumber: string;
  planName: string;
  /** The LPA string, shown as text and as the QR code attached as an inline PNG. */
  activationCode: string;
  qrPng: Buffer;
  url: string;
}

export default defineMail<EsimActivation>({
  name: "esim-activation",
  subject: ({ t, data }) => t("esimActivation.subject", { orderNumber: data.orderNumber }),
  heading: ({ t }) => t("esimActivation.heading"),
  preview: ({ t }) => t("esimActivation.preview"),
  Body: ({ t, data }) => (
    <>
      <Paragraph>{t("esimActivation.intro", { planName: data.planName })}</Paragraph>
      <InlineImage cid={cid} alt={t("esimActivation.qrAlt", { planName: data.planName })} size={220} />
      <Paragraph>{t("esimActivation.howTo")}</Paragraph>
      <Code label={t("esimActivation.code")} value={data.activationCode} />
      <Action href={data.url} label={t("esimActivation.action")} />
      <Note>{t("esimActivation.keepSafe")}</Note>
    </>
  ),
  attachments: (data) => [{ filename: "esim-qr.png", contentType: "image/png", content: data.qrPng, cid }],
  example: {
    name: "Ann",
    orderNumber: "ORD-42",
    planName: "Japan 5 GB",
    activationCode: "LPA:1$smdp.example.com$ABC-123",
    qrPng: Buffer.from("png"),
    url: "https://x.test/o/42",
  },
});
