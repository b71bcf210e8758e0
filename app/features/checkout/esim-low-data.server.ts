// The eSIM provider's notices (data running low, expiry close), signed like its other webhooks: each level is
// mailed to the eSIM's customer once. Anything signed is answered 200, an unknown eSIM too (the provider would
// otherwise retry a notice that can never apply); a forged or unsigned one is 400 and changes nothing.
import { and, eq } from "drizzle-orm";
import { esimActivations, orderItems, user } from "../../platform/db/schema/index.ts";
import type { EsimProvider, LowDataNotice } from "../../platform/esim/provider.ts";
import { providerOf, readEsimProviderSettings } from "../../platform/esim/providers.server.ts";
import { type Locale, pick } from "../../platform/i18n/localized.ts";
import type { EsimLowData } from "../../platform/mail/templates/esim-low-data.server.tsx";
import { WebhookSignatureError } from "../../platform/payments/gateway.server.ts";
import type { Services } from "../../platform/server/services.server.ts";
import { dataLabel } from "./esim-top-up-pricing.server.ts";
import { BodyTooLargeError, readRawBody, refuse } from "./webhooks.server.ts";

/** Not in the spec: a level is a short printable word ("75%", "3days"); an ICCID is at most 22 digits (ITU-T
 * E.118; Airalo's own examples are shorter than the usual 19), some providers ending it with a letter. Anything
 * else is not a notice to store. */
const LEVEL_PATTERN = /^[\x21-\x7e]{1,40}$/;
const ICCID_PATTERN = /^[0-9]{10,22}[A-Za-z]?$/;

interface Recipient {
  activationId: string;
  email: string;
  name: string;
  locale: Locale;
  esim: string;
  /** The cached reading's data left, before the notice cleared it. */
  remainingMb: number | null;
}

/** "3days" / "1day": the eSIM expires soon; anything else is about data. */
function noticeOf(notice: LowDataNotice): EsimLowData["notice"] {
  const days = /^(\d{1,3})\s*days?$/i.exec(notice.level.trim());
  if (days) return { kind: "expiry", days: Number(days[1]) };
  const percent = notice.remainingPercentage;
  return {
    kind: "data",
    remainingPercent: percent !== null && percent >= 0 && percent <= 100 ? Math.round(percent) : null,
  };
}

/**
 * Records the level on the eSIM and forgets its cached usage, in one transaction with the eSIM's row locked,
 * so that two deliveries of one notice mail once. Null: no such eSIM; "duplicate": this level was told already.
 */
async function recordNotice(
  services: Services,
  provider: EsimProvider["name"],
  notice: LowDataNotice,
): Promise<Recipient | "duplicate" | null> {
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        activationId: esimActivations.id,
        notified: esimActivations.lowDataNotified,
        usage: esimActivations.usage,
        email: user.email,
        firstName: user.firstName,
        name: user.name,
        locale: user.locale,
        esim: orderItems.name,
      })
      .from(esimActivations)
      .innerJoin(user, eq(user.id, esimActivations.userId))
      .innerJoin(orderItems, eq(orderItems.id, esimActivations.orderItemId))
      .where(and(eq(esimActivations.provider, provider), eq(esimActivations.iccid, notice.iccid)))
      .limit(1)
      .for("update", { of: esimActivations });
    if (!row) return null;
    const seen = row.notified.includes(notice.level);
    await tx
      .update(esimActivations)
      .set({
        usage: null,
        usageCheckedAt: null,
        ...(seen ? {} : { lowDataNotified: [...row.notified, notice.level] }),
      })
      .where(eq(esimActivations.id, row.activationId));
    if (seen) return "duplicate";
    const remainingMb = row.usage && !row.usage.unlimited ? row.usage.remainingMb : null;
    return {
      activationId: row.activationId,
      email: row.email,
      name: row.firstName || row.name,
      locale: row.locale,
      esim: pick(row.esim, row.locale),
      remainingMb,
    };
  });
}

async function sendLowData(services: Services, to: Recipient, notice: LowDataNotice): Promise<void> {
  const { locale } = to;
  await services.mailer.send({
    template: () => import("../../platform/mail/templates/esim-low-data.server.tsx"),
    locale,
    to: to.email,
    data: {
      name: to.name,
      esim: to.esim,
      notice: noticeOf(notice),
      dataLeft: to.remainingMb === null ? null : dataLabel(to.remainingMb, locale),
      url: `${services.config.APP_URL}/profile/esims/${to.activationId}/top-up?lng=${locale}`,
    },
  });
}

export async function handleEsimWebhook(services: Services, request: Request): Promise<Response> {
  if (request.method !== "POST") return refuse(request, 405, "API_BAD_REQUEST", { Allow: "POST" });
  const log = services.logger.child({ webhook: "esim" });
  try {
    const settings = await readEsimProviderSettings(services.db);
    let provider: EsimProvider;
    try {
      if (!settings) throw new Error("no eSIM provider settings");
      provider = providerOf(settings, services.config);
    } catch (error) {
      log.warn({ err: error }, "eSIM webhook for a provider that is not set up");
      return refuse(request, 404, "API_NOT_FOUND");
    }
    const rawBody = await readRawBody(request);
    const notice = provider.readWebhook(rawBody, request.headers);
    if (!notice) {
      log.info("eSIM webhook ignored: not a low-data notice");
      return Response.json({ received: true });
    }
    if (!LEVEL_PATTERN.test(notice.level) || !ICCID_PATTERN.test(notice.iccid)) {
      log.warn("eSIM webhook with an unreadable ICCID or level");
      return refuse(request, 400, "API_BAD_REQUEST");
    }
    const recipient = await recordNotice(services, provider.name, notice);
    if (recipient === null)
      log.warn({ iccid: notice.iccid, level: notice.level }, "eSIM webhook for an unknown eSIM");
    else if (recipient === "duplicate")
      log.info({ iccid: notice.iccid, level: notice.level }, "eSIM low-data notice already told");
    else {
      // Logged, not answered 500: the level is recorded, so a retried notice would not mail either.
      await sendLowData(services, recipient, notice).catch((error: unknown) =>
        log.error(
          { err: error, activationId: recipient.activationId },
          "eSIM low-data e-mail could not be sent",
        ),
      );
      log.info({ activationId: recipient.activationId, level: notice.level }, "eSIM low-data notice handled");
    }
    return Response.json({ received: true });
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      log.warn({ reason: error.message }, "eSIM webhook refused");
      return refuse(request, 400, "API_BAD_REQUEST");
    }
    // Signed, but not JSON: a retry would not read better.
    if (error instanceof SyntaxError) {
      log.warn({ reason: error.message }, "eSIM webhook unreadable");
      return refuse(request, 400, "API_BAD_REQUEST");
    }
    if (error instanceof BodyTooLargeError) return refuse(request, 413, "VALIDATION_FILE_TOO_LARGE");
    log.error({ err: error }, "eSIM webhook failed");
    return refuse(request, 500, "SYSTEM_UNKNOWN_ERROR");
  }
}
