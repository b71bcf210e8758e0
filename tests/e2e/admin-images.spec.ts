import sharp from "sharp";
import { ABUSE_ADMIN } from "../helpers/abuse-identities.ts";
import { expectAccessible, loadMessages, screenshots, text } from "./support.ts";
import { type APIRequestContext, expect, type Page, test } from "./test.ts";

// The shop owner's image field on the catalogue editors, in English and Arabic: photos dropped into a gallery
// upload with progress and come back as stored images (AVIF/WebP sources, served immutable), get alt text in both
// languages, are reordered from the keyboard and removed; a program renamed .jpg is refused with the translated
// message. Nothing is saved: the editors' own specs save records.

/** Real photos (the fixtures' photo.jpg is only a JPEG header: the server decodes what it stores). */
async function photo(name: string, width: number, height: number, background: string) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
const SHOTS = "/tmp/shots/admin-images";
const PROGRAM = {
  name: "holiday.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(4096, 7)]),
};

async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(baseURL).origin },
    data: { email: ABUSE_ADMIN.email, password: ABUSE_ADMIN.password },
  });
  expect(response.status()).toBe(200);
}

const rows = (page: Page, field: string) => page.locator(`[data-image-field="${field}"] li[data-image-url]`);
const urls = async (page: Page, field: string) =>
  rows(page, field).evaluateAll((items) => items.map((item) => item.getAttribute("data-image-url")));

for (const lng of ["en", "ar"] as const) {
  test(`gallery in ${lng}: upload with preview, alt text in both languages, keyboard reorder, remove, refusal`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const common = loadMessages(lng, "common");
    const errors = loadMessages(lng, "errors");
    const c = (key: string, values?: Record<string, string | number>) =>
      text(common, `imageField.${key}`, values);
    await signInAsAdmin(page.request, baseURL!);
    await page.goto(`/admin/accessories/new?lng=${lng}`);
    await expect(page.locator("html")).toHaveAttribute("dir", lng === "ar" ? "rtl" : "ltr");
    const field = page.locator('[data-image-field="gallery"]');
    await expect(field).toBeVisible();

    // Two photos at once: each comes back as a stored image with AVIF and WebP sources.
    await field
      .locator('input[type="file"]')
      .setInputFiles([
        await photo("Packing Cubes.jpg", 1600, 1200, "#1d4ed8"),
        await photo("neck-pillow.jpeg", 700, 900, "#f59e0b"),
      ]);
    await expect(rows(page, "gallery")).toHaveCount(2, { timeout: 30_000 });
    const [first, second] = (await urls(page, "gallery")) as [string, string];
    expect(first).toMatch(/^\/files\/uploads\/images\/[0-9a-f-]{36}\/[a-z0-9_.-]+-\d+\.jpg$/);
    const avif = await rows(page, "gallery")
      .first()
      .locator('source[type="image/avif"]')
      .getAttribute("srcset");
    expect(avif).toMatch(/\.avif \d+w/);
    const served = await page.request.get(avif!.split(", ")[0]!.split(" ")[0]!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/avif");
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Alt text side by side; the Arabic box writes right to left whatever the page's language.
    const firstRow = rows(page, "gallery").first();
    await firstRow.getByLabel(c("altEn")).fill("Packing cubes in a suitcase");
    await firstRow.getByLabel(c("altAr")).fill("مكعبات التعبئة في حقيبة سفر");
    await expect(firstRow.getByLabel(c("altAr"))).toHaveAttribute("dir", "rtl");
    await expect(firstRow.locator('input[name="gallery[0].alt.en"]')).toHaveValue(
      "Packing cubes in a suitcase",
    );
    await expect(firstRow.locator('input[name="gallery[0].url"]')).toHaveValue(first);
    await expect(firstRow.getByText(c("cover"), { exact: true })).toBeVisible();

    // Keyboard reorder: the second image's handle, Space, up, Space — it is the cover now, with its alt text kept.
    const handle = rows(page, "gallery")
      .nth(1)
      .getByRole("button", { name: c("move", { position: 2 }), exact: true });
    await handle.focus();
    // Each step waits for its announcement: the sensor measures the list before it takes the next key.
    const announced = (message: string) => expect(page.getByText(message, { exact: true })).toBeAttached();
    await page.keyboard.press("Space");
    // Picked up, and at once over its own place.
    const moved = c("image", { position: 2 });
    const sortable = (key: string, values: Record<string, string | number>) =>
      text(common, `sortable.${key}`, values);
    await announced(sortable("over", { item: moved, position: 2, count: 2 }));
    await page.keyboard.press("ArrowUp");
    await announced(sortable("over", { item: moved, position: 1, count: 2 }));
    await page.keyboard.press("Space");
    await announced(sortable("dropped", { item: moved, position: 1, count: 2 }));
    await expect.poll(() => urls(page, "gallery")).toEqual([second, first]);
    await expect(page.locator('input[name="gallery[1].alt.en"]')).toHaveValue("Packing cubes in a suitcase");
    await expect(page.locator('input[name="gallery[0].url"]')).toHaveValue(second);

    await expectAccessible(page);
    await screenshots(page, SHOTS, `gallery-${lng}`);

    // A program named .jpg: refused by the server with the translated message, and not added.
    await field.locator('input[type="file"]').setInputFiles(PROGRAM);
    const refusal = text(errors, "validation.invalidFileTypeWithAllowed", { types: "JPG, JPEG, PNG, WEBP" });
    await expect(field.getByText(refusal, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(rows(page, "gallery")).toHaveCount(2);

    // Remove the cover: the other one moves up.
    await rows(page, "gallery")
      .first()
      .getByRole("button", { name: c("remove", { position: 1 }) })
      .click();
    await expect.poll(() => urls(page, "gallery")).toEqual([first]);
  });
}
