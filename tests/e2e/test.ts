// The specs' `test`: Playwright's, whose page waits after each navigation until React has hydrated it. The
// page's scripts start after its first paint (docs/decisions/029), which can come after the `load` event that
// Playwright waits for; a click before hydration would find controls without their behaviour.
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** The root marks the page once hydrated; a page without the app's scripts (JSON, a file) has nothing to wait for. */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type^="after-paint:"], script[type="module"]'),
    null,
    { timeout: 15_000 },
  );
}

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const name of NAVIGATIONS) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const response = await navigate(...args);
            const options = args.at(-1) as { waitUntil?: string } | undefined;
            if (options?.waitUntil !== "commit") await untilHydrated(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});
