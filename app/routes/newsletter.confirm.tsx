import { CircleCheck, MailCheck, TriangleAlert } from "lucide-react";
import { data, Form, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { buttonClasses } from "../components/ui/button-classes.ts";
import { cx } from "../components/ui/cx.ts";
import { Link } from "../components/ui/link.tsx";
import {
  confirmSubscription,
  maskEmail,
  type Subscriber,
  sendWelcomeMail,
  subscriberForConfirmToken,
} from "../features/newsletter/newsletter.server.ts";
import { AppError } from "../platform/http/errors.ts";
import { clientAddress, enforceRateLimit } from "../platform/http/rate-limit.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/newsletter.confirm";

export type ConfirmView =
  | { state: "confirm" | "already" | "confirmed"; email: string; token: string }
  | { state: "invalid"; message: string }
  | { state: "rate-limited"; message: string };

async function lookUp(
  request: Request,
  context: Route.LoaderArgs["context"],
  token: unknown,
): Promise<Subscriber | ReturnType<typeof data<ConfirmView>>> {
  const { services, locale } = context.get(appContext);
  try {
    await enforceRateLimit(services, "newsletterConfirm", clientAddress(request));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = translator(locale)("errors:codes.API_RATE_LIMIT");
    return data<ConfirmView>({ state: "rate-limited", message }, { status: 429 });
  }
  const subscriber = await subscriberForConfirmToken(services.db, token, services.config.AUTH_SECRET);
  if (subscriber) return subscriber;
  const message = translator(locale)("home:newsletter.confirm.invalidBody");
  return data<ConfirmView>({ state: "invalid", message }, { status: 400 });
}

/** The question, never the change: mail scanners open links before the reader does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const found = await lookUp(request, context, token);
  if (!("id" in found)) return found;
  return data<ConfirmView>({
    state: found.status === "active" ? "already" : "confirm",
    email: maskEmail(found.email),
    token: token ?? "",
  });
}

/** Activates in the page's language and sends the welcome e-mail, once: a second POST finds it active. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, locale } = context.get(appContext);
  const form = await request.formData().catch(() => null);
  const fromForm = form?.get("token");
  const token =
    typeof fromForm === "string" && fromForm ? fromForm : new URL(request.url).searchParams.get("token");
  const found = await lookUp(request, context, token);
  if (!("id" in found)) return found;
  const confirmed = await confirmSubscription(services.db, found.id, locale);
  if (!confirmed) {
    const message = translator(locale)("home:newsletter.confirm.invalidBody");
    return data<ConfirmView>({ state: "invalid", message }, { status: 400 });
  }
  if (confirmed.activated) await sendWelcomeMail(services, confirmed.subscriber);
  return data<ConfirmView>({
    state: confirmed.activated ? "confirmed" : "already",
    email: maskEmail(found.email),
    token: token ?? "",
  });
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  const t = metaTranslator(args.matches);
  return [
    ...seoMeta(args, {
      title: t("home:newsletter.confirm.title"),
      description: t("home:newsletter.pageIntro"),
    }),
    { name: "robots", content: "noindex" },
  ];
}

function WithAddress({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split("\u0000");
  return (
    <>
      {before}
      <bdi dir="ltr" className="font-semibold">
        {email}
      </bdi>
      {after}
    </>
  );
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const navigation = useNavigation();
  const view: ConfirmView = actionData ?? loaderData;
  const busy = navigation.state === "submitting";
  const withEmail = (key: "question" | "doneBody" | "alreadyBody", email: string) => (
    <WithAddress text={t(`newsletter.confirm.${key}`, { email: "\u0000" })} email={email} />
  );

  const [title, body] = (() => {
    switch (view.state) {
      case "confirm":
        return [withEmail("question", view.email), t("newsletter.confirm.explain")];
      case "confirmed":
        return [t("newsletter.confirm.doneTitle"), withEmail("doneBody", view.email)];
      case "already":
        return [t("newsletter.confirm.alreadyTitle"), withEmail("alreadyBody", view.email)];
      case "invalid":
        return [t("newsletter.confirm.invalidTitle"), t("newsletter.confirm.invalidBody")];
      case "rate-limited":
        return [t("newsletter.confirm.rateLimitedTitle"), view.message];
    }
  })();
  const problem = view.state === "invalid" || view.state === "rate-limited";
  const Icon = view.state === "confirm" ? MailCheck : problem ? TriangleAlert : CircleCheck;

  return (
    <section aria-labelledby="confirm-title" className="mx-auto max-w-xl px-4 py-16 sm:py-24">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <span
          aria-hidden
          className={cx(
            "flex size-12 items-center justify-center rounded-2xl",
            problem ? "bg-amber-50 text-amber-600" : "bg-brand-soft text-brand-strong",
          )}
        >
          <Icon className="size-6" />
        </span>
        <h1
          id="confirm-title"
          className="mt-5 text-2xl font-bold tracking-tight break-words sm:text-3xl"
          data-state={view.state}
        >
          {title}
        </h1>
        <p className="mt-3 text-slate-600 break-words" role={view.state === "confirm" ? undefined : "status"}>
          {body}
        </p>

        {view.state === "confirm" ? (
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={view.token} />
            <button type="submit" disabled={busy} className={buttonClasses("primary", "lg")}>
              <MailCheck aria-hidden className="size-4" />
              {busy ? t("newsletter.confirm.confirming") : t("newsletter.confirm.confirm")}
            </button>
          </Form>
        ) : null}

        <Link to="/" className="mt-6 inline-block text-sm font-medium">
          {t("newsletter.backHome")}
        </Link>
      </div>
    </section>
  );
}
