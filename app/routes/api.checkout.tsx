import type { CheckoutFailure } from "../features/checkout/api.ts";
import { handleCheckout, handleGuestQuote } from "../features/checkout/checkout.server.ts";
import { signedInUser } from "../platform/auth/guards.server.ts";
import { toErrorPayload } from "../platform/http/errors.ts";
import { clientAddress } from "../platform/http/rate-limit.server.ts";
import { translator } from "../platform/i18n/i18n.ts";
import { appContext } from "../platform/server/context.ts";
import type { Route } from "./+types/api.checkout";

export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.get(appContext).locale);
  const error = { code: "API_BAD_REQUEST", message: t("errors:edge.methodNotAllowed"), status: 405 };
  return Response.json({ ok: false, error }, { status: 405, headers: { Allow: "POST" } });
}

/** Called by the checkout page with the retries of spec §7. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { services, locale } = app;
  const t = translator(locale);
  const refuse = (status: number, answer: CheckoutFailure) => Response.json(answer, { status });

  const user = signedInUser({ context });
  if (!user) {
    // The cart drawer prices a visitor's cart too; paying needs an account.
    const guest = await handleGuestQuote(
      services,
      clientAddress(request),
      await request
        .clone()
        .json()
        .catch(() => null),
      locale,
      t,
    );
    if (guest) return Response.json(guest.answer, { status: guest.status });
    return refuse(401, {
      ok: false,
      needsLogin: true,
      error: { code: "AUTH_UNAUTHORIZED", message: t("errors:auth.loginToCompletePurchase"), status: 401 },
    });
  }
  const badRequest = () =>
    refuse(400, {
      ok: false,
      error: { code: "API_BAD_REQUEST", message: t("errors:codes.VALIDATION_INVALID_FORMAT"), status: 400 },
    });
  // The edge has already refused a body over the API limit (413) and malformed JSON; an empty body is left.
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return badRequest();
  }

  try {
    const { status, answer } = await handleCheckout(services, user, body, locale, t);
    return Response.json(answer, { status });
  } catch (error) {
    const payload = toErrorPayload(error, t);
    if (payload.status >= 500) services.logger.error({ err: error, userId: user.id }, "checkout failed");
    return refuse(payload.status, { ok: false, error: payload });
  }
}
