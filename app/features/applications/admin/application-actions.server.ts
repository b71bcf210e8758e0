// Staff's two steps with more to them than a status: asking the applicant for something (action required) and
// rejecting, confirmed, with the fee refunded in the same step when staff choose to.
import { eq } from "drizzle-orm";
import * as z from "zod";
import {
  type AdminOutcome,
  type AdminRequest,
  changeWithAudit,
  idOf,
} from "../../../components/admin/admin-request.server.ts";
import { applications, drivingLicenseOffers, visaOffers } from "../../../platform/db/schema/index.ts";
import { applicationMailContext } from "../../../platform/domain/application-mail.server.ts";
import { feePolicyOf } from "../../../platform/domain/offer-terms.ts";
import { validationMessageKeys as K } from "../../../platform/domain/validation.ts";
import { AppError } from "../../../platform/http/errors.ts";
import { formatMoney } from "../../../platform/i18n/format.ts";
import type { Services } from "../../../platform/server/services.server.ts";
import { requestAction, sendActionRequiredMail } from "../action-request.server.ts";
import {
  APPLICATION_NOTE_MAX_LENGTH,
  type ApplicationStatusChange,
  moveApplicationStatus,
  noteFor,
} from "../status.server.ts";

const note = () =>
  z
    .string({ error: K.invalidFormat })
    .trim()
    .max(APPLICATION_NOTE_MAX_LENGTH, { error: "adminRequests:errors.noteTooLong" })
    .optional();

/** Checkboxes: none, one (a string) or several. */
const items = z
  .union([z.string(), z.array(z.string())], { error: K.invalidFormat })
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

export const requestActionSchema = z
  .object({
    from: z.enum(["pending", "processing"], { error: K.invalidFormat }),
    note_en: note(),
    note_ar: note(),
    items,
  })
  // Staff must say what is wanted, in at least one language.
  .refine((value) => Boolean(value.note_en || value.note_ar), {
    path: ["note_en"],
    error: "adminRequests:application.request.noteRequired",
  });

export async function requestActionAsAdmin(
  request: AdminRequest,
  value: z.output<typeof requestActionSchema>,
): Promise<AdminOutcome> {
  const { services, admin, t } = request;
  const subject = { type: "application", id: idOf(request.params.id), verb: "request_action" };
  const change = await changeWithAudit(request, subject, async (tx, id) => {
    const moved = await requestAction(tx, {
      applicationId: id,
      from: value.from,
      actorId: admin.id,
      note: { en: value.note_en, ar: value.note_ar },
      items: value.items,
    });
    return {
      result: moved,
      before: { status: moved.before.status },
      after: { status: moved.after.status, note: moved.note, items: value.items },
    };
  });
  await sendActionRequiredMail(services, change);
  return { message: t("adminRequests:application.request.done") };
}

export const rejectSchema = z.object({
  from: z.enum(["pending", "processing", "action_required"], { error: K.invalidFormat }),
  note_en: note(),
  note_ar: note(),
  confirm: z.literal("yes", { error: "adminRequests:application.reject.confirmRequired" }),
  refund: z.literal("on", { error: K.invalidFormat }).optional(),
});

/** The route hands in the checkout's refund of the order that paid the fee (a feature imports no other). */
export type FeeRefund = (request: AdminRequest, applicationId: string) => Promise<void>;

/**
 * The refund goes first: when the provider refuses it nothing has changed (502). A stale `from` is refused
 * before any money moves.
 */
export function rejectWith(refundFee: FeeRefund) {
  return async (request: AdminRequest, value: z.output<typeof rejectSchema>): Promise<AdminOutcome> => {
    const { services, admin, t } = request;
    const id = idOf(request.params.id);
    const [row] = await services.db
      .select({ status: applications.status, paymentStatus: applications.paymentStatus })
      .from(applications)
      .where(eq(applications.id, id))
      .limit(1);
    if (!row) throw new AppError("API_NOT_FOUND");
    if (row.status !== value.from) throw new AppError("BUSINESS_INVALID_STATE", { field: "status" });
    const refund = value.refund === "on";
    if (refund && row.paymentStatus !== "paid")
      throw new AppError("BUSINESS_INVALID_STATE", { field: "refund" });
    if (refund) await refundFee(request, id);
    const subject = { type: "application", id, verb: "reject" };
    const change = await changeWithAudit(request, subject, async (tx) => {
      const moved = await moveApplicationStatus(tx, {
        applicationId: id,
        from: value.from,
        to: "rejected",
        actorId: admin.id,
        note: { en: value.note_en, ar: value.note_ar },
        data: { refunded: refund },
      });
      return {
        result: moved,
        before: { status: moved.before.status, paymentStatus: row.paymentStatus },
        after: { status: "rejected", refunded: refund, note: moved.note },
      };
    });
    await sendRejectionMail(services, change, refund);
    return {
      message: t(
        refund ? "adminRequests:application.reject.doneRefunded" : "adminRequests:application.reject.done",
      ),
    };
  };
}

/** A failure is logged, never thrown: the rejection is already recorded. */
async function sendRejectionMail(
  services: Pick<Services, "db" | "mailer" | "logger" | "config">,
  change: ApplicationStatusChange,
  refunded: boolean,
): Promise<void> {
  const applicationId = change.after.id;
  try {
    const context = await applicationMailContext(services.db, services.config.APP_URL, applicationId);
    if (!context) throw new Error(`Application ${applicationId} not found`);
    const [offer] = await services.db
      .select({ visa: visaOffers.feePolicy, plan: drivingLicenseOffers.feePolicy })
      .from(applications)
      .leftJoin(visaOffers, eq(visaOffers.id, applications.visaOfferId))
      .leftJoin(drivingLicenseOffers, eq(drivingLicenseOffers.id, applications.drivingLicenseOfferId))
      .where(eq(applications.id, applicationId));
    const paid = change.after.paymentStatus === "paid" || change.after.paymentStatus === "refunded";
    await services.mailer.send({
      template: () => import("../../../platform/mail/templates/application-rejected.server.tsx"),
      locale: context.locale,
      to: context.to,
      data: {
        name: context.name,
        kind: context.kind,
        trackingId: context.trackingId,
        note: noteFor(change.note, context.locale),
        fee: paid ? formatMoney(change.after.amountCents, context.locale) : "",
        refunded,
        policy: feePolicyOf(offer?.visa ?? offer?.plan, context.locale),
        url: context.url,
      },
    });
  } catch (error) {
    services.logger.error({ err: error, applicationId }, "rejection e-mail could not be sent");
  }
}
