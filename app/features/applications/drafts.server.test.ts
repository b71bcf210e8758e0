import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import { applicationDocuments, applications, drivingLicenseOffers } from "../../platform/db/schema/index.ts";
import { seedDemoData } from "../../platform/db/seed/index.ts";
import { TRACKING_ID_PATTERN } from "../../platform/domain/tracking.ts";
import { createLocalStorage } from "../../platform/storage/local-storage.server.ts";
import type { Storage } from "../../platform/storage/storage.server.ts";
import type { UploadedFile } from "../../platform/storage/uploads.server.ts";
import { listApplicantApplications } from "./application-list.server.ts";
import { getDraft, getSubmitted } from "./application-view.server.ts";
import { attachDocuments, removeDocument, uploadRules } from "./draft-documents.server.ts";
import {
  autosaveDetails,
  chooseOffer,
  discardDraft,
  moveDraft,
  openDraft,
  saveDetails,
} from "./drafts.server.ts";

const TODAY = "2026-11-25";
const VALID_VISA = {
  fullName: "Lina Haddad",
  email: "Lina@Example.com",
  phone: "+966 50 123 4567",
  nationality: "Jordanian",
  passportNumber: "ab 1234567",
  dateOfBirth: "1990-04-12",
  address: "12 King Fahd Road, Riyadh",
  travelDate: "2027-01-15",
};

/** Stores `bytes` as an upload of `field` the way parseUploadForm does, under the draft's rule. */
async function stored(
  storage: Storage,
  draft: Parameters<typeof uploadRules>[0],
  field: string,
  name = "photo.jpg",
): Promise<UploadedFile> {
  const rule = uploadRules(draft)[field]!;
  const key = rule.key(name);
  const put = await storage.put("applications", key, Readable.from([Buffer.from("data")]), "image/jpeg");
  return {
    field,
    bucket: "applications",
    key: put.key,
    fileName: name,
    extension: "jpg",
    contentType: "image/jpeg",
    size: put.size,
  };
}

for (const database of testDatabases()) {
  describe(`application drafts on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let storage: Storage;
    let root: string;

    beforeAll(async () => {
      handle = await database.open();
      await seedDemoData(handle.db);
      root = mkdtempSync(path.join(os.tmpdir(), "drafts-test-"));
      storage = createLocalStorage(root);
    });
    afterAll(async () => {
      await handle?.close();
      rmSync(root, { recursive: true, force: true });
    });

    const applicant = async (locale: "en" | "ar" = "en") => {
      const id = await insertUser(handle.db, { locale });
      return { id, email: `${id}@example.com`, name: "Lina Haddad" };
    };

    it("opens one draft per applicant and kind, with an unguessable tracking id, even when asked at once", async () => {
      const user = await applicant();
      const drafts = await Promise.all(
        Array.from({ length: 8 }, () => openDraft(handle.db, user, "visa", "ar")),
      );
      expect(new Set(drafts.map((d) => d.id)).size).toBe(1);
      const [draft] = drafts;
      expect(draft!.trackingId).toMatch(TRACKING_ID_PATTERN);
      expect(draft!.trackingId.startsWith("VISA-")).toBe(true);
      expect(draft!.locale).toBe("ar");
      expect(draft!.applicationData).toEqual({ email: user.email, fullName: "Lina Haddad" });
      const licence = await openDraft(handle.db, user, "international-driving-license", "en");
      expect(licence.id).not.toBe(draft!.id);
      expect(licence.trackingId.startsWith("IDL-")).toBe(true);
    });

    it("autosaves what is typed (kept as typed, other keys left alone) only while the draft is at upload", async () => {
      const user = await applicant();
      const draft = await openDraft(handle.db, user, "visa", "en");
      expect(await chooseOffer(handle.db, draft, "turkey-e-visa")).toBe(true);
      expect(
        await autosaveDetails(handle.db, draft, {
          nationality: "Jor",
          phone: "05",
          secret: "no",
          offer: "x",
        }),
      ).toBe(true);
      const typed = (await getDraft(handle.db, user.id, "visa", "en"))!.details;
      expect(typed).toMatchObject({
        nationality: "Jor",
        phone: "05",
        fullName: "Lina Haddad",
        offer: "turkey-e-visa",
      });
      expect(typed).not.toHaveProperty("secret");
      // After "Continue" moved it on (to review), a late autosave writes nothing and does not take it back.
      await handle.db.update(applications).set({ draftStep: "review" }).where(eq(applications.id, draft.id));
      expect(await autosaveDetails(handle.db, draft, { nationality: "Late" })).toBe(false);
      const after = (await getDraft(handle.db, user.id, "visa", "en"))!;
      expect(after.step).toBe("review");
      expect(after.details.nationality).not.toBe("Late");
    });

    it("gives every application its own tracking id under concurrency", async () => {
      const users = await Promise.all(Array.from({ length: 20 }, () => applicant()));
      const drafts = await Promise.all(
        users.flatMap((user) => [
          openDraft(handle.db, user, "visa", "en"),
          openDraft(handle.db, user, "driving-license", "en"),
        ]),
      );
      const ids = drafts.map((d) => d.trackingId);
      expect(new Set(ids).size).toBe(40);
      expect(ids.filter((id) => id.startsWith("DRIVING-"))).toHaveLength(20);
    });

    it("chooses only active offers, and licence plans of the kind's own service", async () => {
      const user = await applicant();
      const visa = await openDraft(handle.db, user, "visa", "en");
      expect(await chooseOffer(handle.db, visa, "no-such-offer")).toBe(false);
      expect(await chooseOffer(handle.db, visa, "turkey-e-visa")).toBe(true);
      const view = await getDraft(handle.db, user.id, "visa", "ar");
      expect(view!.offer).toMatchObject({ ref: "turkey-e-visa", destination: "تركيا", priceCents: 6900 });
      expect(view!.amountCents).toBe(6900);

      const plans = await handle.db.select().from(drivingLicenseOffers);
      const permit = plans.find((p) => p.service === "international-driving-license")!;
      const idl = await openDraft(handle.db, user, "international-driving-license", "en");
      expect(await chooseOffer(handle.db, idl, "not-a-uuid")).toBe(false);
      const service = plans.find((p) => p.service === "driving-license");
      if (service) expect(await chooseOffer(handle.db, idl, service.id)).toBe(false);
      expect(await chooseOffer(handle.db, idl, permit.id)).toBe(true);
    });

    it("keeps what was typed, and moves to review only when details, documents and offer are complete", async () => {
      const user = await applicant();
      const draft = await openDraft(handle.db, user, "visa", "en");
      const partial = await saveDetails(handle.db, draft, {
        values: { fullName: "Lina Haddad", phone: "12", dateOfBirth: "2015-01-01", junk: "x" },
        advance: true,
        locale: "en",
        today: TODAY,
      });
      expect(partial.view.details).toMatchObject({ phone: "12", dateOfBirth: "2015-01-01" });
      expect(partial.view.details).not.toHaveProperty("junk");
      expect(partial.view.step).toBe("upload");
      expect(partial.problems!.form).toBe("errors:validation.fillAllRequiredFields");
      expect(partial.problems!.fields).toMatchObject({
        nationality: "errors:validation.required",
        dateOfBirth: "errors:validation.mustBeAdult",
        "documents.personal_photo": "errors:validation.uploadAllRequiredDocuments",
        offer: "errors:validation.required",
      });

      const fresh = (await getDraft(handle.db, user.id, "visa", "en"))!;
      const typed = await saveDetails(
        handle.db,
        { ...draft, applicationData: fresh.details },
        {
          values: { ...VALID_VISA, travelDate: "2026-11-25", passportNumber: "A1" },
          advance: true,
          locale: "en",
          today: TODAY,
        },
      );
      expect(typed.problems!.fields).toMatchObject({
        travelDate: "errors:validation.travelDateInFuture",
        passportNumber: "errors:validation.invalidPassport",
      });
      // All fields are there; the documents are what is missing.
      const docsOnly = await saveDetails(handle.db, draft, {
        values: VALID_VISA,
        advance: true,
        locale: "en",
        today: TODAY,
      });
      expect(docsOnly.problems!.form).toBe("errors:validation.uploadAllRequiredDocuments");
    });

    it("links uploads to the draft, replaces a single file, removes documents and resumes with them", async () => {
      const user = await applicant();
      const draft = await openDraft(handle.db, user, "visa", "en");
      expect(await chooseOffer(handle.db, draft, "turkey-e-visa")).toBe(true);
      const first = await stored(storage, draft, "personal_photo", "me.jpg");
      await attachDocuments(handle.db, storage, draft, { personal_photo: [first] });
      expect(first.key.startsWith(`${user.id}/${draft.trackingId}/`)).toBe(true);
      const second = await stored(storage, draft, "personal_photo", "me-again.jpg");
      const passport = await stored(storage, draft, "passport_copy", "passport.jpg");
      await attachDocuments(handle.db, storage, draft, {
        personal_photo: [second],
        passport_copy: [passport],
      });
      expect(await storage.exists("applications", first.key)).toBe(false);

      let view = (await getDraft(handle.db, user.id, "visa", "en"))!;
      expect(view.documents.map((d) => [d.kind, d.fileName])).toEqual([
        ["personal_photo", "me-again.jpg"],
        ["passport_copy", "passport.jpg"],
      ]);
      expect(view.documents[0]!.url).toBe(`/files/applications/${second.key}`);

      const saved = await saveDetails(handle.db, draft, {
        values: VALID_VISA,
        advance: true,
        locale: "en",
        today: TODAY,
      });
      expect(saved.problems).toBeNull();
      expect(saved.view.step).toBe("review");
      expect(saved.view.details).toMatchObject({
        passportNumber: "AB1234567",
        phone: "+966501234567",
        email: "lina@example.com",
      });
      const [row] = await handle.db.select().from(applications).where(eq(applications.id, draft.id));
      expect(row).toMatchObject({ fullName: "Lina Haddad", email: "lina@example.com", draftStep: "review" });

      const paying = await moveDraft(handle.db, row!, "payment", "en", TODAY);
      expect(paying.problems).toBeNull();
      expect(paying.view).toMatchObject({ step: "payment", amountCents: 6900 });

      // Removing a required document sends the draft back to the first step.
      const other = await applicant();
      const othersDraft = await openDraft(handle.db, other, "visa", "en");
      expect(await removeDocument(handle.db, storage, othersDraft, view.documents[1]!.id)).toBe(false);
      expect(await removeDocument(handle.db, storage, row!, view.documents[1]!.id)).toBe(true);
      expect(await storage.exists("applications", passport.key)).toBe(false);
      view = (await getDraft(handle.db, user.id, "visa", "en"))!;
      expect(view.step).toBe("upload");
      expect(view.documents).toHaveLength(1);
    });

    it("refuses more files than a slot takes, and going to payment before review", async () => {
      const user = await applicant();
      const draft = await openDraft(handle.db, user, "visa", "en");
      const extra = await Promise.all(
        Array.from({ length: 6 }, (_, i) => stored(storage, draft, "additional", `extra-${i}.pdf`)),
      );
      await attachDocuments(handle.db, storage, draft, { additional: extra });
      const rows = await handle.db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, draft.id));
      expect(rows).toHaveLength(5);
      expect(await storage.exists("applications", extra[5]!.key)).toBe(false);
      await expect(moveDraft(handle.db, draft, "payment", "en", TODAY)).rejects.toMatchObject({
        code: "BUSINESS_INVALID_STATE",
      });
    });

    it("discards a draft with its files; never another user's; a submitted one is no draft", async () => {
      const user = await applicant();
      const draft = await openDraft(handle.db, user, "international-driving-license", "en");
      const photo = await stored(storage, draft, "personal_photo");
      await attachDocuments(handle.db, storage, draft, { personal_photo: [photo] });
      expect(await discardDraft(handle.db, storage, draft)).toBe(true);
      expect(await storage.exists("applications", photo.key)).toBe(false);
      expect(await getDraft(handle.db, user.id, "international-driving-license", "en")).toBeNull();

      const again = await openDraft(handle.db, user, "international-driving-license", "en");
      expect(again.trackingId).not.toBe(draft.trackingId);
      await handle.db
        .update(applications)
        .set({ submittedAt: new Date(), paymentStatus: "paid", draftStep: "payment" })
        .where(eq(applications.id, again.id));
      expect(await getDraft(handle.db, user.id, "international-driving-license", "en")).toBeNull();
      expect((await getSubmitted(handle.db, user.id, again.trackingId, "en"))?.submitted).toBe(true);
      const stranger = await applicant();
      expect(await getSubmitted(handle.db, stranger.id, again.trackingId, "en")).toBeNull();
      const [submittedRow] = await handle.db.select().from(applications).where(eq(applications.id, again.id));
      expect(await discardDraft(handle.db, storage, submittedRow!)).toBe(false);
      await expect(
        saveDetails(handle.db, submittedRow!, { values: {}, advance: false, locale: "en" }),
      ).rejects.toMatchObject({ code: "BUSINESS_INVALID_STATE" });

      const list = await listApplicantApplications(handle.db, user.id, 1, "en");
      expect(list.items.map((a) => a.trackingId)).toEqual([again.trackingId]);
      expect((await listApplicantApplications(handle.db, stranger.id, 1, "en")).items).toEqual([]);
    });
  });
}
