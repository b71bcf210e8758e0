import { CircleCheck, MailCheck, MailX, TriangleAlert } from "lucide-react";
import { data, Form, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { buttonClasses } from "../components/ui/button-classes.ts";
import { cx } from "../components/ui/cx.ts";
import { Link } from "../components/ui/link.tsx";
import {
  maskEmail,
  type Subscriber,
  setSubscriberStatus,
  subscriberForToken,
} from "../features/newsletter/newsletter.server.ts";
import { AppError } from "../platform/http/errors.ts";
import { clientAddress, enforceRateLimit } from "../platform/http/rate-limit.server.ts";
import { seoMeta } from "../platform/http/seo.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { metaTranslator } from "../platform/i18n/meta.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/newsletter.unsubscribe";

export type UnsubscribeView =
  | { state: "confirm" | "already" | "unsubscribed" | "resubscribed"; email: string; token: string }
  | { state: "invalid"; message: string }
  | { state: "rate-limited"; message: string };

const RESUBSCRIBE = "resubscribe";

async function lookUp(
  request: Request,
  context: Route.LoaderArgs["context"],
  token: unknown,
): Promise<Subscriber | ReturnType<typeof data<UnsubscribeView>>> {
  const { services, locale } = context.get(appContext);
  try {
    await enforceRateLimit(services, "newsletterUnsubscribe", clientAddress(request));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = translator(locale)("errors:codes.API_RATE_LIMIT");
    return data<UnsubscribeView>({ state: "rate-limited", message }, { status: 429 });
  }
  const subscriber = await subscriberForToken(services.db, token, services.config.AUTH_SECRET);
  if (subscriber) return subscriber;
  const message = translator(locale)("home:newsletter.unsubscribe.invalidBody");
  return data<UnsubscribeView>({ state: "invalid", message }, { status: 400 });
}

/** The question, never the change: mail scanners open links before the reader does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const found = await lookUp(request, context, token);
  if (!("id" in found)) return found;
  return data<UnsubscribeView>({
    state: found.status === "active" ? "confirm" : "already",
    email: maskEmail(found.email),
    token: token ?? "",
  });
}

/** Also a mail client's RFC 8058 one-click unsubscribe (no cookies, no Origin), which follows no redirect:
 * answers the page itself. Sets the status, never deletes the row. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  const form = await request.formData().catch(() => null);
  const fromForm = form?.get("token");
  const token =
    typeof fromForm === "string" && fromForm ? fromForm : new URL(request.url).searchParams.get("token");
  const found = await lookUp(request, context, token);
  if (!("id" in found)) return found;
  const resubscribe = form?.get("intent") === RESUBSCRIBE;
  await setSubscriberStatus(services.db, found.id, resubscribe ? "active" : "unsubscribed");
  return data<UnsubscribeView>({
    state: resubscribe ? "resubscribed" : "unsubscribed",
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
      title: t("home:newsletter.unsubscribe.title"),
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

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const navigation = useNavigation();
  const view: UnsubscribeView = actionData ?? loaderData;
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  const title = (() => {
    switch (view.state) {
      case "confirm":
        return (
          <WithAddress text={t("newsletter.unsubscribe.question", { email: "\u0000" })} email={view.email} />
        );
      case "unsubscribed":
        return t("newsletter.unsubscribe.doneTitle");
      case "already":
        return t("newsletter.unsubscribe.alreadyTitle");
      case "resubscribed":
        return t("newsletter.unsubscribe.resubscribedTitle");
      case "invalid":
        return t("newsletter.unsubscribe.invalidTitle");
      case "rate-limited":
        return t("newsletter.unsubscribe.rateLimitedTitle");
    }
  })();
  const body = (() => {
    switch (view.state) {
      case "confirm":
        return t("newsletter.unsubscribe.explain");
      case "unsubscribed":
        return (
          <WithAddress text={t("newsletter.unsubscribe.doneBody", { email: "\u0000" })} email={view.email} />
        );
      case "already":
        return (
          <WithAddress
            text={t("newsletter.unsubscribe.alreadyBody", { email: "\u0000" })}
            email={view.email}
          />
        );
      case "resubscribed":
        return (
          <WithAddress
            text={t("newsletter.unsubscribe.resubscribedBody", { email: "\u0000" })}
            email={view.email}
          />
        );
      case "invalid":
        return t("newsletter.unsubscribe.invalidBody");
      case "rate-limited":
        return view.message;
    }
  })();
  const Icon =
    view.state === "confirm"
      ? MailX
      : view.state === "resubscribed"
        ? MailCheck
        : view.state === "unsubscribed" || view.state === "already"
          ? CircleCheck
          : TriangleAlert;
  const problem = view.state === "invalid" || view.state === "rate-limited";

  return (
    <section aria-labelledby="unsubscribe-title" className="mx-auto max-w-xl px-4 py-16 sm:py-24">
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
          id="unsubscribe-title"
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
            <button
              type="submit"
              name="intent"
              value="unsubscribe"
              disabled={busyIntent != null}
              className={buttonClasses("primary", "lg")}
            >
              <MailX aria-hidden className="size-4" />
              {busyIntent ? t("newsletter.unsubscribe.confirming") : t("newsletter.unsubscribe.confirm")}
            </button>
          </Form>
        ) : null}

        {view.state === "unsubscribed" || view.state === "already" ? (
          <Form method="post" className="mt-8 border-t border-slate-200 pt-6">
            <p className="text-sm text-slate-600">{t("newsletter.unsubscribe.changedMind")}</p>
            <input type="hidden" name="token" value={view.token} />
            <button
              type="submit"
              name="intent"
              value={RESUBSCRIBE}
              disabled={busyIntent != null}
              className={buttonClasses("secondary", "md", "mt-3")}
            >
              <MailCheck aria-hidden className="size-4" />
              {busyIntent
                ? t("newsletter.unsubscribe.resubscribing")
                : t("newsletter.unsubscribe.resubscribe")}
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
