import { chromium } from "@playwright/test";
const [, , base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const p of paths) {
  const page = await browser.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.type() + ": " + m.text().slice(0, 300)); });
  page.on("pageerror", (e) => errors.push("pageerror: " + e.message));
  await page.goto(base + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  console.log(p, errors.length ? errors : "clean");
  await page.close();
}
await browser.close();
