import { expectAccessible } from "./support.ts";
import { expect, type Locator, type Page, test } from "./test.ts";

const STORAGE_KEY = "travel-cart";

interface StoredLine {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image_url?: string | null;
  product_type?: string;
}

interface Language {
  name: string;
  headers: Record<string, string>;
  locale: string;
  dir: "ltr" | "rtl";
  lines: { esim: StoredLine; pillow: StoredLine; trip: StoredLine };
  text: {
    button: Record<0 | 1 | 2 | 4 | 5, string>;
    title: string;
    itemCount: Record<3 | 4 | 5, string>;
    close: string;
    each: string;
    decrease: (name: string) => string;
    increase: (name: string) => string;
    remove: (name: string) => string;
    free: string;
    checkout: string;
    clear: string;
    clearYes: string;
    emptyTitle: string;
    emptyPrompt: string;
    browse: string;
    removed: (name: string) => string;
    cleared: string;
    initFailed: string;
  };
}

const languages: Language[] = [
  {
    name: "English",
    headers: {},
    locale: "en-GB",
    dir: "ltr",
    lines: {
      esim: {
        id: "esim-japan-5gb-15d",
        name: "Japan 5 GB · 15 days",
        price: 19.99,
        quantity: 1,
        image_url: null,
        product_type: "esim",
      },
      pillow: {
        id: "acc-skyrest-neck-pillow",
        name: "Memory Foam Neck Pillow",
        price: 34.99,
        quantity: 2,
        image_url: "/images/accessories/skyrest-memory-foam-neck-pillow.svg",
        product_type: "accessory",
      },
      trip: {
        id: "pkg-baku-weekend-escape",
        name: "Baku Weekend Escape",
        price: 649,
        quantity: 1,
        image_url: "images/packages/baku-weekend-escape.svg",
        product_type: "package_booking",
      },
    },
    text: {
      button: {
        0: "Cart, 0 items",
        1: "Cart, 1 item",
        2: "Cart, 2 items",
        4: "Cart, 4 items",
        5: "Cart, 5 items",
      },
      title: "Your cart",
      itemCount: { 3: "3 items", 4: "4 items", 5: "5 items" },
      close: "Close cart",
      each: "each",
      decrease: (name) => `Decrease quantity of ${name}`,
      increase: (name) => `Increase quantity of ${name}`,
      remove: (name) => `Remove ${name} from cart`,
      free: "Free",
      checkout: "Proceed to checkout",
      clear: "Clear cart",
      clearYes: "Yes, clear the cart",
      emptyTitle: "Your cart is empty",
      emptyPrompt: "Start adding travel experiences to your cart!",
      browse: "Browse the shop",
      removed: (name) => `${name} removed from your cart`,
      cleared: "Your cart has been cleared",
      initFailed: "Failed to initialize cart. Please refresh the page.",
    },
  },
  {
    name: "Arabic",
    headers: { "accept-language": "ar-AE,ar;q=0.9,en;q=0.5" },
    locale: "ar-AE",
    dir: "rtl",
    lines: {
      esim: {
        id: "esim-japan-5gb-15d",
        name: "اليابان 5 GB لمدة 15 يومًا",
        price: 19.99,
        quantity: 1,
        image_url: null,
        product_type: "esim",
      },
      pillow: {
        id: "acc-skyrest-neck-pillow",
        name: "وسادة رقبة من الإسفنج الطبي",
        price: 34.99,
        quantity: 2,
        image_url: "/images/accessories/skyrest-memory-foam-neck-pillow.svg",
        product_type: "accessory",
      },
      trip: {
        id: "pkg-baku-weekend-escape",
        name: "عطلة نهاية الأسبوع في باكو",
        price: 649,
        quantity: 1,
        image_url: "images/packages/baku-weekend-escape.svg",
        product_type: "package_booking",
      },
    },
    text: {
      button: {
        0: "سلة التسوق، لا توجد منتجات",
        1: "سلة التسوق، منتج واحد",
        2: "سلة التسوق، منتجان",
        4: "سلة التسوق، 4 منتجات",
        5: "سلة التسوق، 5 منتجات",
      },
      title: "سلة التسوق",
      itemCount: { 3: "3 منتجات", 4: "4 منتجات", 5: "5 منتجات" },
      close: "إغلاق سلة التسوق",
      each: "للوحدة",
      decrease: (name) => `إنقاص كمية ${name}`,
      increase: (name) => `زيادة كمية ${name}`,
      remove: (name) => `إزالة ${name} من السلة`,
      free: "مجاني",
      checkout: "المتابعة إلى الدفع",
      clear: "إفراغ السلة",
      clearYes: "نعم، أفرغ السلة",
      emptyTitle: "سلة التسوق فارغة",
      emptyPrompt: "ابدأ بإضافة تجارب السفر التي تناسبك إلى سلتك!",
      browse: "تصفّح المتجر",
      removed: (name) => `تمت إزالة ${name} من سلة التسوق`,
      cleared: "تم إفراغ سلة التسوق",
      initFailed: "تعذّر تحميل سلة التسوق. يُرجى تحديث الصفحة.",
    },
  },
];

async function storeCart(page: Page, raw: string) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [STORAGE_KEY, raw]);
}

async function storedCart(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
}

for (const lang of languages) {
  const { text: L } = lang;
  const { esim, pillow, trip } = lang.lines;
  const seeded = JSON.stringify({ items: [esim, pillow, trip] });

  /** The header's cart button, once the stored cart is read and the start-up overlay is over. */
  async function cartButton(page: Page): Promise<Locator> {
    const button = page.locator("header").getByRole("button", { name: /^(Cart|سلة التسوق)،?,? / });
    await expect(button).toHaveAttribute("data-ready", "true");
    return button;
  }

  async function openCart(page: Page): Promise<Locator> {
    await (await cartButton(page)).click();
    const dialog = page.getByRole("dialog", { name: new RegExp(`^${L.title}`) });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Visits the home page with `raw` in the cart's storage. */
  async function visitWithCart(page: Page, raw: string) {
    await page.goto("/");
    // Let this page read its (empty) cart first, or it could read `raw` itself.
    await cartButton(page);
    await storeCart(page, raw);
    await page.reload();
  }

  const lineOf = (dialog: Locator, line: StoredLine) =>
    dialog.getByRole("listitem").filter({ hasText: line.name });

  test.describe(`cart in ${lang.name}`, () => {
    test.use({ extraHTTPHeaders: lang.headers, locale: lang.locale });

    test("an empty cart says so and points to the shop", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("dir", lang.dir);
      const button = await cartButton(page);
      await expect(button).toHaveAccessibleName(L.button[0]);
      await expect(button.getByTestId("cart-count")).toHaveCount(0);
      const dialog = await openCart(page);
      await expect(dialog.getByText(L.emptyTitle)).toBeVisible();
      await expect(dialog.getByText(L.emptyPrompt)).toBeVisible();
      await expect(dialog.getByRole("link", { name: L.browse })).toHaveAttribute("href", "/shop");
      await expect(dialog.getByRole("link", { name: L.checkout })).toHaveCount(0);
      await expect(dialog.getByRole("button", { name: L.clear })).toHaveCount(0);
    });

    test("each line shows its image, name, unit price, quantity and line total; the footer sums them", async ({
      page,
    }) => {
      await visitWithCart(page, seeded);
      const button = await cartButton(page);
      await expect(button).toHaveAccessibleName(L.button[4]);
      await expect(button.getByTestId("cart-count")).toHaveText("4");
      const dialog = await openCart(page);
      await expect(dialog).toHaveAccessibleName(`${L.title} ${L.itemCount[4]} · $738.97`);

      const esimLine = lineOf(dialog, esim);
      await expect(esimLine).toContainText(`$19.99 ${L.each}`);
      await expect(esimLine.locator("img")).toHaveAttribute("src", "/images/placeholders/esim.svg");
      await expect(esimLine.getByRole("group", { name: new RegExp(esim.name) })).toContainText("1");
      await expect(esimLine.getByTestId("line-total")).toContainText("$19.99");
      await expect(dialog.getByRole("button", { name: L.decrease(esim.name) })).toBeDisabled();

      const pillowLine = lineOf(dialog, pillow);
      await expect(pillowLine).toContainText(`$34.99 ${L.each}`);
      await expect(pillowLine.locator("img")).toHaveAttribute("src", pillow.image_url!);
      await expect(pillowLine.getByTestId("line-total")).toContainText("$69.98");
      await expect(dialog.getByRole("button", { name: L.decrease(pillow.name) })).toBeEnabled();

      // A path without a leading slash is served from the site itself.
      await expect(lineOf(dialog, trip).locator("img")).toHaveAttribute(
        "src",
        "/images/packages/baku-weekend-escape.svg",
      );
      for (const image of await dialog.locator("img").all()) {
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }

      await expect(dialog.getByTestId("cart-subtotal")).toHaveText("$738.97");
      await expect(dialog.getByText(L.free, { exact: true })).toBeVisible();
      await expect(dialog.getByTestId("cart-total")).toHaveText("$738.97");
      await expect(dialog.locator("bdi[dir=ltr]", { hasText: "$738.97" }).first()).toBeVisible();
      await expect(dialog.getByRole("link", { name: L.checkout })).toHaveAttribute("href", "/checkout");
    });

    test("plus adds the same item again, minus stops at 1, totals follow, and the cart survives a reload", async ({
      page,
    }) => {
      await visitWithCart(page, seeded);
      const dialog = await openCart(page);
      const esimLine = lineOf(dialog, esim);

      await dialog.getByRole("button", { name: L.increase(esim.name) }).click();
      await expect(esimLine.getByRole("group")).toContainText("2");
      await expect(esimLine.getByTestId("line-total")).toContainText("$39.98");
      await expect(dialog.getByTestId("cart-total")).toHaveText("$758.96");
      await expect(dialog).toHaveAccessibleName(`${L.title} ${L.itemCount[5]} · $758.96`);
      await expect(dialog.getByRole("button", { name: L.decrease(esim.name) })).toBeEnabled();

      const minusPillow = dialog.getByRole("button", { name: L.decrease(pillow.name) });
      await minusPillow.click();
      await expect(lineOf(dialog, pillow).getByRole("group")).toContainText("1");
      await expect(minusPillow).toBeDisabled();
      await expect(dialog.getByTestId("cart-subtotal")).toHaveText("$723.97");
      await expect(dialog.getByTestId("cart-total")).toHaveText("$723.97");
      // Minus reached 1 and is disabled: the keyboard focus stays in the control, on plus.
      await expect(dialog.getByRole("button", { name: L.increase(pillow.name) })).toBeFocused();

      const stored = JSON.parse((await storedCart(page))!) as { items: StoredLine[] };
      expect(stored.items.map((line) => [line.id, line.quantity])).toEqual([
        [esim.id, 2],
        [pillow.id, 1],
        [trip.id, 1],
      ]);

      await page.reload();
      await expect(await cartButton(page)).toHaveAccessibleName(L.button[4]);
      const again = await openCart(page);
      await expect(lineOf(again, esim).getByRole("group")).toContainText("2");
      await expect(again.getByTestId("cart-total")).toHaveText("$723.97");
    });

    test("remove animates the line out for 400 ms, then removes it; clear empties the cart", async ({
      page,
    }) => {
      await visitWithCart(page, seeded);
      const dialog = await openCart(page);
      const pillowLine = lineOf(dialog, pillow);

      const removeButton = dialog.getByRole("button", { name: L.remove(pillow.name) });
      await removeButton.click();
      const clickedAt = Date.now();
      await expect(pillowLine).toHaveAttribute("data-leaving", "true");
      await expect(pillowLine).toHaveCount(0);
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(300);
      await expect(page.getByText(L.removed(pillow.name))).toBeVisible();
      await expect(dialog.getByTestId("cart-total")).toHaveText("$668.99");
      await expect(dialog.getByRole("listitem")).toHaveCount(2);
      // The focus moves on to the next line rather than getting lost.
      await expect(dialog.getByRole("button", { name: L.remove(trip.name) })).toBeFocused();

      // Clearing asks first.
      await dialog.getByRole("button", { name: L.clear }).click();
      expect(JSON.parse((await storedCart(page))!).items).toHaveLength(2);
      await dialog.getByRole("button", { name: L.clearYes }).click();
      await expect(dialog.getByText(L.emptyTitle)).toBeVisible();
      await expect(page.getByText(L.cleared)).toBeVisible();
      expect(await storedCart(page)).toBe('{"items":[]}');
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(await cartButton(page)).toHaveAccessibleName(L.button[0]);
    });

    test("garbage in storage: the error is shown and the cart starts again, empty and working", async ({
      page,
      context,
    }) => {
      await visitWithCart(page, '{"items":[{"id":"x","name":"Broken","price":-4,"quantity":"lots"}');
      await expect(page.getByText(L.initFailed)).toBeVisible();
      // The garbage is overwritten, so the next visit starts cleanly.
      expect(await storedCart(page)).toBe('{"items":[]}');
      const dialog = await openCart(page);
      await expect(dialog.getByText(L.emptyTitle)).toBeVisible();
      await page.keyboard.press("Escape");

      // Still a working cart: a line added from another tab shows up and can be changed here.
      const other = await context.newPage();
      await other.goto("/");
      await cartButton(other);
      await storeCart(other, JSON.stringify({ items: [esim] }));
      await expect(await cartButton(page)).toHaveAccessibleName(L.button[1]);
      const reopened = await openCart(page);
      await reopened.getByRole("button", { name: L.increase(esim.name) }).click();
      await expect(reopened.getByTestId("cart-total")).toHaveText("$39.98");
      await page.reload();
      await expect(await cartButton(page)).toHaveAccessibleName(L.button[2]);
      await expect(page.getByText(L.initFailed)).toHaveCount(0);
    });

    test("storage that cannot be used shows the error and leaves an empty cart", async ({ page }) => {
      await page.addInitScript(() => {
        Storage.prototype.getItem = () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        };
      });
      await page.goto("/");
      await expect(page.getByText(L.initFailed)).toBeVisible();
      const dialog = await openCart(page);
      await expect(dialog.getByText(L.emptyTitle)).toBeVisible();
    });

    test("the drawer is a modal dialog that slides in from the inline end and leaves in 400 ms", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visitWithCart(page, seeded);
      const dialog = await openCart(page);
      const box = async () => (await dialog.boundingBox())!;
      // Wait for the 400 ms entry animation to end (exact position: a rounded one is reached mid-slide).
      await expect
        .poll(async () => (await box()).x, { intervals: [100] })
        .toBe(lang.dir === "ltr" ? 1280 - 448 : 0);
      const { x, width } = await box();
      expect(width).toBe(448);
      if (lang.dir === "ltr") expect(x + width).toBe(1280);
      else expect(x).toBe(0);
      // Focus is held inside the dialog.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      await dialog.getByRole("button", { name: L.close }).click();
      const closedAt = Date.now();
      await expect(page.locator(".drawer-panel[data-exiting]")).toHaveCount(1);
      await expect(dialog).toBeHidden();
      expect(Date.now() - closedAt).toBeGreaterThanOrEqual(300);
      await expect(await cartButton(page)).toBeFocused();

      // On a phone the drawer takes the whole width.
      await page.setViewportSize({ width: 375, height: 800 });
      const phone = await openCart(page);
      await expect.poll(async () => Math.round((await phone.boundingBox())!.x), { intervals: [100] }).toBe(0);
      expect(Math.round((await phone.boundingBox())!.width)).toBe(375);
    });

    test("two tabs stay in step", async ({ page, context }) => {
      await visitWithCart(page, seeded);
      const second = await context.newPage();
      await second.goto("/");
      await expect(await cartButton(second)).toHaveAccessibleName(L.button[4]);

      const dialog = await openCart(page);
      await dialog.getByRole("button", { name: L.increase(esim.name) }).click();
      await expect(await cartButton(second)).toHaveAccessibleName(L.button[5]);

      const secondDialog = await openCart(second);
      await expect(lineOf(secondDialog, esim).getByRole("group")).toContainText("2");
      await secondDialog.getByRole("button", { name: L.clear }).click();
      await secondDialog.getByRole("button", { name: L.clearYes }).click();
      await expect(dialog.getByText(L.emptyTitle)).toBeVisible();
    });

    test.describe("accessibility", () => {
      // expectAccessible injects axe as an inline script, which the production CSP refuses.
      test.use({ bypassCSP: true });

      test("passes axe with the drawer open and empty", async ({ page }) => {
        await page.goto("/");
        const dialog = await openCart(page);
        await expect(dialog.getByText(L.emptyTitle)).toBeVisible();
        await page.waitForTimeout(450); // let the entry animation end
        await expectAccessible(page);
      });

      test("passes axe with the drawer open and filled", async ({ page }) => {
        await visitWithCart(page, seeded);
        const dialog = await openCart(page);
        await expect(dialog.getByRole("listitem")).toHaveCount(3);
        await page.waitForTimeout(450);
        await expectAccessible(page);
      });
    });
  });
}
