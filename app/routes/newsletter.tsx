import { data, redirect } from "react-router";
import { isDocumentRequest, parseSubmission } from "../components/forms/submission.server.ts";
import { Mail } from "../components/ui/icons.tsx";
import { Link } from "../components/ui/link.tsx";
import { requestSubscription } from "../features/newsletter/newsletter.server.ts";
import { NewsletterForm } from "../features/newsletter/newsletter-form.tsx";
import {
  isNewsletterVariant,
  NEWSLETTER_FORM_PARAM,
  NEWSLETTER_STATUS_PARAM,
  NEWSLETTER_SUBSCRIBED,
  type NewsletterActionData,
} from "../features/newsletter/newsletter-form-state.ts";
import { newsletterSchema } from "../features/newsletter/newsletter-schema.ts";
import { toErrorPayload } from "../platform/http/errors.ts";
import { clientAddress, enforceRateLimit } from "../platform/http/rate-limit.server.ts";
import { safeRedirectPath } from "../platform/http/safe-redirect.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/newsletter";

/** One answer whatever the address's state ("check your inbox"), so it tells nothing about the address; only
 * a confirmation link is mailed (double opt-in). A plain form post is redirected back with ?newsletter=subscribed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, locale } = context.get(appContext);
  const t = translator(locale);
  const form = await request.formData().catch(() => null);
  const parsed = await parseSubmission(form, newsletterSchema, { t, honeypot: true });
  if (!parsed.ok) return data<NewsletterActionData>({ result: parsed.reply }, { status: parsed.status });
  try {
    await requestSubscription(services, parsed.value.email, locale, () =>
      enforceRateLimit(services, "newsletter", clientAddress(request)),
    );
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error }, "newsletter subscription failed");
    const result = parsed.reply({ formError: payload.message });
    return data<NewsletterActionData>({ result }, { status: payload.status });
  }
  if (!isDocumentRequest(request)) {
    return data<NewsletterActionData>({ result: parsed.reply({ resetForm: true }), subscribed: true });
  }

  const variant = form?.get("variant");
  const target = new URL(safeRedirectPath(form?.get("returnTo"), "/"), "http://localhost");
  target.searchParams.set(NEWSLETTER_STATUS_PARAM, NEWSLETTER_SUBSCRIBED);
  target.searchParams.set(NEWSLETTER_FORM_PARAM, isNewsletterVariant(variant) ? variant : "light");
  target.hash = `newsletter-${isNewsletterVariant(variant) ? variant : "light"}`;
  return redirect(`${target.pathname}${target.search}${target.hash}`, 303);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, {
    title: t("newsletter:pageTitle"),
    description: t("newsletter:pageIntro"),
  });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  return (
    <section aria-labelledby="newsletter-title" className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong"
        >
          <Mail className="size-6" />
        </span>
        <h1 id="newsletter-title" className="mt-5 text-3xl font-bold tracking-tight">
          {t("pageTitle")}
        </h1>
        <p className="mt-2 text-slate-600">{t("pageIntro")}</p>
        <div className="mt-8">
          <NewsletterForm variant="light" lastResult={actionData?.result} />
        </div>
        <Link to="/" className="mt-6 inline-block text-sm font-medium">
          {t("backHome")}
        </Link>
      </div>
    </section>
  );
}
