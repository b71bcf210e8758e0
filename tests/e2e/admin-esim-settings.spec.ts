import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import { expectAccessible, loadMessages, screenshots, text } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

// The eSIM provider settings in English and Arabic: the stand-in's simulated outage saved and tested ("Connection
// failed" and the stand-in's words), then switched back off and tested again (success); Airalo chosen without
// credentials is refused field by field and nothing is saved. The server and its database are shared with the
// other specs (eSIM purchases among them): the outage lasts a few seconds, and every test ends with the stand-in,
// automatic fulfilment on and no outage, as it started. One language after the other, never both at once.
test.describe.configure({ mode: "serial" });

async function signInAsAdmin(page: Page, baseURL: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

for (const lang of ["en", "ar"] as const) {
  const settings = loadMessages(lang, "adminSettings");
  const admin = loadMessages(lang, "admin");
  const errors = loadMessages(lang, "errors");
  const s = (key: string, values: Record<string, string | number> = {}) =>
    text(settings, `esim.${key}`, values);

  test.describe(`admin eSIM provider settings (${lang})`, () => {
    test.use({ locale: lang === "ar" ? "ar-AE" : "en-GB", extraHTTPHeaders: { "accept-language": lang } });

    test("simulate the stand-in's outage and back, with the connection test's result; refuse Airalo without credentials", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await signInAsAdmin(page, baseURL!);
      await page.goto(`/admin/settings/esim?lng=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: s("title") })).toBeVisible();
      await expect(page.getByRole("link", { name: text(admin, "nav.esimSettings") }).first()).toBeVisible();
      await expectAccessible(page);

      const provider = page.getByLabel(s("general.provider"), { exact: true });
      await expect(provider).toHaveValue("standin");
      const standin = page.getByRole("group", { name: s("standin.legend") });
      await expect(standin.getByLabel(s("standin.latency"))).toBeVisible();
      await expect(page.getByLabel(s("airalo.clientId"))).toHaveCount(0);
      await screenshots(page, "test-results/screens/esim-settings", `standin-${lang}`);

      const outage = standin.getByLabel(s("standin.failing"));
      const save = page.getByRole("button", { name: s("save") });
      const testConnection = page.getByRole("button", { name: s("connection.test") });
      const failed = text(errors, "screens.connectionFailed");

      // The outage on: saved, and the connection test says so in the stand-in's words.
      await outage.check();
      await save.click();
      await expect(page.getByRole("status").filter({ hasText: s("saved") })).toBeVisible();
      await expect(outage).toBeChecked();
      await testConnection.click();
      const failure = page.getByRole("alert").filter({ hasText: `${failed}: ` });
      await expect(failure).toBeVisible({ timeout: 15_000 });
      await expect(failure).toContainText("The stand-in provider is set to fail");

      // And off again: saved, and the connection succeeds.
      await outage.uncheck();
      await save.click();
      await expect(page.getByRole("status").filter({ hasText: s("saved") })).toBeVisible();
      await expect(outage).not.toBeChecked();
      await testConnection.click();
      await expect(page.getByRole("status").filter({ hasText: s("connection.success") })).toBeVisible({
        timeout: 15_000,
      });
      await expect(failure).toHaveCount(0);

      // Airalo without credentials: each field says what it needs, nothing is saved.
      await provider.selectOption("airalo");
      const airalo = page.getByRole("group", { name: s("airalo.legend") });
      await expect(airalo.getByLabel(s("airalo.clientSecret"))).toHaveAttribute("type", "password");
      await expect(page.getByLabel(s("standin.latency"))).toHaveCount(0);
      await save.click();
      await expect(airalo.getByText(s("errors.clientIdRequired"))).toBeVisible();
      await expect(airalo.getByText(s("errors.secretRequired"))).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, "test-results/screens/esim-settings", `airalo-refused-${lang}`);

      await page.goto(`/admin/settings/esim?lng=${lang}`);
      await expect(page.getByLabel(s("general.provider"), { exact: true })).toHaveValue("standin");
      await expect(
        page.getByRole("group", { name: s("standin.legend") }).getByLabel(s("standin.failing")),
      ).not.toBeChecked();
    });
  });
}
