import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import { expectAccessible, loadMessages, screenshots, text } from "./support.ts";
import { expect, type Page, test } from "./test.ts";

// The CMS as a shop owner uses it: a page with every block type written in the editor (English and Arabic side
// by side), reordered with the keyboard, previewed before publishing in both languages, published and seen on the
// storefront in both, a revision restored; and a page imported from a newer version with a block type this one
// cannot show, which the storefront replaces by "Unsupported content block type" while the rest still shows.

const PORTRAIT = path.join(import.meta.dirname, "fixtures", "portrait.jpg");
/** A second photo for the gallery (fixtures/photo.jpg is the renamed executable of the refusal tests). */
async function landscape(): Promise<string> {
  const file = path.join(os.tmpdir(), "cms-e2e-landscape.png");
  await sharp({ create: { width: 480, height: 320, channels: 3, background: "#3a7ca5" } })
    .png()
    .toFile(file);
  return file;
}
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/screens/admin-cms");

const cms = { en: loadMessages("en", "adminCms"), ar: loadMessages("ar", "adminCms") };
const errors = { en: loadMessages("en", "errors"), ar: loadMessages("ar", "errors") };
const common = loadMessages("en", "common");
const m = (key: string, values?: Record<string, string | number>) => text(cms.en, key, values);

async function signInAsAdmin(page: Page, baseURL: string) {
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

const block = (page: Page, type: string) => page.locator(`li[data-block-type="${type}"]`).last();

/** Both languages of a side-by-side field, found by its label. */
async function fillBoth(scope: ReturnType<Page["locator"]>, label: string, en: string, ar: string) {
  await scope.getByLabel(`${label} (English)`, { exact: true }).first().fill(en);
  await scope.getByLabel(`${label} (Arabic)`, { exact: true }).first().fill(ar);
}

async function addBlock(page: Page, type: string) {
  await page.getByLabel(m("editor.addBlockType")).selectOption(type);
  await page.getByRole("button", { name: m("editor.addBlock") }).click();
  await expect(block(page, type)).toBeVisible();
}

test("a page with every block type: edit, reorder, preview, publish in both languages, restore a revision", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const slug = `e2e-guide-${Date.now().toString(36)}`;
  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/pages?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: m("list.title") })).toBeVisible();

  // Create the draft from the list.
  const create = page.getByRole("region", { name: m("list.create.heading") });
  await create.getByLabel(m("fields.slug")).fill(slug);
  await create.getByLabel(m("list.create.titleEn")).fill("Travel guide");
  await create.getByLabel(m("list.create.titleAr")).fill("دليل السفر");
  await create.getByRole("button", { name: m("list.create.submit") }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[0-9a-f-]{36}$/);
  const editorUrl = page.url();
  await fillBoth(
    page.locator("#page-fields").locator(".."),
    m("fields.summary"),
    "All you need to know.",
    "كل ما تحتاج معرفته.",
  );
  await fillBoth(page.locator("body"), m("fields.seoTitle"), "Travel guide SEO", "دليل السفر للبحث");

  // Every block type.
  await addBlock(page, "rich_text");
  const rich = block(page, "rich_text");
  await fillBoth(rich, m("fields.heading"), "Before you fly", "قبل أن تسافر");
  const en = rich.getByRole("textbox", { name: `${m("fields.body")} (English)` });
  await en.click();
  await page.keyboard.type("Check your passport ");
  await rich
    .getByRole("button", { name: m("editor.richText.bold") })
    .first()
    .click();
  await page.keyboard.type("six months ahead");
  const ar = rich.getByRole("textbox", { name: `${m("fields.body")} (Arabic)` });
  await ar.click();
  await page.keyboard.type("تحقّق من جواز سفرك");

  await addBlock(page, "image");
  await block(page, "image").locator('input[type="file"]').setInputFiles(PORTRAIT);
  await expect(block(page, "image").locator("li[data-image-url]")).toHaveCount(1, { timeout: 30_000 });
  await block(page, "image").getByLabel("Alt text in English").fill("A packed suitcase");
  await block(page, "image").getByLabel("Alt text in Arabic").fill("حقيبة سفر جاهزة");

  await addBlock(page, "gallery");
  await block(page, "gallery")
    .locator('input[type="file"]')
    .setInputFiles([PORTRAIT, await landscape()]);
  await expect(block(page, "gallery").locator("li[data-image-url]")).toHaveCount(2, { timeout: 30_000 });

  await addBlock(page, "faq");
  await fillBoth(block(page, "faq"), m("fields.question"), "Is insurance needed?", "هل التأمين مطلوب؟");
  await fillBoth(block(page, "faq"), m("fields.answer"), "Yes, always.", "نعم، دائمًا.");

  await addBlock(page, "call_to_action");
  await fillBoth(
    block(page, "call_to_action"),
    m("fields.label"),
    "See visa offers",
    "اطّلع على عروض التأشيرات",
  );
  await block(page, "call_to_action").getByLabel(m("fields.href")).fill("/visa-services");

  await addBlock(page, "offer_list");
  await fillBoth(block(page, "offer_list"), m("fields.heading"), "Popular visas", "تأشيرات مطلوبة");
  await block(page, "offer_list").getByLabel(m("fields.count")).fill("2");

  await addBlock(page, "feature_list");
  await fillBoth(block(page, "feature_list"), m("fields.itemTitle"), "Checked by experts", "مراجعة الخبراء");

  await addBlock(page, "steps");
  await fillBoth(block(page, "steps"), m("fields.itemTitle"), "Upload documents", "ارفع المستندات");

  // Reorder: the steps block up by keyboard (handle, space, arrow up, space), then up again with its button.
  const order = () =>
    page
      .locator("li[data-block-type]")
      .evaluateAll((items) => items.map((i) => i.getAttribute("data-block-type")));
  const handle = block(page, "steps").getByRole("button", { name: /^Drag / });
  await handle.focus();
  // Each key waits for its announcement: the sensor measures the list before it takes the next key.
  const announced = (message: string) => expect(page.getByText(message, { exact: true })).toBeAttached();
  const steps = m("editor.blockN", { n: 8, type: m("blockTypes.steps") });
  await page.keyboard.press("Space");
  // Picked up, and at once over its own place.
  const sortable = (key: string, values: Record<string, string | number>) =>
    text(common, `sortable.${key}`, values);
  await announced(sortable("over", { item: steps, position: 8, count: 8 }));
  await page.keyboard.press("ArrowUp");
  await announced(sortable("over", { item: steps, position: 7, count: 8 }));
  await page.keyboard.press("Space");
  await announced(sortable("dropped", { item: steps, position: 7, count: 8 }));
  await expect
    .poll(order)
    .toEqual([
      "rich_text",
      "image",
      "gallery",
      "faq",
      "call_to_action",
      "offer_list",
      "steps",
      "feature_list",
    ]);
  await block(page, "steps")
    .getByRole("button", { name: /^Move .* up$/ })
    .click();
  await expect
    .poll(order)
    .toEqual([
      "rich_text",
      "image",
      "gallery",
      "faq",
      "call_to_action",
      "steps",
      "offer_list",
      "feature_list",
    ]);
  await expectAccessible(page);
  await screenshots(page, SHOTS, "editor-en");

  await page.getByRole("button", { name: m("editor.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: m("done.saved") })).toBeVisible();
  await expect(page.getByRole("list", { name: m("revisions.heading") }).getByRole("listitem")).toHaveCount(1);

  // Not published: the storefront answers 404 "Page not found or not published".
  const missing = await page.request.get(`/page/${slug}?lng=en`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(text(errors.en, "screens.pageNotFoundOrNotPublished"));

  // The preview, in both languages, with the storefront's blocks.
  await page.goto(`${editorUrl}/preview?lng=en`);
  const preview = page.getByTestId("cms-preview");
  await expect(preview.getByRole("heading", { level: 1, name: "Travel guide" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "six months ahead" })).toBeVisible();
  await expect(preview.getByText("Is insurance needed?")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Popular visas" })).toBeVisible();
  await expect(
    preview.getByRole("heading", { name: "Popular visas" }).locator("..").getByRole("listitem"),
  ).toHaveCount(2);
  await expect(preview.getByText("Upload documents")).toBeVisible();
  await expect(preview.getByRole("img", { name: "A packed suitcase" })).toBeVisible();
  await page.goto(`${editorUrl}/preview?lng=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(preview.getByRole("heading", { level: 1, name: "دليل السفر" })).toBeVisible();
  await expect(preview.getByText("تحقّق من جواز سفرك")).toBeVisible();
  await expect(preview.getByText("هل التأمين مطلوب؟")).toBeVisible();
  await expect(preview.getByRole("img", { name: "حقيبة سفر جاهزة" })).toBeVisible();
  await screenshots(page, SHOTS, "preview-ar");

  // Publish (the Arabic is complete: no question asked), then the storefront in both languages.
  await page.goto(`${editorUrl}?lng=en`);
  await page
    .getByRole("region", { name: m("publish.heading") })
    .getByRole("button", { name: m("publish.publish") })
    .click();
  await expect(page.getByRole("status").filter({ hasText: m("done.published") })).toBeVisible();
  await page.goto(`/page/${slug}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Travel guide" })).toBeVisible();
  await expect(page).toHaveTitle(/Travel guide SEO/);
  await expect(page.getByRole("link", { name: "See visa offers" })).toHaveAttribute("href", "/visa-services");
  await page.goto(`/page/${slug}?lng=ar`);
  await expect(page.getByRole("heading", { level: 1, name: "دليل السفر" })).toBeVisible();
  await expect(page.getByText("ارفع المستندات")).toBeVisible();
  await expect(page).toHaveTitle(/دليل السفر للبحث/);
  await screenshots(page, SHOTS, "storefront-ar");

  // Change the title, save, then restore the revision kept by that save.
  await page.goto(`${editorUrl}?lng=en`);
  const pageFields = page.getByRole("region", { name: m("editor.pageHeading"), exact: true });
  await pageFields.getByLabel(`${m("fields.title")} (English)`, { exact: true }).fill("Changed title");
  await page.getByRole("button", { name: m("editor.save") }).click();
  await expect(page.getByRole("status").filter({ hasText: m("done.saved") })).toBeVisible();
  const revisions = page.getByRole("list", { name: m("revisions.heading") }).getByRole("listitem");
  await expect(revisions).toHaveCount(2);
  await page.goto(`/page/${slug}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Changed title" })).toBeVisible();
  await page.goto(`${editorUrl}?lng=en`);
  await revisions
    .first()
    .getByRole("button", { name: m("revisions.restore") })
    .click();
  await expect(page.getByRole("status").filter({ hasText: m("done.restored") })).toBeVisible();
  await expect(pageFields.getByLabel(`${m("fields.title")} (English)`, { exact: true })).toHaveValue(
    "Travel guide",
  );
  await expect(revisions).toHaveCount(3);
  await page.goto(`/page/${slug}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Travel guide" })).toBeVisible();
});

for (const lng of ["en", "ar"] as const) {
  test(`an imported page with an unknown block type shows the unsupported message (${lng})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const t = (key: string) => text(cms[lng], key);
    const slug = `e2e-import-${lng}-${Date.now().toString(36)}`;
    const file = path.join(os.tmpdir(), `${slug}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        format: "travel-services-cms",
        version: 99,
        document: {
          kind: "page",
          section: "page",
          slug,
          title: { en: "Imported page", ar: "صفحة مستوردة" },
          summary: { en: "From a newer version.", ar: "من إصدار أحدث." },
          blocks: [
            { type: "rich_text", content: { html: { en: "<p>Still here</p>", ar: "<p>ما زال هنا</p>" } } },
            { type: "hologram", content: { beam: { en: "x", ar: "س" } } },
            {
              type: "faq",
              content: {
                items: [{ question: { en: "After?", ar: "بعده؟" }, answer: { en: "Yes.", ar: "نعم." } }],
              },
            },
          ],
        },
      }),
    );
    await signInAsAdmin(page, baseURL!);
    await page.goto(`/admin/pages?lng=${lng}`);
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    const importer = page.getByRole("region", { name: t("list.import.heading") });
    await importer.getByLabel(t("list.import.file")).setInputFiles(file);
    await importer.getByRole("button", { name: t("list.import.submit") }).click();
    await expect(page.getByRole("status").filter({ hasText: t("done.imported") })).toBeVisible();
    await expect(page.locator('li[data-block-type="hologram"]')).toContainText("hologram");
    await expectAccessible(page);
    await screenshots(page, SHOTS, `imported-${lng}`);
    await page
      .getByRole("region", { name: t("publish.heading") })
      .getByRole("button", { name: t("publish.publish") })
      .click();
    await expect(page.getByRole("status").filter({ hasText: t("done.published") })).toBeVisible();

    await page.goto(`/page/${slug}?lng=${lng}`);
    await expect(page.getByText(text(errors[lng], "screens.unsupportedContentBlockType"))).toBeVisible();
    await expect(page.getByText(lng === "ar" ? "ما زال هنا" : "Still here")).toBeVisible();
    await expect(page.getByText(lng === "ar" ? "بعده؟" : "After?")).toBeVisible();
    await screenshots(page, SHOTS, `unsupported-${lng}`);
  });
}
