// The specs' `test`: Playwright's, with every page — the `page` fixture's and those a test opens itself — waiting
// after each navigation until React has hydrated it. The page's scripts start after its first paint
// (docs/decisions/029), which can come after the `load` event that Playwright waits for; a click before hydration
// would find controls without their behaviour.
import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * The root marks the page once hydrated. A page the app's scripts do not run on has nothing to wait for: React
 * Router's inline context script has not run there (JavaScript is off, or it is JSON, a file, an edge error).
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true",
    null,
    { timeout: 15_000 },
  );
}

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;
type Navigate = (this: Page, ...args: unknown[]) => ReturnType<Page["goto"]>;

/** Every page shares one prototype: patched once per worker, from a page opened for the purpose. */
function waitForHydrationAfterNavigations(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Record<(typeof NAVIGATIONS)[number], Navigate>;
  for (const name of NAVIGATIONS) {
    const navigate = prototype[name];
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.at(-1) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== "commit") await untilHydrated(this);
      return response;
    };
  }
}

export const test = base.extend<object, { hydrationWait: undefined }>({
  hydrationWait: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitForHydrationAfterNavigations(page);
      await page.close();
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
});
