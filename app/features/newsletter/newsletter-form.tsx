import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { ErrorList } from "../../components/forms/error-list.tsx";
import { Honeypot } from "../../components/forms/honeypot.tsx";
import type { FormReply } from "../../components/forms/submission.ts";
import { useReplyForm } from "../../components/forms/use-reply-form.ts";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { cx } from "../../components/ui/cx.ts";
import { CircleCheck, Send } from "../../components/ui/icons.tsx";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  NEWSLETTER_FORM_PARAM,
  NEWSLETTER_STATUS_PARAM,
  NEWSLETTER_SUBSCRIBED,
  type NewsletterActionData,
  type NewsletterVariant,
} from "./newsletter-form-state.ts";

export interface NewsletterFormProps {
  variant?: NewsletterVariant;
  /** A submission made without JavaScript (the /newsletter page renders it). */
  lastResult?: FormReply;
}

/** A fetcher keeps the page in place. On every page, so only the server checks the address (useReplyForm). */
export function NewsletterForm({ variant = "light", lastResult }: NewsletterFormProps) {
  const { t } = useTranslation("newsletter");
  const fetcher = useFetcher<NewsletterActionData>();
  const location = useLocation();
  const statusId = useId();
  const [form, field] = useReplyForm(`newsletter-${variant}-form`, fetcher.data?.result ?? lastResult);

  const params = new URLSearchParams(location.search);
  const returnedSubscribed =
    params.get(NEWSLETTER_STATUS_PARAM) === NEWSLETTER_SUBSCRIBED &&
    params.get(NEWSLETTER_FORM_PARAM) === variant;
  params.delete(NEWSLETTER_STATUS_PARAM);
  params.delete(NEWSLETTER_FORM_PARAM);
  const query = params.toString();
  const returnTo = `${location.pathname}${query ? `?${query}` : ""}`;

  const busy = fetcher.state !== "idle";
  const success = fetcher.data ? Boolean(fetcher.data.subscribed) : returnedSubscribed;
  const email = field("email");
  const { key, ...emailInput } = email.inputProps;
  // A refused address is the field's message; a rate limit is the form's.
  const [errors, errorId] = email.errors ? [email.errors, email.errorId] : [form.errors, form.errorId];

  const dark = variant === "dark";
  return (
    <div id={`newsletter-${variant}`}>
      <fetcher.Form method="post" action="/newsletter" {...form.props} className="flex flex-col gap-2">
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="variant" value={variant} />
        <Honeypot />
        <label
          htmlFor={emailInput.id}
          className={cx("text-sm font-medium", dark ? "text-slate-200" : "text-slate-800")}
        >
          {t("label")}
        </label>
        <div className={cx("flex gap-2", dark ? "flex-col" : "flex-col sm:flex-row")}>
          <input
            {...emailInput}
            key={key}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            aria-required="true"
            aria-describedby={errors ? errorId : success ? statusId : undefined}
            maxLength={255}
            placeholder={t("placeholder")}
            className={cx(
              inputClasses,
              "h-12 min-w-0 flex-1 text-start placeholder:text-start aria-invalid:border-red-500",
            )}
          />
          <button
            type="submit"
            disabled={busy}
            className={buttonClasses(
              "primary",
              "lg",
              cx("shrink-0", dark && "focus-visible:ring-offset-slate-900"),
            )}
          >
            <Send aria-hidden className="size-4 flip-rtl" />
            {busy ? t("submitting") : t("submit")}
          </button>
        </div>
      </fetcher.Form>
      <div aria-live="polite" className="mt-2 min-h-5 text-sm">
        {success && !errors ? (
          <p
            id={statusId}
            role="status"
            className={cx("flex items-start gap-2", dark ? "text-emerald-300" : "text-emerald-700")}
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("success")}
          </p>
        ) : (
          <ErrorList id={errorId} errors={errors} className={dark ? "text-red-300" : "text-red-700"} />
        )}
      </div>
    </div>
  );
}
