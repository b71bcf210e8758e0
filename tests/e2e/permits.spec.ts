import { DRIVING_LICENSE_OFFERS, VISA_OFFERS } from "../../app/platform/db/seed/data.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import { expectAccessible } from "./support.ts";
import { expect, test } from "./test.ts";

const PATH = "/driving-license-service-selection";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FORM_OF = {
  "international-driving-license": "/international-driving-license",
  "driving-license": "/driving-license-application",
} as const;

for (const lng of ["en", "ar"] as const) {
  const t = createI18n(lng).t;

  test.describe(`driving licence services in ${lng}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    });

    test("lists the plans by service with their prices, each leading to its form with ?plan=", async ({
      page,
    }) => {
      await page.goto(PATH);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);
      await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("permits:selection.title"));
      await expect(page).toHaveTitle(new RegExp(t("permits:selection.metaTitle")));

      for (const service of ["international-driving-license", "driving-license"] as const) {
        const group = page.locator(`[data-group="${service}"]`);
        await expect(group.getByRole("heading", { level: 3 }).first()).toHaveText(
          t(`permits:selection.groups.${service}.title`),
        );
        const seeds = DRIVING_LICENSE_OFFERS.filter(
          (offer) => (offer.service ?? "international-driving-license") === service,
        );
        expect(seeds.length).toBeGreaterThan(0);
        for (const seed of seeds) {
          const card = group.locator("article", {
            has: page.getByRole("heading", { name: seed.title[lng], exact: true }),
          });
          await expect(card).toHaveCount(1);
          await expect(card.locator("[data-price]")).toHaveText(formatMoney(seed.priceUsd * 100, lng));
          await expect(card).toContainText(t("permits:plan.months", { count: seed.validityMonths ?? 12 }));
          await expect(card).toContainText(seed.processingDays[lng]);
          await expect(card).toContainText(
            t(seed.express ? "permits:plan.express" : "permits:plan.standard"),
          );
          const choose = card.getByRole("link", { name: t("permits:plan.choose") });
          const href = await choose.getAttribute("href");
          expect(href).toMatch(new RegExp(`^${FORM_OF[service]}\\?plan=${UUID}$`));
          expect(href).toBe(`${FORM_OF[service]}?plan=${await card.getAttribute("data-plan")}`);
        }
      }

      // The menus lead here (spec §2: Services › international driving license).
      await expect(page.locator(`footer a[href="${PATH}"]`)).toHaveCount(1);
      await expectAccessible(page);
      await expect(page.locator("button[data-ready]")).toHaveCount(1);
      await page
        .getByRole("navigation")
        .first()
        .getByRole("button", { name: t("common:nav.services"), exact: true })
        .click();
      await expect(page.getByRole("menuitem", { name: t("common:nav.idl") })).toHaveAttribute("href", PATH);
    });

    test("shows how it works, who can apply, and a FAQ that opens", async ({ page }) => {
      await page.goto(PATH);
      await expect(page.getByRole("heading", { name: t("permits:process.title") })).toBeVisible();
      for (const step of ["upload", "review", "payment", "delivery"] as const) {
        await expect(page.getByText(t(`permits:process.steps.${step}.title`), { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: t("permits:eligibility.title") })).toBeVisible();
      await expect(page.getByText(t("permits:eligibility.items.age"))).toBeVisible();

      const item = page.locator('details[data-faq="renewal"]');
      const answer = item.getByText(t("permits:faq.items.renewal.answer"));
      await expect(answer).toBeHidden();
      await item.getByText(t("permits:faq.items.renewal.question")).click();
      await expect(item).toHaveAttribute("open", "");
      await expect(answer).toBeVisible();
      // keyboard: the next question opens with Enter
      const validity = page.locator('details[data-faq="validity"]');
      await validity.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(validity.getByText(t("permits:faq.items.validity.answer"))).toBeVisible();
    });

    test("each visa offer's Apply link leads to the visa form for that offer", async ({ page }) => {
      await page.goto("/visa-services");
      const cards = page.locator("article[data-offer]");
      await expect(cards).toHaveCount(VISA_OFFERS.length);
      for (const offer of VISA_OFFERS) {
        const apply = page
          .locator(`article[data-offer="${offer.slug}"]`)
          .getByRole("link", { name: t("cms:visaServices.apply") });
        await expect(apply).toHaveAttribute("href", `/visa-application-form?offer=${offer.slug}`);
      }
    });
  });
}
