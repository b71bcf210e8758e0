/**
 * Nobody plants anything in a customer's profile, and no name carries a link into an e-mail.
 * - A stranger (a visitor) sends both consultation forms with a customer's confirmed address, in other case and
 *   with spaces, page and `.data`: none of it is in the customer's profile (list, counts) or data download.
 * - A name that looks like a web address ("Claim your refund at evil.com", "www.x", "x.co.uk", a scheme, a
 *   full-width dot) is refused at sign-up (Better Auth's API and the form without JavaScript) and by both
 *   consultation forms (the server, and the form in the browser) with the translated message, in English and
 *   Arabic; nothing is stored and no e-mail is sent. "Dr. Ahmed" and "J. R. R. Tolkien" are names.
 */

import { consultationReference } from "../../../app/platform/domain/references.ts";
import { createI18n } from "../../../app/platform/i18n/i18n.ts";
import { judge } from "../../helpers/abuse-http.ts";
import { customer, newContext } from "../../helpers/abuse-identities.ts";
import { htmlToText } from "../../helpers/human-message.ts";
import { outbox, STRONG_PASSWORD, uniqueEmail } from "../support.ts";
import { expect, type Page, test } from "../test.ts";

const LANGS = ["en", "ar"] as const;
const DOMAIN_NAMES = [
  "Claim your refund at evil.com",
  "www.x",
  "Visit http://evil",
  "x.co.uk",
  "evil\uFF0Ecom",
];

let base = "";
let origin = "";

test.beforeAll(({ baseURL }) => {
  base = baseURL!;
  origin = new URL(base).origin;
});

const token = () => Math.random().toString(36).slice(2, 10);

function educationForm(email: string, fullName: string) {
  return { fullName, email, phone: "+971 50 123 4567", message: `planted-${token()}` };
}

function businessForm(email: string, fullName: string) {
  return {
    fullName,
    email,
    phone: "+966501234567",
    businessType: "technology",
    preferredCountry: "singapore",
    companyName: `Planted Trading ${token()}`,
    message: `planted-${token()}`,
  };
}

test("a stranger's consultation with a customer's address is not in that customer's profile or download", async () => {
  test.setTimeout(90_000);
  const victim = await customer(base, "customer A", { firstName: "Amal", lastName: "Haddad" });
  const stranger = await newContext(base, { "accept-language": "en" });
  const email = victim.email!;
  const markers: string[] = [];
  for (const [index, address] of [email, email.toUpperCase(), `  ${email} `].entries()) {
    const data = index === 1;
    for (const [path, form] of [
      ["/education-malaysia", educationForm(address, "Claim your refund")],
      ["/business-incorporation", businessForm(address, "Claim your refund")],
    ] as const) {
      const response = await stranger.post(`${path}${data ? ".data" : ""}`, {
        headers: { origin },
        form,
        maxRedirects: 0,
      });
      const body = await response.text();
      expect(response.status(), `${path} ${body.slice(0, 200)}`).toBe(data ? 202 : 303);
      const sent = data
        ? /sent=([0-9a-f-]{36})/.exec(body)?.[1]
        : new URL(response.headers().location!, base).searchParams.get("sent");
      expect(sent, `${path}: the request was stored`).toBeTruthy();
      markers.push(consultationReference(sent!), form.message);
      if ("companyName" in form) markers.push(form.companyName);
    }
  }

  for (const path of [
    "/profile/consultations",
    "/profile/consultations.data",
    "/profile",
    "/profile/activity",
  ]) {
    const response = await victim.request.get(path);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    for (const marker of markers) expect(body, `${path} shows ${marker}`).not.toContain(marker);
  }
  const overview = await victim.request.get("/profile");
  expect(htmlToText(await overview.text())).not.toMatch(/CN-[0-9A-F]{8}/);
  const page = await victim.request.get("/profile/consultations");
  expect(await page.text()).not.toContain("data-consultation=");

  const download = await victim.request.get("/profile/data");
  expect(download.status()).toBe(200);
  const text = await download.text();
  for (const marker of markers) expect(text).not.toContain(marker);
  expect(JSON.parse(text).consultations).toEqual({ education: [], business: [] });
});

for (const lang of LANGS) {
  const t = createI18n(lang).t;
  const message = t("errors:validation.nameHasWebAddress");

  test(`a domain in a name is refused at sign-up with the translated message (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const request = await newContext(base, { "accept-language": lang });
    for (const name of DOMAIN_NAMES) {
      for (const field of ["firstName", "lastName"] as const) {
        const email = uniqueEmail(`domain-name-${lang}`);
        const names = { firstName: "Lina", lastName: "Haddad", [field]: name };
        const api = await request.post("/api/auth/sign-up/email", {
          headers: { origin, cookie: `lng=${lang}` },
          data: { email, password: STRONG_PASSWORD, ...names },
        });
        const answer = {
          status: api.status(),
          contentType: api.headers()["content-type"] ?? "",
          body: await api.text(),
        };
        expect(answer.status, `${field}=${name}: ${answer.body}`).toBe(400);
        expect(JSON.parse(answer.body).message).toBe(message);
        expect(judge(answer, lang, base, "/api/auth/sign-up/email")).toBeNull();

        // The form without JavaScript comes back to the dialog with the same message.
        const form = await request.post("/auth", {
          headers: { origin, cookie: `lng=${lang}` },
          form: { intent: "sign-up", email, password: STRONG_PASSWORD, ...names },
          maxRedirects: 0,
        });
        expect(form.status()).toBe(302);
        expect(form.headers().location).toBe(
          "/?login=1&mode=sign-up&error=errors%3Avalidation.nameHasWebAddress",
        );
        expect(outbox().filter((mail) => mail.to === email)).toEqual([]);
      }
    }
    // Where that form lands: the sign-up dialog with the message.
    await page.context().addCookies([{ name: "lng", value: lang, url: base }]);
    await page.goto("/?login=1&mode=sign-up&error=errors%3Avalidation.nameHasWebAddress");
    await expect(page.getByRole("dialog").getByRole("alert")).toHaveText(message);
  });

  test(`a domain in a name is refused by both consultation forms with the translated message (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const request = await newContext(base, { "accept-language": lang });
    for (const name of DOMAIN_NAMES) {
      const email = uniqueEmail(`domain-consult-${lang}`);
      for (const [path, form] of [
        ["/education-malaysia", educationForm(email, name)],
        ["/business-incorporation", businessForm(email, name)],
      ] as const) {
        for (const data of [false, true]) {
          const response = await request.post(`${path}${data ? ".data" : ""}?lng=${lang}`, {
            headers: { origin, cookie: `lng=${lang}` },
            form,
            maxRedirects: 0,
          });
          const body = await response.text();
          expect(response.status(), `${path} ${name}`).toBe(400);
          expect(data ? body : htmlToText(body), `${path} ${name}`).toContain(message);
        }
      }
      expect(outbox().filter((mail) => mail.to === email)).toEqual([]);
    }

    // In the browser the form says so before sending; a name with dots and spaces goes through.
    await page.context().addCookies([{ name: "lng", value: lang, url: base }]);
    await page.goto("/education-malaysia");
    await expect(page.locator("header button[data-ready='true']").first()).toBeVisible();
    const form = consultationForm(page, t);
    await form.getByLabel(t("consultations:form.fields.fullName")).fill("Claim your refund at evil.com");
    await form.getByLabel(t("consultations:form.fields.email")).fill(uniqueEmail(`domain-browser-${lang}`));
    await form.getByLabel(t("consultations:form.fields.phone")).fill("+971 50 123 4567");
    await form.getByRole("button", { name: t("consultations:form.submit") }).click();
    await expect(form.getByText(message)).toBeVisible();
    await form.getByLabel(t("consultations:form.fields.fullName")).fill("J. R. R. Tolkien");
    await form.getByRole("button", { name: t("consultations:form.submit") }).click();
    await expect(page.getByRole("heading", { name: t("consultations:confirmed.title") })).toBeVisible();
  });
}

function consultationForm(page: Page, t: ReturnType<typeof createI18n>["t"]) {
  return page.locator("form").filter({ has: page.getByLabel(t("consultations:form.fields.fullName")) });
}
