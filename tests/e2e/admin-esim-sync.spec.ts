import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { keyFromData } from "../../app/platform/i18n/keys.ts";
import { ABUSE_ADMIN, visitor } from "../helpers/abuse-identities.ts";
import { expectAccessible, screenshots, untilHit } from "./support.ts";
import { expect, test } from "./test.ts";

// The shop owner fills the eSIM catalogue from the provider's packages, in English and Arabic: two packages
// imported from the eSIM list's "Import from provider" page arrive as drafts (one under a destination the shop
// has, one under a destination the import creates), the plan's editor shows the provider's net price and the
// margin, and publishing one puts it on the storefront's destination page.

const SHOTS = "/tmp/shots/admin-esim-sync";

// Packages of the stand-in provider the demo catalogue does not sell yet; each language imports its own pair.
const JOURNEYS = {
  en: {
    published: { id: "standin-turkey-20gb-30d", title: "Turkey 20 GB – 30 days", destination: "turkey" },
    other: { id: "standin-iceland-3gb-15d", title: "Iceland 3 GB – 15 days" },
    retail: 2900,
    net: 2030,
  },
  ar: {
    published: {
      id: "standin-japan-unlimited-10d",
      title: "Japan Unlimited – 10 days",
      destination: "japan",
    },
    other: { id: "standin-caribbean-3gb-30d", title: "Caribbean 3 GB – 30 days" },
    retail: 3500,
    net: 2450,
  },
} as const;

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;
  const c = (key: string, options?: Record<string, unknown>): string =>
    t(keyFromData(`adminCatalogue:${key}`), options as never) as string;
  const journey = JOURNEYS[lng];

  test(`eSIM import in ${lng}: two packages become drafts, one published reaches its destination page`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      headers: { origin: new URL(baseURL!).origin },
      data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
    });
    expect(signIn.status()).toBe(200);
    await page.context().addCookies([{ name: "lng", value: lng, url: baseURL! }]);

    await page.goto("/admin/esim-plans");
    await page.getByRole("link", { name: c("esimImport.open") }).click();
    await expect(page.getByRole("heading", { level: 1, name: c("esimImport.title") })).toBeVisible();
    // The page opens on what is not imported yet, the stand-in's packages the demo does not sell.
    const chosen = [journey.published, journey.other];
    for (const pkg of chosen) {
      await page.getByRole("checkbox", { name: c("esimImport.choose", { title: pkg.title }) }).check();
    }
    await expectAccessible(page);
    await screenshots(page, SHOTS, `import-${lng}`);
    await page.getByLabel(c("esimImport.stock"), { exact: true }).fill("40");
    await page.getByRole("button", { name: c("esimImport.submit") }).click();
    await expect(
      page.getByText(
        `${c("esimImport.done.imported", { count: 2 })} ${c("esimImport.done.destinations", { count: 1 })}`,
      ),
    ).toBeVisible();

    // Both are drafts now, each row saying which plan sells it.
    await page.goto(`/admin/esim-destinations/import?show=mapped&q=${journey.published.id}`);
    const row = page.locator(`li[data-package-id="${journey.published.id}"]`);
    await expect(row.getByText(c("esimImport.states.mapped"))).toBeVisible();
    await expect(row.getByText(t("adminRequests:catalogueStatus.inactive"))).toBeVisible();
    await page.goto(`/admin/esim-destinations/import?show=mapped&q=${journey.other.id}`);
    await expect(
      page
        .locator(`li[data-package-id="${journey.other.id}"]`)
        .getByText(t("adminRequests:catalogueStatus.inactive")),
    ).toBeVisible();
    await page.goto("/admin/esim-plans?status=inactive");
    await expect(page.getByRole("cell", { name: c("fulfilment.automatic") }).first()).toBeVisible();

    // The plan's editor: its package, the provider's net price beside ours, and the margin.
    await page.goto(`/admin/esim-destinations/import?show=mapped&q=${journey.published.id}`);
    await row.getByRole("link").first().click();
    await expect(page.getByLabel(c("fields.providerPackage"), { exact: true })).toHaveValue(
      journey.published.id,
    );
    const cost = page.getByRole("region", { name: c("cost.heading") });
    await expect(cost.getByText(formatMoney(journey.net, lng))).toBeVisible();
    await expect(cost.getByText(formatMoney(journey.retail - journey.net, lng))).toBeVisible();
    await expect(cost.getByText(c("cost.percent", { value: 30 }))).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, SHOTS, `plan-editor-${lng}`);
    const planId = new URL(page.url()).pathname.split("/").pop()!;

    // A draft is not sold; published, it is on its destination's page for every visitor.
    const destination = `/esim/${journey.published.destination}`;
    const { request: anonymous } = await visitor(baseURL!, lng);
    expect(await (await untilHit(anonymous, destination)).text()).not.toContain(planId);
    await page.getByRole("button", { name: c("status.publish") }).click();
    await expect(page.getByText(c("done.published"))).toBeVisible();
    await page.goto(destination);
    const plan = page.locator(`[data-plan-id="${planId}"]`);
    await expect(plan).toBeVisible();
    await expect(plan.getByText(formatMoney(journey.retail, lng))).toBeVisible();
    expect(await (await anonymous.get(destination)).text()).toContain(planId);
  });
}
