import { Mail } from "lucide-react";
import { data, redirect } from "react-router";
import { Link } from "../components/ui/link.tsx";
import { metaTranslator } from "../features/cms/meta.ts";
import { subscribe } from "../features/newsletter/newsletter.server.ts";
import { NewsletterForm } from "../features/newsletter/newsletter-form.tsx";
import {
  isNewsletterVariant,
  NEWSLETTER_FORM_PARAM,
  NEWSLETTER_STATUS_PARAM,
  NEWSLETTER_SUBSCRIBED,
  type NewsletterActionData,
} from "../features/newsletter/types.ts";
import { appContext } from "../platform/context.ts";
import { AppError, toErrorPayload } from "../platform/errors.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { clientAddress, enforceRateLimit } from "../platform/rate-limit.server.ts";
import { safeRedirectPath } from "../platform/safe-redirect.ts";
import { seoMeta } from "../platform/seo.ts";
import type { Route } from "./+types/newsletter";

/**
 * POST /newsletter: subscribes an e-mail address (a duplicate is accepted silently, spec §5/§8).
 * A fetcher gets `{ ok }` data; a plain form post is redirected back to its page with ?newsletter=subscribed.
 * Bad input answers 400 and too many sign-ups from one client address 429, with the catalogue message
 * (rendered on this page for a plain post).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, locale } = context.get(appContext);
  const form = await request.formData().catch(() => null);
  const email = form?.get("email");
  try {
    if (!form) throw new AppError("VALIDATION_INVALID_FORMAT");
    await subscribe(services.db, email, locale, () =>
      enforceRateLimit(services, "newsletter", clientAddress(request)),
    );
  } catch (error) {
    const payload = toErrorPayload(error, translator(locale));
    if (payload.status >= 500) services.logger.error({ err: error }, "newsletter subscription failed");
    return data<NewsletterActionData>(
      { ok: false, error: payload, email: typeof email === "string" ? email.slice(0, 255) : "" },
      { status: payload.status },
    );
  }
  if (form.get("enhanced") === "1") return data<NewsletterActionData>({ ok: true });

  const variant = form.get("variant");
  const target = new URL(safeRedirectPath(form.get("returnTo"), "/"), "http://localhost");
  target.searchParams.set(NEWSLETTER_STATUS_PARAM, NEWSLETTER_SUBSCRIBED);
  target.searchParams.set(NEWSLETTER_FORM_PARAM, isNewsletterVariant(variant) ? variant : "light");
  target.hash = `newsletter-${isNewsletterVariant(variant) ? variant : "light"}`;
  return redirect(`${target.pathname}${target.search}${target.hash}`, 303);
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return seoMeta(args, {
    title: t("home:newsletter.pageTitle"),
    description: t("home:newsletter.pageIntro"),
  });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const failed = actionData && !actionData.ok ? actionData : null;
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
          {t("newsletter.pageTitle")}
        </h1>
        <p className="mt-2 text-slate-600">{t("newsletter.pageIntro")}</p>
        <div className="mt-8">
          <NewsletterForm variant="light" error={failed?.error.message} defaultEmail={failed?.email} />
        </div>
        <Link to="/" className="mt-6 inline-block text-sm font-medium">
          {t("newsletter.backHome")}
        </Link>
      </div>
    </section>
  );
}
