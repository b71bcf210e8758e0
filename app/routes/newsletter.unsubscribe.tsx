import { data, Form, useNavigation } from "react-router";
import { buttonClasses } from "../components/ui/button-classes.ts";
import { CircleCheck, MailCheck, MailX, TriangleAlert } from "../components/ui/icons.tsx";
import { type LinkRefusal, linkToken, subscriberOfLink } from "../features/newsletter/link-lookup.server.ts";
import { keepActionAnswer, LinkCard, linkPageMeta, WithAddress } from "../features/newsletter/link-page.tsx";
import { maskEmail, setSubscriberStatus } from "../features/newsletter/newsletter.server.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/newsletter.unsubscribe";

export type UnsubscribeView =
  | { state: "confirm" | "already" | "unsubscribed" | "resubscribed"; email: string; token: string }
  | LinkRefusal;

const RESUBSCRIBE = "resubscribe";

/** The question, never the change: mail scanners open links before the reader does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const found = await subscriberOfLink(request, context.get(appContext), "unsubscribe", token);
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
  const app = context.get(appContext);
  const form = await request.formData().catch(() => null);
  const token = linkToken(request, form);
  const found = await subscriberOfLink(request, app, "unsubscribe", token);
  if (!("id" in found)) return found;
  const resubscribe = form?.get("intent") === RESUBSCRIBE;
  await setSubscriberStatus(app.services.db, found.id, resubscribe ? "active" : "unsubscribed");
  return data<UnsubscribeView>({
    state: resubscribe ? "resubscribed" : "unsubscribed",
    email: maskEmail(found.email),
    token: token ?? "",
  });
}

export const shouldRevalidate = keepActionAnswer;

export function meta(args: Route.MetaArgs) {
  return linkPageMeta(args, "unsubscribe");
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const navigation = useNavigation();
  const view: UnsubscribeView = actionData ?? loaderData;
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  const title = (() => {
    switch (view.state) {
      case "confirm":
        return <WithAddress text={t("unsubscribe.question", { email: "\u0000" })} email={view.email} />;
      case "unsubscribed":
        return t("unsubscribe.doneTitle");
      case "already":
        return t("unsubscribe.alreadyTitle");
      case "resubscribed":
        return t("unsubscribe.resubscribedTitle");
      case "invalid":
        return t("unsubscribe.invalidTitle");
      case "rate-limited":
        return t("unsubscribe.rateLimitedTitle");
    }
  })();
  const body = (() => {
    switch (view.state) {
      case "confirm":
        return t("unsubscribe.explain");
      case "unsubscribed":
        return <WithAddress text={t("unsubscribe.doneBody", { email: "\u0000" })} email={view.email} />;
      case "already":
        return <WithAddress text={t("unsubscribe.alreadyBody", { email: "\u0000" })} email={view.email} />;
      case "resubscribed":
        return (
          <WithAddress text={t("unsubscribe.resubscribedBody", { email: "\u0000" })} email={view.email} />
        );
      case "invalid":
        return t("unsubscribe.invalidBody");
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
    <LinkCard
      id="unsubscribe-title"
      state={view.state}
      icon={Icon}
      problem={problem}
      title={title}
      body={body}
    >
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
            {busyIntent ? t("unsubscribe.confirming") : t("unsubscribe.confirm")}
          </button>
        </Form>
      ) : null}

      {view.state === "unsubscribed" || view.state === "already" ? (
        <Form method="post" className="mt-8 border-t border-slate-200 pt-6">
          <p className="text-sm text-slate-600">{t("unsubscribe.changedMind")}</p>
          <input type="hidden" name="token" value={view.token} />
          <button
            type="submit"
            name="intent"
            value={RESUBSCRIBE}
            disabled={busyIntent != null}
            className={buttonClasses("secondary", "md", "mt-3")}
          >
            <MailCheck aria-hidden className="size-4" />
            {busyIntent ? t("unsubscribe.resubscribing") : t("unsubscribe.resubscribe")}
          </button>
        </Form>
      ) : null}
    </LinkCard>
  );
}
