// The confirmation and unsubscribe pages answer their links alike: rate limit, signed token, translated refusal.
import { data } from "react-router";
import { AppError } from "../../platform/http/errors.ts";
import { clientAddress, enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import { translator } from "../../platform/i18n/i18n.ts";
import type { AppContext } from "../../platform/server/context.ts";
import { type Subscriber, subscriberForLink } from "./newsletter.server.ts";

export type LinkKind = "unsubscribe" | "confirm";
export type LinkRefusal = { state: "invalid"; message: string } | { state: "rate-limited"; message: string };

/** The posted token, else the address's: a mail client's one-click POST carries it in the URL only. */
export function linkToken(request: Request, form: FormData | null): string | null {
  const posted = form?.get("token");
  return typeof posted === "string" && posted ? posted : new URL(request.url).searchParams.get("token");
}

export async function subscriberOfLink(
  request: Request,
  { services, locale }: AppContext,
  kind: LinkKind,
  token: unknown,
): Promise<Subscriber | ReturnType<typeof data<LinkRefusal>>> {
  const t = translator(locale);
  try {
    await enforceRateLimit(
      services,
      kind === "confirm" ? "newsletterConfirm" : "newsletterUnsubscribe",
      clientAddress(request),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data<LinkRefusal>(
      { state: "rate-limited", message: t("errors:codes.API_RATE_LIMIT") },
      { status: 429 },
    );
  }
  const subscriber = await subscriberForLink(services.db, kind, token, services.config.AUTH_SECRET);
  if (subscriber) return subscriber;
  return data<LinkRefusal>(
    { state: "invalid", message: t(`newsletter:${kind}.invalidBody`) },
    { status: 400 },
  );
}
