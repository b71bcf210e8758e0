import { data, Form, useNavigation } from "react-router";
import { buttonClasses } from "../components/ui/button-classes.ts";
import { CircleCheck, MailCheck, TriangleAlert } from "../components/ui/icons.tsx";
import { type LinkRefusal, linkToken, subscriberOfLink } from "../features/newsletter/link-lookup.server.ts";
import { keepActionAnswer, LinkCard, linkPageMeta, WithAddress } from "../features/newsletter/link-page.tsx";
import { confirmSubscription, maskEmail, sendWelcomeMail } from "../features/newsletter/newsletter.server.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/newsletter.confirm";

export type ConfirmView =
  | { state: "confirm" | "already" | "confirmed"; email: string; token: string }
  | LinkRefusal;

/** The question, never the change: mail scanners open links before the reader does. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const found = await subscriberOfLink(request, context.get(appContext), "confirm", token);
  if (!("id" in found)) return found;
  return data<ConfirmView>({
    state: found.status === "active" ? "already" : "confirm",
    email: maskEmail(found.email),
    token: token ?? "",
  });
}

/** Activates in the page's language and sends the welcome e-mail, once: a second POST finds it active. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { services, locale } = app;
  const token = linkToken(request, await request.formData().catch(() => null));
  const found = await subscriberOfLink(request, app, "confirm", token);
  if (!("id" in found)) return found;
  const confirmed = await confirmSubscription(services.db, found.id, locale);
  if (!confirmed) {
    const message = translator(locale)("newsletter:confirm.invalidBody");
    return data<ConfirmView>({ state: "invalid", message }, { status: 400 });
  }
  if (confirmed.activated) await sendWelcomeMail(services, confirmed.subscriber);
  return data<ConfirmView>({
    state: confirmed.activated ? "confirmed" : "already",
    email: maskEmail(found.email),
    token: token ?? "",
  });
}

export const shouldRevalidate = keepActionAnswer;

export function meta(args: Route.MetaArgs) {
  return linkPageMeta(args, "confirm");
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const navigation = useNavigation();
  const view: ConfirmView = actionData ?? loaderData;
  const busy = navigation.state === "submitting";
  const withEmail = (key: "question" | "doneBody" | "alreadyBody", email: string) => (
    <WithAddress text={t(`confirm.${key}`, { email: "\u0000" })} email={email} />
  );

  const [title, body] = (() => {
    switch (view.state) {
      case "confirm":
        return [withEmail("question", view.email), t("confirm.explain")];
      case "confirmed":
        return [t("confirm.doneTitle"), withEmail("doneBody", view.email)];
      case "already":
        return [t("confirm.alreadyTitle"), withEmail("alreadyBody", view.email)];
      case "invalid":
        return [t("confirm.invalidTitle"), t("confirm.invalidBody")];
      case "rate-limited":
        return [t("confirm.rateLimitedTitle"), view.message];
    }
  })();
  const problem = view.state === "invalid" || view.state === "rate-limited";
  const Icon = view.state === "confirm" ? MailCheck : problem ? TriangleAlert : CircleCheck;

  return (
    <LinkCard id="confirm-title" state={view.state} icon={Icon} problem={problem} title={title} body={body}>
      {view.state === "confirm" ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="token" value={view.token} />
          <button type="submit" disabled={busy} className={buttonClasses("primary", "lg")}>
            <MailCheck aria-hidden className="size-4" />
            {busy ? t("confirm.confirming") : t("confirm.confirm")}
          </button>
        </Form>
      ) : null}
    </LinkCard>
  );
}
