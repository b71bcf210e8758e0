import { CircleCheck, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { cx } from "../../components/ui/cx.ts";
import { inputClasses } from "../../components/ui/input-classes.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import {
  NEWSLETTER_FORM_PARAM,
  NEWSLETTER_STATUS_PARAM,
  NEWSLETTER_SUBSCRIBED,
  type NewsletterActionData,
  type NewsletterVariant,
} from "./types.ts";

export interface NewsletterFormProps {
  /** "light" on light backgrounds (the landing page); "dark" on dark ones (the footer). */
  variant?: NewsletterVariant;
  /** An error of a submission made without JavaScript (the /newsletter page renders it). */
  error?: string;
  defaultEmail?: string;
}

/**
 * Newsletter sign-up. Posts to /newsletter: with JavaScript through a fetcher (the page stays put and a
 * translated message appears); without it, as a normal form whose action redirects back here with
 * ?newsletter=subscribed (or renders the /newsletter page with the error).
 */
export function NewsletterForm({
  variant = "light",
  error: initialError,
  defaultEmail,
}: NewsletterFormProps) {
  const { t } = useTranslation("home");
  const fetcher = useFetcher<NewsletterActionData>();
  const location = useLocation();
  const inputId = useId();
  const messageId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const params = new URLSearchParams(location.search);
  const returnedSubscribed =
    params.get(NEWSLETTER_STATUS_PARAM) === NEWSLETTER_SUBSCRIBED &&
    params.get(NEWSLETTER_FORM_PARAM) === variant;
  params.delete(NEWSLETTER_STATUS_PARAM);
  params.delete(NEWSLETTER_FORM_PARAM);
  const query = params.toString();
  const returnTo = `${location.pathname}${query ? `?${query}` : ""}`;

  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const success = result ? result.ok : returnedSubscribed;
  const error = result && !result.ok ? result.error.message : result ? undefined : initialError;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  const dark = variant === "dark";
  return (
    <div id={`newsletter-${variant}`}>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/newsletter"
        noValidate
        className="flex flex-col gap-2"
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="variant" value={variant} />
        {enhanced ? <input type="hidden" name="enhanced" value="1" /> : null}
        <label
          htmlFor={inputId}
          className={cx("text-sm font-medium", dark ? "text-slate-200" : "text-slate-800")}
        >
          {t("newsletter.label")}
        </label>
        <div className={cx("flex gap-2", dark ? "flex-col" : "flex-col sm:flex-row")}>
          <input
            id={inputId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            aria-required="true"
            maxLength={255}
            defaultValue={defaultEmail}
            placeholder={t("newsletter.placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || success ? messageId : undefined}
            className={cx(
              inputClasses,
              "h-12 min-w-0 flex-1 text-start placeholder:text-start",
              error && "border-red-500",
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
            {busy ? t("newsletter.submitting") : t("newsletter.submit")}
          </button>
        </div>
      </fetcher.Form>
      <div id={messageId} aria-live="polite" className="mt-2 min-h-5 text-sm">
        {success ? (
          <p
            role="status"
            className={cx("flex items-start gap-2", dark ? "text-emerald-300" : "text-emerald-700")}
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("newsletter.success")}
          </p>
        ) : error ? (
          <p className={dark ? "text-red-300" : "text-red-700"}>{error}</p>
        ) : null}
      </div>
    </div>
  );
}
