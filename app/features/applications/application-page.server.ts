import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import { requireUser, signedInUser, statusError } from "../../platform/auth/guards.server.ts";
import type { SignedInUser } from "../../platform/auth/session.server.ts";
import type { PaymentProvider } from "../../platform/db/schema/commerce.ts";
import type { DocumentKind } from "../../platform/db/schema/index.ts";
import { applicationTrackingHref } from "../../platform/domain/application-paths.ts";
import { isAppError } from "../../platform/http/errors.ts";
import { formatDate } from "../../platform/i18n/format.ts";
import type { Locale } from "../../platform/i18n/localized.ts";
import type { PaymentChoice } from "../../platform/payments/choice.ts";
import { appContext } from "../../platform/server/context.ts";
import type { Services } from "../../platform/server/services.server.ts";
import {
  type ActionRequestView,
  editableItems,
  latestActionRequest,
  ownApplicationAwaitingAction,
  requestView,
} from "./action-request.server.ts";
import { type ApplicationView, getDraft, getSubmitted, viewOf } from "./application-view.server.ts";
import type { DetailField } from "./details-schema.ts";
import { type DraftProblems, problemsOf } from "./drafts.server.ts";
import type { FormRouteArgs } from "./form-request.server.ts";
import { type ApplicationKind, KINDS } from "./kinds.ts";
import { type OfferChoice, offerChoices } from "./offers.server.ts";

/** Handed in by the route: a feature never imports another feature (docs/decisions/020). */
export interface PaymentPort {
  choice(services: Services, user: SignedInUser): Promise<PaymentChoice>;
  start(
    services: Services,
    input: {
      user: SignedInUser;
      applicationId: string;
      provider: PaymentProvider;
      locale: Locale;
      idempotencyKey: string;
    },
  ): Promise<string>;
}

export function offerParam(kind: ApplicationKind): "offer" | "plan" {
  return KINDS[kind].offer === "visa" ? "offer" : "plan";
}

export type ApplicationPage =
  | { view: "visitor"; kind: ApplicationKind }
  | {
      view: "choose";
      kind: ApplicationKind;
      choices: OfferChoice[];
      /** the offer the address named, preselected: nothing is written until the choose step is posted */
      proposed: string | null;
      /** the URL named an offer that is not (or no longer) on sale */
      unknownOffer: boolean;
      draft: ApplicationView | null;
    }
  | {
      view: "form";
      kind: ApplicationKind;
      draft: ApplicationView;
      /** the server's UTC day (yyyy-MM-dd): dates of birth and travel are judged against it */
      today: string;
      /** at the review step: what still stops it (an offer withdrawn, a birthday passed); null when fine */
      problems: DraftProblems | null;
      payment: { choice: PaymentChoice; idempotencyKey: string } | null;
      paymentReturn: "declined" | "cancelled" | null;
    }
  | { view: "confirmation"; kind: ApplicationKind; application: ApplicationView }
  | {
      view: "resubmit";
      kind: ApplicationKind;
      application: ApplicationView;
      request: ActionRequestView;
      /** the fields and document slots the applicant may change */
      fields: DetailField[];
      documents: DocumentKind[];
      today: string;
    };

/** `?submitted=<tracking id>` shows the applicant's own confirmation only: 404 for anyone else's. */
export async function loadApplicationPage(
  args: FormRouteArgs,
  kind: ApplicationKind,
  payment: Pick<PaymentPort, "choice">,
): Promise<ApplicationPage> {
  const { services, locale } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const user = signedInUser(args);
  if (!user) {
    // The dialog is open on this very page (?login=1); asking again would send the browser round in a circle.
    if (url.searchParams.get("login") === "1") return { view: "visitor", kind };
    requireUser(args, { notice: "application", loginPage: "same" });
    throw new Error("unreachable");
  }

  const resubmit = url.searchParams.get("resubmit");
  if (resubmit !== null) return resubmitPage(args, kind, user.id, resubmit, locale);

  const submitted = url.searchParams.get("submitted");
  if (submitted !== null) {
    const application = await getSubmitted(services.db, user.id, submitted, locale);
    if (application && application.kind === kind) return { view: "confirmation", kind, application };
    // Paid a moment ago, the provider's answer still on its way: the draft shows its payment step meanwhile.
    const draft = await getDraft(services.db, user.id, kind, locale);
    if (!draft || draft.trackingId !== submitted) throw statusError(args, 404);
  }

  // A GET only shows (a cross-site link carries the cookie too): an offer named by the address is proposed on
  // the choose step, and only its post (intent "choose") writes it to the draft.
  const ref = url.searchParams.get(offerParam(kind));
  const draft = await getDraft(services.db, user.id, kind, locale);
  // A draft already at payment keeps the fee it showed: the offer changes only before.
  const proposing = Boolean(ref) && draft?.offer?.ref !== ref && draft?.step !== "payment";
  const choices = proposing || !draft?.offer ? await offerChoices(services.db, kind, locale) : [];
  const known = proposing && choices.some((choice) => choice.ref === ref);
  // A link to an offer no longer on sale leaves a draft that has one as it is.
  if (!draft?.offer || known) {
    return {
      view: "choose",
      kind,
      choices,
      proposed: known ? ref : null,
      unknownOffer: proposing && !known,
      draft,
    };
  }

  const step = draft.step;
  const paymentReturn = url.searchParams.get("payment");
  return {
    view: "form",
    kind,
    draft,
    today: formatDate(new Date()),
    problems:
      step === "review" ? (({ fields, form }) => (form ? { fields, form } : null))(problemsOf(draft)) : null,
    payment:
      step === "payment"
        ? { choice: await payment.choice(services, user), idempotencyKey: randomUUID() }
        : null,
    paymentReturn: paymentReturn === "declined" || paymentReturn === "cancelled" ? paymentReturn : null,
  };
}

/** Someone else's application is not found; one no longer waiting for the applicant shows its tracking page. */
async function resubmitPage(
  args: FormRouteArgs,
  kind: ApplicationKind,
  userId: string,
  trackingId: string,
  locale: Locale,
): Promise<ApplicationPage> {
  const { services } = args.context.get(appContext);
  let row: Awaited<ReturnType<typeof ownApplicationAwaitingAction>>;
  try {
    row = await ownApplicationAwaitingAction(services.db, userId, trackingId);
  } catch (error) {
    if (isAppError(error) && error.code === "BUSINESS_INVALID_STATE")
      throw redirect(applicationTrackingHref(kind, trackingId));
    throw statusError(args, 404);
  }
  if (row.kind !== kind) throw statusError(args, 404);
  const request = await latestActionRequest(services.db, row.id);
  const editable = editableItems(kind, request);
  return {
    view: "resubmit",
    kind,
    application: await viewOf(services.db, row, locale),
    request: request ? requestView(request, locale) : { note: "", items: [], at: "" },
    fields: editable.fields,
    documents: editable.documents.map((slot) => slot.kind),
    today: formatDate(new Date()),
  };
}
