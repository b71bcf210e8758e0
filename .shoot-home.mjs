// temporary screenshot helper (not committed)
import { chromium } from "@playwright/test";
const [, , base, out, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const spec of specs) {
  // name|path|width|lng|clipY|clipH
  const [name, path, width, lng, y, h] = spec.split("|");
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  const sep = path.includes("?") ? "&" : "?";
  await page.goto(`${base}${path}${sep}lng=${lng}`, { waitUntil: "networkidle" });
  const opts = { path: `${out}/${name}.png` };
  if (y) Object.assign(opts, { clip: { x: 0, y: Number(y), width: Number(width), height: Number(h) }, fullPage: true });
  else opts.fullPage = true;
  await page.screenshot(opts);
  await page.close();
}
await browser.close();
