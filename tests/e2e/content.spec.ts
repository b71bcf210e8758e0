import { CMS_PAGES, CMS_POSTS, VISA_OFFERS } from "../../app/platform/db/seed/data.ts";
import { PAGE_SIZE } from "../../app/platform/domain/constants.ts";
import { pageHref } from "../../app/platform/domain/content-urls.ts";
import { formatMoney } from "../../app/platform/i18n/format.ts";
import { createI18n } from "../../app/platform/i18n/i18n.ts";
import type { Locale } from "../../app/platform/i18n/localized.ts";
import { expectAccessible } from "./support.ts";
import { expect, test } from "./test.ts";

// axe-core is injected as an inline script, which the production CSP refuses.
test.use({ bypassCSP: true });

const withLanguage = (path: string, lang: Locale) => `${path}${path.includes("?") ? "&" : "?"}lng=${lang}`;
const seededPage = (section: string, slug: string) =>
  CMS_PAGES.find((p) => p.section === section && p.slug === slug)!;

for (const lang of ["en", "ar"] as const) {
  const t = createI18n(lang).t;

  test.describe(`content pages in ${lang}`, () => {
    test("/faq shows the general FAQ, canonical at /faq, and its questions expand", async ({ page }) => {
      const faq = seededPage("faq", "general");
      const response = await page.goto(withLanguage("/faq", lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.title[lang]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/faq\\?lng=${lang}$`),
      );

      const block = faq.blocks.find((b) => b.type === "faq")!;
      if (block.type !== "faq") throw new Error("the general FAQ has a faq block");
      const [first, second] = block.items;
      const firstAnswer = page.getByText(first!.answer[lang]);
      await expect(firstAnswer).toBeHidden();
      await page.getByText(first!.question[lang], { exact: true }).click();
      await expect(firstAnswer).toBeVisible();

      await page.locator("summary", { hasText: second!.question[lang] }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(second!.answer[lang])).toBeVisible();
      await expectAccessible(page);

      await page.goto(withLanguage("/faq/general", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.title[lang]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/faq\\?lng=${lang}$`),
      );
    });

    test("/study lists the study and education guides and the consultations", async ({ page }) => {
      await page.goto(withLanguage("/study", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("cms:study.title"));
      const malaysia = seededPage("study", "study-in-malaysia");
      const tarim = seededPage("education", "tarim");
      // The footer links the consultation pages too: the guides are read in the page's main part.
      const main = page.locator("#main");
      await expect(main.getByRole("link", { name: malaysia.title[lang] })).toHaveAttribute(
        "href",
        "/study/study-in-malaysia",
      );
      await expect(main.getByRole("link", { name: tarim.title[lang] })).toHaveAttribute(
        "href",
        "/education/tarim",
      );
      await expect(
        page.getByRole("article", { name: t("home:services.educationMalaysia.title") }).getByRole("link"),
      ).toHaveAttribute("href", "/education-malaysia");
      await expect(
        page.getByRole("article", { name: t("home:services.educationTarim.title") }).getByRole("link"),
      ).toHaveAttribute("href", "/education-tarim");
      await expectAccessible(page);

      await main.getByRole("link", { name: malaysia.title[lang] }).click();
      await expect(page).toHaveURL(/\/study\/study-in-malaysia$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(malaysia.title[lang]);
    });

    test("/visa lists a guide for every visa offer; each offer links to its guide", async ({ page }) => {
      await page.goto(withLanguage("/visa", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("cms:visaGuides.title"));
      for (const offer of VISA_OFFERS) {
        const guide = seededPage("visa", offer.slug);
        await expect(page.getByRole("link", { name: guide.title[lang] })).toHaveAttribute(
          "href",
          `/visa/${offer.slug}`,
        );
      }
      await page.getByRole("link", { name: seededPage("visa", VISA_OFFERS[0]!.slug).title[lang] }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        seededPage("visa", VISA_OFFERS[0]!.slug).title[lang],
      );
      await expectAccessible(page);
    });

    test("the visa offers are listed with their prices and guides", async ({ page }) => {
      await page.goto(withLanguage("/visa-services", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("cms:visaServices.title"));
      const cards = page.locator("article[data-offer]");
      await expect(cards).toHaveCount(VISA_OFFERS.length);
      for (const offer of VISA_OFFERS) {
        const card = page.getByRole("article", { name: offer.title[lang], exact: true });
        await expect(card).toContainText(offer.destination[lang]);
        await expect(card.locator("[data-price]")).toHaveText(
          formatMoney(Math.round(offer.priceUsd * 100), lang),
        );
        await expect(card).toContainText(t(`applications:visaTypes.${offer.visaType}`));
        await expect(card).toContainText(
          t("common:offerTerms.processingDays", { count: offer.processingDays }),
        );
        await expect(card.getByRole("listitem")).toHaveCount(offer.requirements.length);
        await expect(card.getByRole("link", { name: t("cms:visaServices.apply") })).toHaveAttribute(
          "href",
          `/visa-application-form?offer=${offer.slug}`,
        );
        await expect(
          card.getByRole("link", { name: `${t("cms:visaServices.guide")}: ${offer.title[lang]}` }),
        ).toHaveAttribute("href", `/visa/${offer.slug}`);
      }
      await expectAccessible(page);
    });

    test("/page/about renders its blocks in order", async ({ page }) => {
      const about = seededPage("page", "about");
      await page.goto(withLanguage("/page/about", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.title[lang]);
      const headings = about.blocks.flatMap((b) =>
        b.type === "rich_text" && b.heading ? [b.heading[lang]] : [],
      );
      await expect(page.locator("article h2")).toHaveText(headings);
      const image = about.blocks.find((b) => b.type === "image")!;
      if (image.type !== "image") throw new Error("about has an image");
      await expect(page.getByRole("img", { name: image.alt[lang] })).toHaveAttribute("src", image.url);
      const cta = about.blocks.find((b) => b.type === "call_to_action")!;
      if (cta.type !== "call_to_action") throw new Error("about has a call to action");
      await expect(page.getByRole("link", { name: cta.label[lang] })).toHaveAttribute("href", cta.href);
      await expectAccessible(page);
    });

    test("an unknown or unpublished page is a 404 saying so", async ({ page }) => {
      for (const path of ["/page/no-such-page", "/study/about", "/post/no-such-post", "/block/not-an-id"]) {
        const response = await page.goto(withLanguage(path, lang));
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          t("errors:screens.pageNotFoundOrNotPublished"),
        );
      }
      await expectAccessible(page);
    });

    test("/pages lists the published pages and the post, which opens", async ({ page }) => {
      await page.goto(withLanguage("/pages", lang));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("cms:pages.title"));
      for (const seeded of CMS_PAGES) {
        // The consultation pages' content is read on their own routes (with the form).
        await expect(page.getByRole("link", { name: seeded.title[lang] }).first()).toHaveAttribute(
          "href",
          pageHref(seeded.section, seeded.slug),
        );
      }
      const post = CMS_POSTS[0]!;
      await page.getByRole("link", { name: post.title[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`/post/${post.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title[lang]);
      await expect(page.getByText(t("cms:post.by", { author: post.author }))).toBeVisible();
      await expectAccessible(page);
    });
  });

  test.describe(`site search in ${lang}`, () => {
    test("finds the Malaysia study guide, grouped with a count", async ({ page }) => {
      const malaysia = seededPage("study", "study-in-malaysia");
      const query = lang === "en" ? "malaysia" : "ماليزيا";
      const response = await page.goto(withLanguage(`/search?q=${encodeURIComponent(query)}`, lang));
      expect(response?.status()).toBe(200);
      const pages = page.locator('section[data-group="pages"]');
      await expect(pages.getByRole("heading", { level: 2 })).toContainText(t("cms:search.groups.pages"));
      await expect(pages.getByRole("link", { name: malaysia.title[lang] })).toHaveAttribute(
        "href",
        "/study/study-in-malaysia",
      );
      await expect(page.locator('section[data-group="esim"]').getByRole("link").first()).toHaveAttribute(
        "href",
        "/esim/malaysia",
      );
      await expect(page.getByRole("status")).toContainText(query);
      await expect(page.locator("#search-page-q")).toHaveValue(query);
      await expectAccessible(page);
    });

    test("a blank query shows the prompt and searches nothing", async ({ page }) => {
      await page.goto(withLanguage("/search?q=%20%20", lang));
      await expect(page.getByRole("heading", { level: 2, name: t("cms:search.promptTitle") })).toBeVisible();
      await expect(page.locator("section[data-group]")).toHaveCount(0);
      await expectAccessible(page);
    });

    test("a group with more than a page of hits links to all of them, paginated", async ({ page }) => {
      await page.goto(withLanguage("/search?q=a", lang));
      const esim = page.locator('section[data-group="esim"]');
      await expect(esim.getByRole("listitem")).toHaveCount(PAGE_SIZE);
      const viewAll = esim.locator('a[href*="type=esim"]');
      await expect(viewAll).toContainText(/\d+/);
      await viewAll.click();
      await expect(page).toHaveURL(/type=esim/);
      await expect(page.locator("section[data-group]")).toHaveCount(1);
      await page.getByRole("link", { name: t("cms:search.next") }).click();
      await expect(page).toHaveURL(/page=2/);
      const second = page.locator('section[data-group="esim"]').getByRole("listitem");
      expect(await second.count()).toBeGreaterThan(0);
      await page.getByRole("link", { name: t("cms:search.backToAll") }).click();
      await expect(page.locator("section[data-group]").first()).toBeVisible();
      await expectAccessible(page);
    });
  });
}
