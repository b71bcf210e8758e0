// Spec §2. Every step works without JavaScript (plain forms posting to the page); one file per step.

import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { AuthLink } from "../../components/auth-dialog-link.tsx";
import { FormNotice } from "../../components/forms/form-error.tsx";
import { Stepper } from "../../components/forms/stepper.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { Trash2 } from "../../components/ui/icons.tsx";
import { LOGIN_NOTICES } from "../../platform/auth/login-url.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { ApplicationActionData } from "./application-action.server.ts";
import type { ApplicationPage } from "./application-page.server.ts";
import { KINDS } from "./kinds.ts";
import { offersHref } from "./links.ts";
import { ChooseStep } from "./steps/choose-step.tsx";
import { ConfirmationStep } from "./steps/confirmation-step.tsx";
import { PaymentStep } from "./steps/payment-step.tsx";
import { ResubmitStep } from "./steps/resubmit-step.tsx";
import { ReviewStep } from "./steps/review-step.tsx";
import { type FormPage, focusStepHeading, stepLabel } from "./steps/step-parts.tsx";
import { UploadStep } from "./steps/upload-step.tsx";
import { VisitorStep } from "./steps/visitor-step.tsx";

export function ApplicationScreen({
  page,
  actionData,
}: {
  page: ApplicationPage;
  actionData?: ApplicationActionData;
}) {
  const { t } = useTranslation("applications");
  const { kind } = page;
  const steps = KINDS[kind].steps;
  const current =
    page.view === "confirmation" || page.view === "resubmit"
      ? steps.length - 1
      : page.view === "form"
        ? Math.max(0, steps.indexOf(page.draft.step))
        : 0;
  // A new step (after Continue, Back, Edit…) takes focus to its heading; the first page load does not.
  const stepKey = page.view === "form" ? `form:${page.draft.step}` : page.view;
  const shown = useRef(stepKey);
  useEffect(() => {
    if (shown.current === stepKey) return;
    shown.current = stepKey;
    focusStepHeading();
  }, [stepKey]);
  return (
    <>
      <PageHeader
        eyebrow={t(`page.eyebrow.${kind}`)}
        title={t(`page.title.${kind}`)}
        intro={page.view === "confirmation" ? undefined : t(`page.intro.${kind}`)}
        breadcrumbs={[
          { label: t(`page.offersLink.${kind}`), href: offersHref(kind) },
          { label: t(`page.title.${kind}`) },
        ]}
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
        <Stepper
          steps={steps.map((step) => ({ id: step, label: stepLabel(t, kind, step) }))}
          current={current}
          label={t("page.steps")}
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        />
        {page.view === "visitor" ? (
          <VisitorStep />
        ) : page.view === "choose" ? (
          <ChooseStep page={page} actionData={actionData} />
        ) : page.view === "confirmation" ? (
          <ConfirmationStep application={page.application} />
        ) : page.view === "resubmit" ? (
          <ResubmitStep page={page} actionData={actionData} />
        ) : (
          <DraftSteps page={page} actionData={actionData} />
        )}
      </div>
    </>
  );
}

function DraftSteps({ page, actionData }: { page: FormPage; actionData?: ApplicationActionData }) {
  const { t } = useTranslation("applications");
  const step = page.draft.step;
  return (
    <>
      {actionData?.needsLogin ? (
        <FormNotice tone="error">
          <p>{actionData.error?.message}</p>
          <AuthLink variant="text" notice={LOGIN_NOTICES.application} className="mt-1 inline-block">
            {t("visitor.signIn")}
          </AuthLink>
        </FormNotice>
      ) : null}
      {step === "upload" ? (
        <UploadStep page={page} actionData={actionData} />
      ) : step === "review" ? (
        <ReviewStep page={page} actionData={actionData} />
      ) : (
        <PaymentStep page={page} actionData={actionData} />
      )}
      {step === "payment" ? null : <DiscardDraft />}
    </>
  );
}

/** A disclosure, so the confirmation needs no JavaScript. */
function DiscardDraft() {
  const { t } = useTranslation("applications");
  const ref = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={ref} className="group rounded-2xl border border-slate-200 bg-white px-5 py-3">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-medium text-red-700 marker:content-none">
        <Trash2 aria-hidden className="size-4" />
        {t("discard.open")}
      </summary>
      <div className="mt-3 border-t border-slate-100 pt-3">
        <p className="font-semibold text-slate-900">{t("discard.title")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("discard.body")}</p>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="discard" className={buttonClasses("danger", "md")}>
            {t("discard.confirm")}
          </button>
          <button
            type="button"
            onClick={() => ref.current?.removeAttribute("open")}
            className={buttonClasses("secondary", "md")}
          >
            {t("discard.cancel")}
          </button>
        </Form>
      </div>
    </details>
  );
}
