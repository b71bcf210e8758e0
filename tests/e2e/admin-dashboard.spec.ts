import { statusesOf } from "../../app/platform/domain/status-machines.ts";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import { loadMessages, text } from "./support.ts";
import { expect, test } from "./test.ts";

// The admin dashboard and audit log in English and Arabic (issue 14 items 2 and 10): the cards and the chart, a
// figure's link with its filter, the audit log's list (or its empty state) and an entry's diff.

const admin = (lang: string) => loadMessages(lang, "admin");

for (const lang of ["en", "ar"] as const) {
  const m = admin(lang);
  const t = (key: string) => text(m, key);

  test.describe(`admin dashboard and audit log (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB", extraHTTPHeaders: { "accept-language": lang } });

    test.beforeEach(async ({ page, baseURL }) => {
      const response = await page.request.post("/api/auth/sign-in/email", {
        headers: { origin: new URL(baseURL!).origin },
        data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
      });
      expect(response.status()).toBe(200);
    });

    test("the dashboard shows its figures and the chart; a figure links to its filtered list", async ({
      page,
    }) => {
      await page.goto(`/admin?lng=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: t("dashboard.title") })).toBeVisible();
      // One figure per application status, "action required" included.
      await expect(page.getByTestId("dashboard-figure")).toHaveCount(
        3 + 3 + 2 + 3 + statusesOf("application").length,
      );
      await expect(page.getByRole("link", { name: t("dashboard.users.total") })).toBeVisible();
      await expect(page.getByRole("heading", { name: t("dashboard.chart.title") })).toBeVisible();
      await expect(page.getByTestId("orders-chart").locator("svg.recharts-surface")).toBeVisible();
      // the same figures as a table: 30 days
      await page.getByText(t("dashboard.chart.showTable")).click();
      await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(30);

      const pending = page.getByRole("link", { name: t("dashboard.waiting.bookings") });
      await expect(pending).toHaveAttribute("href", /\/admin\/bookings\?status=pending/);
      await expect(page.getByRole("link", { name: t("dashboard.waiting.education") })).toHaveAttribute(
        "href",
        /\/admin\/consultations\/education\?status=new/,
      );
      await pending.click();
      await expect(page).toHaveURL(/\/admin\/bookings\?status=pending/);
    });

    test("the audit log lists entries (or says there are none) and opens one", async ({ page }) => {
      await page.goto(`/admin?lng=${lang}`);
      await page
        .getByRole("navigation", { name: t("shell.navigation") })
        .first()
        .getByRole("link", { name: t("nav.audit") })
        .click();
      await expect(page).toHaveURL(/\/admin\/audit/);
      await expect(page.getByRole("heading", { level: 1, name: t("audit.title") })).toBeVisible();
      const rows = page.getByRole("table", { name: t("audit.caption") }).locator("tbody tr");
      const first = rows.first().getByRole("link");
      if ((await first.count()) === 0) {
        await expect(page.getByText(t("audit.empty"))).toBeVisible();
        return;
      }
      await first.click();
      await expect(page).toHaveURL(/\/admin\/audit\/[0-9a-f-]{36}/);
      await expect(page.getByRole("heading", { name: t("audit.changes") })).toBeVisible();
      await page.getByRole("link", { name: t("audit.back") }).click();
      await expect(page).toHaveURL(/\/admin\/audit/);
    });
  });
}
