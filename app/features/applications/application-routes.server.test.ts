import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { routeContext } from "../../../tests/helpers/route-context.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { applicationDocuments, applications, user } from "../../platform/db/schema/index.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { RATE_RULES } from "../../platform/http/rate-limit.server.ts";
import { createI18n } from "../../platform/i18n/i18n.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import { type ApplicationActionData, applicationFormAction } from "./application-action.server.ts";
import { type ApplicationPage, loadApplicationPage, type PaymentPort } from "./application-page.server.ts";
import type { ApplicationKind } from "./kinds.ts";
import { uploadAction } from "./upload-action.server.ts";

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../tests/e2e/fixtures");
const JPEG = readFileSync(path.join(FIXTURES, "portrait.jpg"));
const PDF = readFileSync(path.join(FIXTURES, "passport.pdf"));
const PROGRAM = readFileSync(path.join(FIXTURES, "photo.jpg"));
const PASSWORD = "Str0ng!pass";
const VISA_OFFER = "uae-tourist-visa-30-days";
const ORIGIN = "http://shop.test";

const VALID_VISA = {
  fullName: "Lina Haddad",
  email: "lina@example.com",
  phone: "+966501234567",
  nationality: "Jordanian",
  passportNumber: "AB1234567",
  dateOfBirth: "1990-04-12",
  address: "12 King Fahd Road, Riyadh",
  travelDate: "2099-01-15",
};

interface Answer {
  status: number;
  body: ApplicationActionData | null;
  location?: string | null;
}

/** A route's answer: a redirect or Response, or data with its status (thrown or returned). */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const json = (result.headers.get("content-type") ?? "").includes("json") ? await result.json() : null;
    return { status: result.status, body: json, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value?.type === "DataWithResponseInit") {
    return { status: value.init?.status ?? 200, body: value.data as ApplicationActionData };
  }
  throw result;
}

/** A payment port that records what it was asked and sends the applicant to a fake provider. */
function fakePayment() {
  const started: Parameters<PaymentPort["start"]>[1][] = [];
  const port: PaymentPort = {
    choice: async () => ({ providers: ["sandbox"], defaultProvider: "sandbox", allowChoice: false }),
    start: async (_services, input) => {
      started.push(input);
      return `${ORIGIN}/checkout/sandbox/fake-order`;
    },
  };
  return { port, started };
}

const PATHS: Record<ApplicationKind, string> = {
  visa: "/visa-application-form",
  "international-driving-license": "/international-driving-license",
  "driving-license": "/driving-license-application",
};

for (const database of testDatabases()) {
  describe(`the application form routes on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let limited: TestServices;
    let accounts = 0;
    const payment = fakePayment();

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
      services = await createTestServices(handle, { RATE_LIMIT: "off" });
      limited = await createTestServices(handle, { RATE_LIMIT: "on" });
    });
    afterAll(async () => {
      await services?.close();
      await limited?.close();
      await handle?.close();
    });

    async function signedIn(): Promise<{ id: string; email: string; cookie: string }> {
      accounts += 1;
      const email = `applicant-${accounts}-${database.name}@example.com`;
      await services.auth.api.signUpEmail({
        body: { email, password: PASSWORD, name: "Lina Haddad", firstName: "Lina", lastName: "Haddad" },
      });
      await services.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const response = await services.auth.api.signInEmail({
        body: { email, password: PASSWORD },
        asResponse: true,
      });
      const cookie = response.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const [row] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return { id: row!.id, email, cookie };
    }

    async function load(
      kind: ApplicationKind,
      search = "",
      options: { cookie?: string; locale?: Locale; data?: boolean } = {},
    ): Promise<ApplicationPage> {
      const request = new Request(`${ORIGIN}${PATHS[kind]}${options.data ? ".data" : ""}${search}`, {
        headers: options.cookie ? { cookie: options.cookie } : {},
      });
      const context = await routeContext(services, request, options.locale);
      return loadApplicationPage({ request, context }, kind, payment.port);
    }

    async function post(
      kind: ApplicationKind,
      body: BodyInit,
      options: { cookie?: string; locale?: Locale; document?: boolean; via?: TestServices } = {},
    ): Promise<Answer> {
      const request = new Request(`${ORIGIN}${PATHS[kind]}${options.document ? "" : ".data"}`, {
        method: "POST",
        body,
        headers: options.cookie ? { cookie: options.cookie } : {},
      });
      const via = options.via ?? services;
      return answerOf(async () =>
        applicationFormAction(
          { request, context: await routeContext(via, request, options.locale) },
          kind,
          payment.port,
        ),
      );
    }

    async function upload(
      kind: string,
      document: string,
      body: BodyInit,
      options: { cookie?: string; locale?: Locale } = {},
    ): Promise<Answer> {
      const request = new Request(`${ORIGIN}/applications/upload?kind=${kind}&document=${document}`, {
        method: "POST",
        body,
        headers: options.cookie ? { cookie: options.cookie } : {},
      });
      return answerOf(async () =>
        uploadAction({ request, context: await routeContext(services, request, options.locale) }),
      );
    }

    const fileForm = (field: string, bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append(field, new File([new Uint8Array(bytes)], name, { type }));
      return form;
    };

    const draftOf = async (userId: string, kind: ApplicationKind = "visa") => {
      const [row] = await services.db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.kind, kind)));
      return row;
    };

    /** The choose step's post: the only way an offer reaches a draft. */
    const choose = (kind: ApplicationKind, ref: string, cookie: string, locale?: Locale) =>
      post(kind, new URLSearchParams({ intent: "choose", [kind === "visa" ? "offer" : "plan"]: ref }), {
        cookie,
        locale,
        document: true,
      });

    it("sends a visitor to the sign-in dialog on the same page, back to the same address afterwards", async () => {
      const thrown = await answerOf(() => load("visa", `?offer=${VISA_OFFER}`));
      expect(thrown.status).toBe(302);
      expect(thrown.location).toBe(
        `/visa-application-form?login=1&notice=application&next=%2Fvisa-application-form%3Foffer%3D${VISA_OFFER}`,
      );
      // On the dialog's page the visitor sees it, not another redirect.
      expect((await load("visa", `?offer=${VISA_OFFER}&login=1&notice=application`)).view).toBe("visitor");
      const plan = await answerOf(() => load("international-driving-license", "?plan=abc", { data: true }));
      expect(plan.location).toBe(
        "/international-driving-license?login=1&notice=application&next=%2Finternational-driving-license%3Fplan%3Dabc",
      );
    });

    it("answers a visitor's posts with a translated 401, as data for the form and JSON for the drop zone", async () => {
      for (const locale of ["en", "ar"] as const) {
        const message = createI18n(locale).t("errors:auth.loginToContinueApplication");
        const form = await post("visa", new URLSearchParams({ intent: "save" }), { locale });
        expect(form.status).toBe(401);
        expect(form.body).toMatchObject({ ok: false, needsLogin: true, error: { message } });
        const file = await upload(
          "visa",
          "personal_photo",
          fileForm("personal_photo", JPEG, "p.jpg", "image/jpeg"),
          {
            locale,
          },
        );
        expect(file.status).toBe(401);
        expect(file.body).toMatchObject({ ok: false, error: { message } });
      }
    });

    it("takes the offer from the address, and offers a choice without one or for one not on sale", async () => {
      const { cookie } = await signedIn();
      const chooser = await load("visa", "", { cookie });
      expect(chooser.view).toBe("choose");
      if (chooser.view !== "choose") return;
      expect(chooser.choices.length).toBeGreaterThan(0);
      expect(chooser.choices.map((c) => c.ref)).toContain(VISA_OFFER);
      const unknown = await load("visa", "?offer=no-such-offer", { cookie });
      expect(unknown).toMatchObject({ view: "choose", unknownOffer: true });

      // The address proposes the offer; the choose step's post takes it and goes on to the form.
      const proposal = await load("visa", `?offer=${VISA_OFFER}`, { cookie, locale: "ar" });
      expect(proposal).toMatchObject({
        view: "choose",
        proposed: VISA_OFFER,
        unknownOffer: false,
        draft: null,
      });
      expect(await choose("visa", VISA_OFFER, cookie, "ar")).toMatchObject({
        status: 303,
        location: "/visa-application-form",
      });
      const page = await load("visa", "", { cookie, locale: "ar" });
      expect(page.view).toBe("form");
      if (page.view !== "form") return;
      expect(page.draft.step).toBe("upload");
      expect(page.draft.offer).toMatchObject({ ref: VISA_OFFER, destination: "الإمارات العربية المتحدة" });
      expect(page.draft.details).toMatchObject({ fullName: "Lina Haddad" });
      // A licence plan of the other service is not this form's.
      const licence = await load("driving-license", `?plan=${"0".repeat(8)}-0000-0000-0000-000000000000`, {
        cookie,
      });
      expect(licence).toMatchObject({ view: "choose", unknownOffer: true });
    });

    describe("a GET only shows: ?offer= / ?plan= is proposed, and only the choose step's post writes", () => {
      /** Everything the applicant's drafts hold, to compare before and after a GET. */
      const rowsOf = (userId: string) =>
        services.db
          .select()
          .from(applications)
          .where(eq(applications.userId, userId))
          .orderBy(applications.kind);
      const refsOf = async (kind: ApplicationKind, cookie: string) => {
        const page = await load(kind, "", { cookie });
        if (page.view !== "choose") throw new Error(`no choose step for ${kind}`);
        return page.choices.map((choice) => choice.ref);
      };
      const param = (kind: ApplicationKind) => (kind === "visa" ? "offer" : "plan");

      it("creates no draft when there is none (page and .data, each form)", async () => {
        const { cookie, id } = await signedIn();
        for (const kind of Object.keys(PATHS) as ApplicationKind[]) {
          const [ref] = await refsOf(kind, cookie);
          expect(ref, `an offer on sale for ${kind}`).toBeTruthy();
          for (const data of [false, true]) {
            const page = await load(kind, `?${param(kind)}=${ref}`, { cookie, data });
            expect(page).toMatchObject({ view: "choose", proposed: ref, unknownOffer: false, draft: null });
          }
          await load(kind, `?${param(kind)}=not-on-sale`, { cookie });
        }
        expect(await rowsOf(id)).toEqual([]);
      });

      it("leaves a draft with another offer as it is, and proposes the new one beside it", async () => {
        const { cookie, id } = await signedIn();
        let tried = 0;
        for (const kind of Object.keys(PATHS) as ApplicationKind[]) {
          const [first, second] = await refsOf(kind, cookie);
          if (!first || !second) continue;
          tried += 1;
          await choose(kind, first, cookie);
          const before = await rowsOf(id);
          for (const data of [false, true]) {
            expect(await load(kind, `?${param(kind)}=${second}`, { cookie, data })).toMatchObject({
              view: "choose",
              proposed: second,
              draft: { offer: { ref: first } },
            });
          }
          expect(await rowsOf(id)).toEqual(before);
        }
        expect(tried, "forms with two offers on sale").toBeGreaterThan(0);
      });

      it("leaves a draft at review at review, with its offer and fee", async () => {
        const { cookie, id } = await signedIn();
        const another = (await refsOf("visa", cookie)).find((ref) => ref !== VISA_OFFER)!;
        await choose("visa", VISA_OFFER, cookie);
        const draft = (await draftOf(id))!;
        await services.db
          .update(applications)
          .set({ draftStep: "review" })
          .where(eq(applications.id, draft.id));
        const before = await rowsOf(id);
        for (const data of [false, true]) {
          expect(await load("visa", `?offer=${another}`, { cookie, data })).toMatchObject({
            view: "choose",
            proposed: another,
            draft: { step: "review", offer: { ref: VISA_OFFER } },
          });
        }
        expect(await rowsOf(id)).toEqual(before);
        // Without a proposal (or proposing its own offer) the review shows as before.
        expect(await load("visa", `?offer=${VISA_OFFER}`, { cookie })).toMatchObject({
          view: "form",
          draft: { step: "review" },
        });
      });

      it("takes the offer on the choose step's post: a draft made, switched, a review sent back to upload", async () => {
        const { cookie, id } = await signedIn();
        const refs = (await load("visa", "", { cookie })) as Extract<ApplicationPage, { view: "choose" }>;
        const first = refs.choices[0]!;
        const second = refs.choices[1]!;
        expect(await choose("visa", first.ref, cookie)).toMatchObject({ status: 303, location: PATHS.visa });
        expect(await draftOf(id)).toMatchObject({ draftStep: "upload", amountCents: first.priceCents });
        await services.db
          .update(applications)
          .set({ draftStep: "review" })
          .where(eq(applications.userId, id));
        expect(await choose("visa", second.ref, cookie)).toMatchObject({ status: 303, location: PATHS.visa });
        const switched = await draftOf(id);
        expect(switched).toMatchObject({ draftStep: "upload", amountCents: second.priceCents });
        expect(switched?.applicationData).toMatchObject({ offer: second.ref });
        // Taking the offer it already has keeps a review where it is.
        await services.db
          .update(applications)
          .set({ draftStep: "review" })
          .where(eq(applications.userId, id));
        await choose("visa", second.ref, cookie);
        expect(await draftOf(id)).toMatchObject({ draftStep: "review", amountCents: second.priceCents });
        await services.db
          .update(applications)
          .set({ draftStep: "upload" })
          .where(eq(applications.userId, id));

        // An offer not on sale is refused in the applicant's language, the draft unchanged.
        const unchanged = await draftOf(id);
        for (const locale of ["en", "ar"] as const) {
          const refused = await choose("visa", "no-such-offer", cookie, locale);
          expect(refused.status).toBe(400);
          expect(refused.body?.error?.message).toBe(createI18n(locale).t("applications:choose.unknown"));
        }
        expect(await draftOf(id)).toEqual(unchanged);
        // At payment the fee shown stays: the post goes back to the page and changes nothing.
        await services.db
          .update(applications)
          .set({ draftStep: "payment" })
          .where(eq(applications.userId, id));
        const atPayment = await draftOf(id);
        expect(await choose("visa", first.ref, cookie)).toMatchObject({ status: 303, location: PATHS.visa });
        expect(await draftOf(id)).toEqual(atPayment);

        // A licence plan of the right service, without JavaScript too (the page's own address).
        const plans = (await load("international-driving-license", "", { cookie })) as Extract<
          ApplicationPage,
          { view: "choose" }
        >;
        expect(await choose("international-driving-license", plans.choices[0]!.ref, cookie)).toMatchObject({
          status: 303,
          location: PATHS["international-driving-license"],
        });
        expect(await draftOf(id, "international-driving-license")).toMatchObject({
          drivingLicenseOfferId: plans.choices[0]!.ref,
          amountCents: plans.choices[0]!.priceCents,
        });
      });
    });

    it("keeps what was typed on save, and refuses to go on with every message of spec §5/§8, in English and Arabic", async () => {
      const { cookie, id } = await signedIn();
      await choose("visa", VISA_OFFER, cookie);
      const saved = await post(
        "visa",
        new URLSearchParams({ intent: "save", phone: "not a phone", nationality: "J" }),
        {
          cookie,
        },
      );
      expect(saved.status).toBe(200);
      expect(saved.body?.saved).toBe(true);
      expect((await draftOf(id))?.applicationData).toMatchObject({ phone: "not a phone", nationality: "J" });
      // An emptied field is saved empty; a field not sent keeps its value.
      await post("visa", new URLSearchParams({ intent: "save", phone: "" }), { cookie });
      expect((await draftOf(id))?.applicationData).toMatchObject({ phone: "", nationality: "J" });

      for (const locale of ["en", "ar"] as const) {
        const t = createI18n(locale).t;
        const refused = await post(
          "visa",
          new URLSearchParams({
            intent: "continue",
            ...VALID_VISA,
            email: "lina@",
            phone: "0501234567",
            passportNumber: "??",
            dateOfBirth: "2015-01-01",
            travelDate: "2000-01-01",
          }),
          { cookie, locale },
        );
        expect(refused.status).toBe(400);
        const errors = refused.body?.result?.error ?? {};
        expect(errors.email).toEqual([t("errors:codes.VALIDATION_INVALID_EMAIL")]);
        expect(errors.phone).toEqual([t("errors:codes.VALIDATION_INVALID_PHONE")]);
        expect(errors.passportNumber).toEqual([t("errors:validation.invalidPassport")]);
        expect(errors.dateOfBirth).toEqual([t("errors:validation.mustBeAdult")]);
        expect(errors.travelDate).toEqual([t("errors:validation.travelDateInFuture")]);
        expect(refused.body?.documentErrors).toEqual({
          personal_photo: t("errors:validation.uploadAllRequiredDocuments"),
          passport_copy: t("errors:validation.uploadAllRequiredDocuments"),
        });
        // What was sent comes back, so the form keeps it.
        expect(refused.body?.result?.initialValue).toMatchObject({ email: "lina@", phone: "0501234567" });

        const empty = await post("visa", new URLSearchParams({ intent: "continue", fullName: "" }), {
          cookie,
          locale,
        });
        expect(empty.status).toBe(400);
        expect(empty.body?.error?.message).toBe(t("errors:validation.fillAllRequiredFields"));
        expect(empty.body?.result?.error?.[""]).toEqual([t("errors:validation.fillAllRequiredFields")]);
      }
      const licence = await post(
        "international-driving-license",
        new URLSearchParams({ intent: "continue", ...VALID_VISA }),
        { cookie },
      );
      // No plan chosen yet and no files: the licence's message.
      expect(licence.body?.documentErrors?.id_copy).toBe("Please upload all required files");
    });

    it("streams a form posted without JavaScript: files judged by their bytes, linked to the draft, then on to review", async () => {
      const { cookie, id } = await signedIn();
      await choose("visa", VISA_OFFER, cookie);
      const program = new FormData();
      for (const [name, value] of Object.entries({ intent: "continue", ...VALID_VISA }))
        program.append(name, value);
      program.append(
        "personal_photo",
        new File([new Uint8Array(PROGRAM)], "photo.jpg", { type: "image/jpeg" }),
      );
      const refused = await post("visa", program, { cookie, document: true });
      expect(refused.status).toBe(400);
      expect(refused.body?.error?.message).toMatch(/^Invalid file type\./);
      expect(refused.body?.documentErrors?.personal_photo).toBe(refused.body?.error?.message);

      const form = new FormData();
      for (const [name, value] of Object.entries({ intent: "continue", ...VALID_VISA }))
        form.append(name, value);
      form.append(
        "personal_photo",
        new File([new Uint8Array(JPEG)], "Me at home.JPG", { type: "image/jpeg" }),
      );
      form.append(
        "passport_copy",
        new File([new Uint8Array(PDF)], "passport.pdf", { type: "application/pdf" }),
      );
      const moved = await post("visa", form, { cookie, document: true });
      expect(moved).toMatchObject({ status: 303, location: "/visa-application-form" });
      const draft = await draftOf(id);
      expect(draft?.draftStep).toBe("review");
      const documents = await services.db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, draft!.id));
      expect(documents.map((d) => d.kind).sort()).toEqual(["passport_copy", "personal_photo"]);
      for (const document of documents) {
        expect(document.storageKey.startsWith(`${id}/${draft!.trackingId}/`)).toBe(true);
        expect(await services.storage.exists("applications", document.storageKey)).toBe(true);
      }
      expect(documents.find((d) => d.kind === "personal_photo")?.originalName).toMatch(/^me_at_home\.jpg$/);
    });

    it("uploads one file of a slot at a time, answering its id, and refuses programs, oversize photos and others' documents", async () => {
      const a = await signedIn();
      const b = await signedIn();
      const photo = await upload(
        "international-driving-license",
        "personal_photo",
        fileForm("personal_photo", JPEG, "p.jpg", "image/jpeg"),
        {
          cookie: a.cookie,
        },
      );
      expect(photo.status).toBe(200);
      const [stored] = (photo.body as unknown as { files: { id: string; key: string; url: string }[] }).files;
      expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored?.url).toMatch(/^\/files\/applications\//);
      expect(stored?.key.startsWith(`${a.id}/IDL-`)).toBe(true);

      const program = await upload(
        "international-driving-license",
        "personal_photo",
        fileForm("personal_photo", PROGRAM, "photo.jpg", "image/jpeg"),
        {
          cookie: a.cookie,
          locale: "ar",
        },
      );
      expect(program.status).toBe(400);
      expect(
        program.body?.error?.message?.startsWith(
          createI18n("ar").t("errors:codes.VALIDATION_INVALID_FILE_TYPE"),
        ),
      ).toBe(true);

      const big = Buffer.concat([JPEG, Buffer.alloc(2_600_000, 1)]);
      const oversize = await upload(
        "international-driving-license",
        "personal_photo",
        fileForm("personal_photo", big, "big.jpg", "image/jpeg"),
        {
          cookie: a.cookie,
        },
      );
      expect(oversize.status).toBe(400);
      expect(oversize.body?.error?.message).toMatch(/^File size exceeds the maximum allowed/);
      // The same photo is fine for a visa (5 MB).
      const visaPhoto = await upload(
        "visa",
        "personal_photo",
        fileForm("personal_photo", big, "big.jpg", "image/jpeg"),
        {
          cookie: a.cookie,
        },
      );
      expect(visaPhoto.status).toBe(200);

      expect(
        (await upload("visa", "nope", fileForm("nope", JPEG, "p.jpg", "image/jpeg"), { cookie: a.cookie }))
          .status,
      ).toBe(400);
      expect(
        (
          await upload(
            "passport",
            "personal_photo",
            fileForm("personal_photo", JPEG, "p.jpg", "image/jpeg"),
            { cookie: a.cookie },
          )
        ).status,
      ).toBe(400);

      // B can neither remove A's document nor read it through their own draft.
      const removal = (documentId: string) => new URLSearchParams({ intent: "remove-document", documentId });
      const foreign = await upload("international-driving-license", "", removal(stored!.id), {
        cookie: b.cookie,
      });
      expect(foreign.status).toBe(404);
      const own = await upload("international-driving-license", "", removal(stored!.id), {
        cookie: a.cookie,
      });
      expect(own).toMatchObject({ status: 200, body: { ok: true } });
      expect(await services.storage.exists("applications", stored!.key)).toBe(false);
    });

    it("walks review → payment → the provider, and shows the confirmation to its owner only", async () => {
      const a = await signedIn();
      const b = await signedIn();
      await choose("visa", VISA_OFFER, a.cookie);
      for (const [field, bytes, name, type] of [
        ["personal_photo", JPEG, "p.jpg", "image/jpeg"],
        ["passport_copy", PDF, "passport.pdf", "application/pdf"],
      ] as const) {
        expect(
          (await upload("visa", field, fileForm(field, bytes, name, type), { cookie: a.cookie })).status,
        ).toBe(200);
      }
      const next = await post("visa", new URLSearchParams({ intent: "continue", ...VALID_VISA }), {
        cookie: a.cookie,
      });
      expect(next).toMatchObject({ status: 303, location: "/visa-application-form" });
      const review = await load("visa", "", { cookie: a.cookie });
      expect(review).toMatchObject({ view: "form", draft: { step: "review" }, problems: null });

      // Paying before the review is confirmed goes back to the page.
      expect((await post("visa", new URLSearchParams({ intent: "pay" }), { cookie: a.cookie })).status).toBe(
        303,
      );
      expect(payment.started).toHaveLength(0);
      await post("visa", new URLSearchParams({ intent: "confirm" }), { cookie: a.cookie });
      const pay = await load("visa", "", { cookie: a.cookie });
      expect(pay).toMatchObject({ view: "form", draft: { step: "payment", amountCents: 13900 } });
      if (pay.view !== "form" || !pay.payment) throw new Error("no payment step");
      expect(pay.payment.choice.providers).toEqual(["sandbox"]);

      const paid = await post(
        "visa",
        new URLSearchParams({
          intent: "pay",
          provider: "sandbox",
          idempotencyKey: pay.payment.idempotencyKey,
        }),
        { cookie: a.cookie, locale: "ar" },
      );
      expect(paid).toMatchObject({ status: 303, location: `${ORIGIN}/checkout/sandbox/fake-order` });
      expect(payment.started.at(-1)).toMatchObject({
        provider: "sandbox",
        locale: "ar",
        idempotencyKey: pay.payment.idempotencyKey,
      });
      const unknownProvider = await post(
        "visa",
        new URLSearchParams({ intent: "pay", provider: "bitcoin" }),
        {
          cookie: a.cookie,
        },
      );
      expect(unknownProvider.status).toBe(409);

      // Paid (what the checkout does): the confirmation is the owner's only.
      const draft = await draftOf(a.id);
      await services.db
        .update(applications)
        .set({ submittedAt: new Date(), paymentStatus: "paid" })
        .where(eq(applications.id, draft!.id));
      const confirmation = await load("visa", `?submitted=${draft!.trackingId}`, { cookie: a.cookie });
      expect(confirmation).toMatchObject({
        view: "confirmation",
        application: { trackingId: draft!.trackingId },
      });
      const stranger = await answerOf(() =>
        load("visa", `?submitted=${draft!.trackingId}`, { cookie: b.cookie }),
      );
      expect(stranger.status).toBe(404);
      // B's own form is B's own draft, not A's.
      await choose("visa", VISA_OFFER, b.cookie);
      const own = await load("visa", "", { cookie: b.cookie });
      expect(own.view === "form" && own.draft.trackingId).toMatch(/^VISA-/);
      expect(own.view === "form" && own.draft.trackingId).not.toBe(draft!.trackingId);
      // A's next visa application is a new draft.
      expect(await load("visa", `?offer=${VISA_OFFER}`, { cookie: a.cookie })).toMatchObject({
        view: "choose",
        draft: null,
      });
      await choose("visa", VISA_OFFER, a.cookie);
      const again = await load("visa", "", { cookie: a.cookie });
      expect(again.view === "form" && again.draft.trackingId).toMatch(/^VISA-/);
      expect(again.view === "form" && again.draft.trackingId).not.toBe(draft!.trackingId);
    });

    it("discards a draft with its files, and refuses unknown intents without a 500", async () => {
      const { cookie, id } = await signedIn();
      const stored = await upload(
        "visa",
        "personal_photo",
        fileForm("personal_photo", JPEG, "p.jpg", "image/jpeg"),
        {
          cookie,
        },
      );
      const key = (stored.body as unknown as { files: { key: string }[] }).files[0]!.key;
      expect((await post("visa", new URLSearchParams({ intent: "whatever" }), { cookie })).status).toBe(400);
      expect((await post("visa", "not a form", { cookie })).status).toBe(400);
      const gone = await post("visa", new URLSearchParams({ intent: "discard" }), { cookie });
      expect(gone).toMatchObject({ status: 303, location: "/visa-application-form?discarded=1" });
      expect(await draftOf(id)).toBeUndefined();
      expect(await services.storage.exists("applications", key)).toBe(false);
    });

    it("limits an applicant's writes (saves and uploads together) to the applications rule", async () => {
      const { cookie } = await signedIn();
      const rule = RATE_RULES.applications;
      for (let i = 0; i < rule.max; i++) {
        const answer = await post("visa", new URLSearchParams({ intent: "save" }), { cookie, via: limited });
        expect(answer.status).toBe(200);
      }
      const refused = await post("visa", new URLSearchParams({ intent: "save" }), { cookie, via: limited });
      expect(refused.status).toBe(429);
      expect(refused.body?.error?.message).toBe("Too many requests. Please slow down.");
    });
  });
}
