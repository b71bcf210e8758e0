import { randomUUID } from "node:crypto";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/helpers/commerce-fixtures.ts";
import { testDatabases } from "../../../tests/helpers/databases.ts";
import { createTestServices, type TestServices } from "../../../tests/helpers/services.ts";
import type { DatabaseHandle } from "../../platform/db/client.server.ts";
import {
  type ApplicationKind,
  type ApplicationStatus,
  applications,
  statusEvents,
  user,
} from "../../platform/db/schema/index.ts";
import { newTrackingId } from "../../platform/domain/tracking.ts";
import { isAppError, toErrorPayload } from "../../platform/http/errors.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import { readOutbox } from "../../platform/mail/mail.server.ts";
import {
  APPLICATION_NOTE_MAX_LENGTH,
  changeApplicationStatus,
  moveApplicationStatus,
  noteFor,
  sendStatusMail,
} from "./status.server.ts";

for (const database of testDatabases()) {
  describe(`application status changes on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let services: TestServices;
    let staff: string;

    beforeAll(async () => {
      handle = await database.open();
      services = await createTestServices(handle);
      staff = await insertUser(services.db, { role: "admin", name: "Staff" });
    });
    afterAll(async () => {
      await services?.close();
      await handle?.close();
    });

    async function submitted(
      options: {
        kind?: ApplicationKind;
        locale?: "en" | "ar";
        status?: ApplicationStatus;
        draft?: boolean;
      } = {},
    ) {
      const owner = await insertUser(services.db);
      const [account] = await services.db.select().from(user).where(eq(user.id, owner));
      const kind = options.kind ?? "visa";
      const [row] = await services.db
        .insert(applications)
        .values({
          kind,
          trackingId: newTrackingId(kind),
          userId: owner,
          fullName: "Omar Khalil",
          email: "omar.form@example.com",
          amountCents: 8900,
          draftStep: "payment",
          paymentStatus: options.draft ? "pending" : "paid",
          status: options.status ?? "pending",
          submittedAt: options.draft ? null : new Date(),
          locale: options.locale ?? "en",
        })
        .returning();
      return { application: row!, accountEmail: account!.email };
    }

    const eventsOf = (id: string) =>
      services.db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.subjectType, "application"), eq(statusEvents.subjectId, id)))
        .orderBy(asc(statusEvents.createdAt), sql`${statusEvents.fromStatus} is not null`);
    const mailsTo = async (to: string) =>
      (await readOutbox(path.join(services.dataDir, "mail"))).filter(
        (mail) => mail.to === to && mail.template === "application-status",
      );
    const statusOf = async (id: string) =>
      (await services.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;
    async function refusal(promise: Promise<unknown>) {
      const error = await promise.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
      return error;
    }

    it("moves a submitted application on, records the bilingual note and e-mails the applicant in English", async () => {
      const { application, accountEmail } = await submitted({ locale: "en" });
      const row = await changeApplicationStatus(services, {
        applicationId: application.id,
        from: "pending",
        to: "processing",
        actorId: staff,
        note: { en: "  We are checking your passport copy. ", ar: "نراجع نسخة جواز سفرك." },
      });
      expect(row.status).toBe("processing");
      expect(await statusOf(application.id)).toBe("processing");

      const [event] = await eventsOf(application.id);
      expect(event).toMatchObject({
        fromStatus: "pending",
        toStatus: "processing",
        actorId: staff,
        ownerId: application.userId,
        note: "We are checking your passport copy.",
        data: { note: { en: "We are checking your passport copy.", ar: "نراجع نسخة جواز سفرك." } },
      });

      // To the account's address (the form's address is not the account's), never to the form's.
      expect((await readOutbox(path.join(services.dataDir, "mail"))).map((m) => m.to)).not.toContain(
        "omar.form@example.com",
      );
      const [mail] = await mailsTo(accountEmail);
      expect(mail!.locale).toBe("en");
      expect(mail!.subject).toBe(`Update on your application ${application.trackingId}`);
      expect(mail!.text).toContain("Hello Omar Khalil,");
      expect(mail!.text).toContain("New status: Processing");
      expect(mail!.text).toContain("Our team is now processing your application.");
      expect(mail!.text).toContain("We are checking your passport copy.");
      expect(mail!.text).not.toContain("نراجع");
      expect(mail!.links).toEqual([
        `http://shop.test/application-tracking?type=visa&id=${application.trackingId}&lng=en`,
      ]);
    });

    it("e-mails an Arabic applicant in Arabic with the Arabic note, through to completion", async () => {
      const { application, accountEmail } = await submitted({
        locale: "ar",
        kind: "international-driving-license",
      });
      const note = { en: "Your permit has been posted.", ar: "أُرسلت رخصتك بالبريد." };
      for (const [from, to] of [
        ["pending", "processing"],
        ["processing", "approved"],
        ["approved", "completed"],
      ] as const) {
        await changeApplicationStatus(services, {
          applicationId: application.id,
          from,
          to,
          actorId: staff,
          ...(to === "completed" && { note }),
        });
      }
      expect(await statusOf(application.id)).toBe("completed");
      const events = await eventsOf(application.id);
      expect(events.map((event) => [event.fromStatus, event.toStatus, event.note])).toEqual([
        ["pending", "processing", null],
        ["processing", "approved", null],
        ["approved", "completed", note.en],
      ]);
      expect(events[0]!.data).toEqual({});

      const mails = await mailsTo(accountEmail);
      expect(mails).toHaveLength(3);
      for (const mail of mails) {
        expect(mail.locale).toBe("ar");
        expect(mail.html).toContain('<html lang="ar" dir="rtl">');
        expect(mail.subject).toBe(`مستجدات طلبك ${application.trackingId}`);
        expect(mail.links).toEqual([
          `http://shop.test/application-tracking?type=international-driving-license&id=${application.trackingId}&lng=ar`,
        ]);
      }
      expect(mails[1]!.text).toContain("الحالة الجديدة: تمت الموافقة");
      expect(mails[2]!.text).toContain("الحالة الجديدة: مكتمل");
      expect(mails[2]!.text).toContain("أُرسلت رخصتك بالبريد.");
      expect(mails[2]!.text).not.toContain("posted");
      expect(mails[0]!.text).not.toContain("رسالة من فريقنا");
    });

    it("shows the note in the other language when only that one was written", async () => {
      expect(noteFor({ en: "Only English" }, "ar")).toBe("Only English");
      expect(noteFor({ ar: "بالعربية فقط" }, "en")).toBe("بالعربية فقط");
      expect(noteFor({}, "en")).toBe("");
      const { application, accountEmail } = await submitted({ locale: "ar" });
      await changeApplicationStatus(services, {
        applicationId: application.id,
        from: "pending",
        to: "rejected",
        actorId: staff,
        note: { en: "The passport copy is unreadable.", ar: "   " },
      });
      const [event] = await eventsOf(application.id);
      expect(event!.data).toEqual({ note: { en: "The passport copy is unreadable." } });
      const [mail] = await mailsTo(accountEmail);
      expect(mail!.text).toContain("نأسف لإبلاغك بأنه لم تتم الموافقة على طلبك.");
      expect(mail!.text).toContain("The passport copy is unreadable.");
    });

    it("refuses a move the machine does not allow, a stale status, a draft and an unknown application", async () => {
      const { application, accountEmail } = await submitted();
      const illegal = await refusal(
        changeApplicationStatus(services, {
          applicationId: application.id,
          from: "pending",
          to: "completed",
          actorId: staff,
        }),
      );
      expect(illegal).toMatchObject({ code: "BUSINESS_INVALID_STATE", status: 409 });
      const backwards = await refusal(
        changeApplicationStatus(services, {
          applicationId: application.id,
          from: "pending",
          to: "pending",
          actorId: staff,
        }),
      );
      expect(backwards.status).toBe(409);

      await changeApplicationStatus(services, {
        applicationId: application.id,
        from: "pending",
        to: "processing",
        actorId: staff,
      });
      // A second staff member acting on the screen they loaded before the first change.
      const stale = await refusal(
        changeApplicationStatus(services, {
          applicationId: application.id,
          from: "pending",
          to: "rejected",
          actorId: staff,
        }),
      );
      expect(stale).toMatchObject({ code: "BUSINESS_INVALID_STATE", status: 409 });
      expect(await statusOf(application.id)).toBe("processing");
      expect(await eventsOf(application.id)).toHaveLength(1);
      expect(await mailsTo(accountEmail)).toHaveLength(1);

      const { application: draft, accountEmail: draftOwner } = await submitted({ draft: true });
      const refusedDraft = await refusal(
        changeApplicationStatus(services, {
          applicationId: draft.id,
          from: "pending",
          to: "processing",
          actorId: staff,
        }),
      );
      expect(refusedDraft).toMatchObject({ code: "BUSINESS_INVALID_STATE", status: 409 });
      expect(toErrorPayload(refusedDraft, translator("ar")).message).toBe(
        translator("ar")("errors:codes.BUSINESS_INVALID_STATE"),
      );
      expect(await statusOf(draft.id)).toBe("pending");
      expect(await eventsOf(draft.id)).toEqual([]);
      expect(await mailsTo(draftOwner)).toEqual([]);

      for (const applicationId of [randomUUID(), "VISA-123"]) {
        const missing = await refusal(
          changeApplicationStatus(services, {
            applicationId,
            from: "pending",
            to: "processing",
            actorId: staff,
          }),
        );
        expect(missing).toMatchObject({ code: "API_NOT_FOUND", status: 404 });
      }
    });

    it("refuses a note over the limit with a translated 400, and writes nothing", async () => {
      const { application, accountEmail } = await submitted();
      const tooLong = "a".repeat(APPLICATION_NOTE_MAX_LENGTH + 1);
      const error = await refusal(
        changeApplicationStatus(services, {
          applicationId: application.id,
          from: "pending",
          to: "processing",
          actorId: staff,
          note: { en: "Fine.", ar: tooLong },
        }),
      );
      expect(error).toMatchObject({ code: "VALIDATION_MAX_LENGTH", status: 400, field: "note.ar" });
      const tAr = translator("ar");
      expect(toErrorPayload(error, tAr).message).toBe(tAr("errors:codes.VALIDATION_MAX_LENGTH"));
      const notText = await refusal(
        changeApplicationStatus(services, {
          applicationId: application.id,
          from: "pending",
          to: "processing",
          actorId: staff,
          note: { en: 42 as unknown as string },
        }),
      );
      expect(notText).toMatchObject({ code: "VALIDATION_INVALID_FORMAT", field: "note.en" });
      expect(await statusOf(application.id)).toBe("pending");
      expect(await eventsOf(application.id)).toEqual([]);
      expect(await mailsTo(accountEmail)).toEqual([]);

      // Exactly the limit is fine.
      await changeApplicationStatus(services, {
        applicationId: application.id,
        from: "pending",
        to: "processing",
        actorId: staff,
        note: { en: "b".repeat(APPLICATION_NOTE_MAX_LENGTH) },
      });
      expect(await statusOf(application.id)).toBe("processing");
    });

    it("lets exactly one of two concurrent changes win", async () => {
      const { application } = await submitted();
      const results = await Promise.allSettled([
        changeApplicationStatus(services, {
          applicationId: application.id,
          from: "pending",
          to: "processing",
          actorId: staff,
        }),
        changeApplicationStatus(services, {
          applicationId: application.id,
          from: "pending",
          to: "rejected",
          actorId: staff,
        }),
      ]);
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      expect(await eventsOf(application.id)).toHaveLength(1);
    });

    it("moves in the caller's transaction without e-mailing: its writes commit with it, its failure undoes it", async () => {
      const { application, accountEmail } = await submitted();
      const change = await services.db.transaction(async (tx) => {
        const moved = await moveApplicationStatus(tx, {
          applicationId: application.id,
          from: "pending",
          to: "processing",
          actorId: staff,
          note: { ar: "قيد المراجعة" },
        });
        // Inside the transaction the new status is already visible.
        const [inside] = await tx.select().from(applications).where(eq(applications.id, application.id));
        expect(inside!.status).toBe("processing");
        return moved;
      });
      expect(change).toMatchObject({
        before: { status: "pending" },
        after: { status: "processing" },
        note: { ar: "قيد المراجعة" },
      });
      expect(await mailsTo(accountEmail)).toEqual([]);
      await sendStatusMail(services, change);
      expect(await mailsTo(accountEmail)).toHaveLength(1);

      const failure = await services.db
        .transaction(async (tx) => {
          await moveApplicationStatus(tx, {
            applicationId: application.id,
            from: "processing",
            to: "approved",
            actorId: staff,
          });
          throw new Error("the audit entry could not be written");
        })
        .catch((error: unknown) => error);
      expect((failure as Error).message).toBe("the audit entry could not be written");
      expect(await statusOf(application.id)).toBe("processing");
      expect(await eventsOf(application.id)).toHaveLength(1);
    });
  });
}
