/**
 * A GET only shows: on the three application forms, `?offer=` / `?plan=` (a link from another site carries
 * the Lax session cookie on a top-level navigation) proposes an offer and writes nothing. Every form route, as
 * a page and as its `.data`, with its own parameter and the other one, an offer on sale, another, one not on
 * sale and an empty one, is read by a signed-in customer with no draft, with drafts of another offer, with a
 * draft at review and at payment: the customer's data download (every column of their applications) is the
 * same before and after. The choose step's post still takes the offer.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { judge } from "../../helpers/abuse-http.ts";
import { customer, type Identity } from "../../helpers/abuse-identities.ts";
import { expect, test } from "../test.ts";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

const FORMS = {
  visa: { path: "/visa-application-form", param: "offer" },
  "international-driving-license": { path: "/international-driving-license", param: "plan" },
  "driving-license": { path: "/driving-license-application", param: "plan" },
} as const;
type Kind = keyof typeof FORMS;
const KINDS = Object.keys(FORMS) as Kind[];

const VISA_DETAILS = {
  fullName: "Nadia Traveller",
  email: "nadia@example.com",
  phone: "+971501234567",
  nationality: "Jordanian",
  passportNumber: "AB1234567",
  dateOfBirth: "1990-05-04",
  address: "12 King Fahd Road, Riyadh",
  travelDate: "2031-02-03",
};

test.describe.configure({ mode: "serial" });

let base = "";
let origin = "";
let person: Identity;
/** Offers on sale, as the listing pages link them: at least two per form. */
const refs: Record<Kind, string[]> = { visa: [], "international-driving-license": [], "driving-license": [] };

/** Every column of the customer's applications, from their data download. */
async function applications(): Promise<unknown[]> {
  const response = await person.request.get("/profile/data");
  expect(response.status(), "the data download").toBe(200);
  return ((await response.json()) as { applications: unknown[] }).applications;
}

/** The GETs a hostile page can make the browser send: every form, page and .data, every offer parameter. */
function hostileGets(): string[] {
  const urls: string[] = [];
  for (const kind of KINDS) {
    const { path: formPath } = FORMS[kind];
    const values = [...refs.visa.slice(0, 2), ...refs[kind].slice(0, 2), "not-on-sale", ""];
    if (kind !== "visa") values.push(...refs["international-driving-license"].slice(0, 1));
    for (const suffix of ["", ".data"]) {
      for (const param of ["offer", "plan"]) {
        for (const value of new Set(values))
          urls.push(`${formPath}${suffix}?${param}=${encodeURIComponent(value)}`);
      }
      urls.push(`${formPath}${suffix}?offer=${refs.visa[1]}&plan=${refs[kind].at(-1)}&login=1`);
    }
  }
  return urls;
}

/** Sends them all as a cross-site navigation would, each answer judged; the drafts must not move. */
async function getAllAndCompare(when: string) {
  const before = await applications();
  const failures: string[] = [];
  for (const url of hostileGets()) {
    const response = await person.request.get(url, {
      headers: {
        referer: "https://evil.example/",
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "navigate",
      },
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    const answer = {
      status: response.status(),
      contentType: response.headers()["content-type"] ?? "",
      location: response.headers().location,
      body: await response.text(),
    };
    const failure = judge(answer, "en", base, url);
    if (failure) failures.push(`GET ${url} → ${failure.kind}: ${failure.reason.slice(0, 200)}`);
  }
  expect(failures, `answers ${when}`).toEqual([]);
  expect(await applications(), `the drafts ${when}, after ${hostileGets().length} GETs`).toEqual(before);
  return before;
}

/** The choose step's post (what its Continue sends, with or without JavaScript). */
async function choose(kind: Kind, ref: string) {
  const { path: formPath, param } = FORMS[kind];
  const response = await person.request.post(`${formPath}?${param}=${ref}`, {
    headers: { origin },
    form: { intent: "choose", [param]: ref },
    maxRedirects: 0,
  });
  expect(response.status(), `choosing ${ref} for ${kind}: ${(await response.text()).slice(0, 200)}`).toBe(
    303,
  );
  expect(response.headers().location).toBe(formPath);
}

test.beforeAll(async ({ baseURL }) => {
  base = baseURL!;
  origin = new URL(base).origin;
  person = await customer(base, "customer A", { firstName: "Gina", lastName: "Getsafe" });
  const visas = await (await person.request.get("/visa-services")).text();
  refs.visa = [
    ...new Set([...visas.matchAll(/href="\/visa-application-form\?offer=([^"&]+)"/g)].map((m) => m[1]!)),
  ];
  const plans = await (await person.request.get("/driving-license-service-selection")).text();
  for (const kind of ["international-driving-license", "driving-license"] as const) {
    const pattern = new RegExp(`href="${FORMS[kind].path}\\?plan=([0-9a-f-]{36})"`, "g");
    refs[kind] = [...new Set([...plans.matchAll(pattern)].map((m) => m[1]!))];
  }
  for (const kind of KINDS) expect(refs[kind].length, `offers on sale for ${kind}`).toBeGreaterThanOrEqual(2);
});

test("GET on every form route creates no draft when there is none", async () => {
  expect(await applications()).toEqual([]);
  await getAllAndCompare("without a draft");
  expect(await applications()).toEqual([]);
});

test("GET on every form route leaves drafts of another offer as they are", async () => {
  for (const kind of KINDS) await choose(kind, refs[kind][0]!);
  const drafts = await getAllAndCompare("with a draft of each form");
  expect(drafts).toHaveLength(3);
});

test("GET on every form route leaves a draft at review at review, and one at payment at payment", async () => {
  const form = {
    intent: "continue",
    ...VISA_DETAILS,
    personal_photo: {
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(path.join(FIXTURES, "portrait.jpg")),
    },
    passport_copy: {
      name: "passport.pdf",
      mimeType: "application/pdf",
      buffer: readFileSync(path.join(FIXTURES, "passport.pdf")),
    },
  };
  const toReview = await person.request.post(FORMS.visa.path, {
    headers: { origin },
    multipart: form,
    maxRedirects: 0,
  });
  expect(toReview.status(), `on to review: ${(await toReview.text()).slice(0, 300)}`).toBe(303);
  const atReview = await getAllAndCompare("with a visa draft at review");
  expect(atReview).toContainEqual(expect.objectContaining({ kind: "visa", draftStep: "review" }));

  const confirmed = await person.request.post(FORMS.visa.path, {
    headers: { origin },
    form: { intent: "confirm" },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);
  const atPayment = await getAllAndCompare("with a visa draft at payment");
  expect(atPayment).toContainEqual(expect.objectContaining({ kind: "visa", draftStep: "payment" }));
});

test("the choose step's post still takes the offer (only a POST changes)", async () => {
  await choose("international-driving-license", refs["international-driving-license"][1]!);
  const drafts = (await applications()) as { kind: string; drivingLicenseOfferId: string | null }[];
  expect(drafts.find((d) => d.kind === "international-driving-license")?.drivingLicenseOfferId).toBe(
    refs["international-driving-license"][1],
  );
});
