import { Action, defineMail, Paragraph, Summary } from "../layout.server.tsx";

export interface EsimLowData {
  name: string;
  esim: string;
  /** What the provider announced: data used up to a share, or the days left before it expires. */
  notice: { kind: "data"; remainingPercent: number | null } | { kind: "expiry"; days: number };
  /** "1.2 GB", when known. */
  dataLeft: string | null;
  url: string;
}

export default defineMail<EsimLowData>({
  name: "esim-low-data",
  subject: ({ t, data }) =>
    data.notice.kind === "expiry" ? t("esimLowData.subjectExpiry") : t("esimLowData.subject"),
  heading: ({ t, data }) =>
    data.notice.kind === "expiry" ? t("esimLowData.headingExpiry") : t("esimLowData.heading"),
  preview: ({ t, data }) => t("esimLowData.preview", { esim: data.esim }),
  Body: ({ t, data }) => {
    const { notice } = data;
    const rows: [string, string][] = [[t("esimLowData.esim"), data.esim]];
    if (notice.kind === "expiry") rows.push([t("esimLowData.daysLeft"), String(notice.days)]);
    const percent =
      notice.kind === "data" && notice.remainingPercent !== null ? `${notice.remainingPercent}%` : null;
    const left = data.dataLeft && percent ? `${data.dataLeft} (${percent})` : (data.dataLeft ?? percent);
    if (left) rows.push([t("esimLowData.dataLeft"), left]);
    return (
      <>
        <Paragraph>
          {t(notice.kind === "expiry" ? "esimLowData.introExpiry" : "esimLowData.intro", { esim: data.esim })}
        </Paragraph>
        <Summary title={t("esimLowData.summary")} rows={rows} />
        <Paragraph>{t("esimLowData.howTo")}</Paragraph>
        <Action href={data.url} label={t("esimLowData.action")} />
      </>
    );
  },
  example: {
    name: "Ann",
    esim: "Türkiye · 5 GB",
    notice: { kind: "data", remainingPercent: 10 },
    dataLeft: "512 MB",
    url: "https://x.test/profile/esims/1/top-up",
  },
});
