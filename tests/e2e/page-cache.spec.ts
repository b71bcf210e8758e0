import { createHash } from "node:crypto";
import { customer, visitor } from "../helpers/abuse-identities.ts";
import { untilHit } from "./support.ts";
import { type APIResponse, expect, test } from "./test.ts";

// The anonymous page cache as browsers and shared caches meet it: one render, then copies from memory in the
// encoding asked for, 304s, a policy that allows exactly the page's scripts, and never a signed-in reader's
// page or another language's. /services reads only the site settings, which no spec of this project changes.

const PAGE = "/services";

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test("an anonymous page is rendered once, then sent from memory in the encoding asked for, and 304 when unchanged", async ({
  baseURL,
}) => {
  const { request } = await visitor(baseURL!);
  const hit = await untilHit(request, PAGE);
  const etag = hit.headers().etag;
  expect(etag).toMatch(/^W\/".+"$/);
  expect(hit.headers()["cache-control"]).toBe("no-cache");
  expect(hit.headers().vary).toBe("Accept-Encoding, Accept-Language, Cookie");
  const identity = await request.get(PAGE, { headers: { "accept-encoding": "identity" } });
  expect(identity.headers()["content-encoding"]).toBeUndefined();
  expect(Number(identity.headers()["content-length"])).toBe((await identity.body()).length);
  for (const encoding of ["br", "gzip"]) {
    const compressed = await request.get(PAGE, { headers: { "accept-encoding": encoding } });
    expect(compressed.headers()["x-cache"]).toBe("HIT");
    expect(compressed.headers()["content-encoding"]).toBe(encoding);
    expect(Number(compressed.headers()["content-length"])).toBeLessThan((await identity.body()).length / 3);
    expect(await compressed.text()).toBe(await identity.text());
  }
  const unchanged = await request.get(PAGE, { headers: { "if-none-match": etag! } });
  expect(unchanged.status()).toBe(304);
  expect((await unchanged.body()).length).toBe(0);
  const other = await request.get(PAGE, { headers: { "if-none-match": 'W/"another-version"' } });
  expect(other.status()).toBe(200);
});

test("every rendered answer has its own nonce; a cached copy has none, and its policy allows exactly its scripts", async ({
  baseURL,
  browser,
}) => {
  const { request } = await visitor(baseURL!);
  const first = await request.get(`${PAGE}?nonce-check=${Date.now()}a`);
  const second = await request.get(`${PAGE}?nonce-check=${Date.now()}b`);
  expect(first.headers()["x-cache"]).toBe("MISS");
  expect(second.headers()["x-cache"]).toBe("MISS");
  const [a, b] = [nonceOf(first), nonceOf(second)];
  expect(a).toBeTruthy();
  expect(a).not.toBe(b);
  expect(await first.text()).toContain(`nonce="${a}"`);
  expect(await second.text()).not.toContain(a!);

  const hit = await untilHit(request, PAGE);
  const html = await hit.text();
  const policy = hit.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("'nonce-");
  expect(html).not.toMatch(/\snonce="/);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes ?? ""),
  );
  expect(inline.length).toBeGreaterThan(0);
  const allowed = new Set(policy.match(/'sha256-[^']+'/g));
  const needed = new Set(
    inline.map(
      ([, , body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    ),
  );
  expect(allowed).toEqual(needed);

  // In a browser, the cached copy's scripts run (the page hydrates) and the policy refuses none of them.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const loaded = await page.goto(PAGE);
  expect(loaded?.headers()["x-cache"]).toBe("HIT");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  expect(refused).toEqual([]);
  await context.close();
});

test("a signed-in customer is never served from, nor stored in, the cache", async ({ baseURL }) => {
  // Letters only (the name rule); unique, so that its absence from the anonymous copy means something.
  const firstName = `Reader${Date.now()
    .toString(26)
    .replace(/\d/g, (digit) => "qrstuvwxyz"[Number(digit)]!)}`;
  const reader = await customer(baseURL!, "customer A", { firstName, lastName: "Haddad" });
  const { request: anonymous } = await visitor(baseURL!);
  await untilHit(anonymous, PAGE);

  for (let attempt = 0; attempt < 3; attempt++) {
    const own = await reader.request.get(PAGE);
    expect(own.headers()["x-cache"]).toBe("BYPASS");
    expect(own.headers().etag).toBeUndefined();
    expect(await own.text()).toContain(reader.email!);
  }
  const seen = await untilHit(anonymous, PAGE);
  const html = await seen.text();
  expect(html).not.toContain(reader.email!);
  expect(html).not.toContain(firstName);
});

test("English and Arabic copies are never mixed, however the language is chosen", async ({ baseURL }) => {
  const lang = async (response: APIResponse) => /<html lang="(\w+)"/.exec(await response.text())?.[1];
  const { request: english } = await visitor(baseURL!, "en");
  const { request: arabic } = await visitor(baseURL!, "ar");
  expect(await lang(await untilHit(english, PAGE))).toBe("en");
  expect(await lang(await untilHit(arabic, PAGE))).toBe("ar");
  expect(await lang(await untilHit(english, PAGE))).toBe("en");
  // The language cookie and ?lng= choose too, and a copy for one choice is never another's.
  const { request: chooser } = await visitor(baseURL!, "en");
  expect(await lang(await untilHit(chooser, `${PAGE}?lng=ar`))).toBe("ar");
  expect(await lang(await untilHit(chooser, PAGE))).toBe("ar");
  expect(await lang(await untilHit(english, `${PAGE}?lng=en`))).toBe("en");
});

test("a page paints before it fetches its scripts and fonts, then hydrates under its nonce", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // A query the cache has not seen: the rendered answer, with its nonce.
  const loaded = await page.goto(`/esim-shop?lng=ar&paint-check=${Date.now()}`);
  expect(loaded?.headers()["x-cache"]).toBe("MISS");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.*\.(js|json)$/.test(entry.name))
      .map((entry) => entry.startTime),
    fonts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(5);
  for (const start of [...timing.scripts, ...timing.fonts])
    expect(start).toBeGreaterThanOrEqual(timing.paint);
  // The text then swaps to the Arabic face (asked for after the paint).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes("IBM Plex Sans Arabic") && face.status === "loaded",
        ),
      ),
    )
    .toBe(true);
  // Hydrated: the cart button opens the drawer.
  const cart = page.locator("header").getByRole("button", { name: /^سلة التسوق/ });
  await expect(cart).toHaveAttribute("data-ready", "true");
  await cart.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(refused).toEqual([]);
  await context.close();
});
