/**
 * The loader and action of /admin/settings/payments. The admin layout's middleware already refused everyone but
 * admins; both check again (`requireAdmin`). The loader sends no secret. The action either saves the form
 * (intent "save") or tests one provider's keys ("test-stripe", "test-paddle"; rate-limited per admin, not
 * audited: it changes nothing). Typed secrets are never echoed back: every reply hides them.
 */
import { data, type RouterContextProvider } from "react-router";
import { parseSubmission } from "../../../components/forms/submission.server.ts";
import { requireAdmin } from "../../../platform/auth/guards.server.ts";
import { auditActor } from "../../../platform/domain/audit.server.ts";
import { isAppError } from "../../../platform/http/errors.ts";
import { enforceRateLimit } from "../../../platform/http/rate-limit.server.ts";
import { translator } from "../../../platform/i18n/i18n.ts";
import { appContext } from "../../../platform/server/context.ts";
import {
  readPaymentSettingsView,
  type SettingsProblems,
  savePaymentSettings,
  testProviderConnection,
  webhookUrls,
} from "./payments.server.ts";
import { paymentSettingsSchema } from "./schema.ts";
import { type PaymentSettingsActionData, SECRET_FIELDS } from "./types.ts";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export async function paymentSettingsLoader(args: Args) {
  requireAdmin(args);
  const { services } = args.context.get(appContext);
  return {
    settings: await readPaymentSettingsView(services.db, services.config.AUTH_SECRET),
    webhooks: webhookUrls(services.config.APP_URL),
  };
}

export async function paymentSettingsAction(args: Args) {
  const admin = requireAdmin(args);
  const { services, locale } = args.context.get(appContext);
  const t = translator(locale);
  const parsed = await parseSubmission(args.request, paymentSettingsSchema, {
    t,
    hideFields: [...SECRET_FIELDS],
  });
  if (!parsed.ok)
    return data<PaymentSettingsActionData>(
      { ok: false, intent: null, result: parsed.reply },
      { status: parsed.status },
    );
  const { value } = parsed;
  const fieldErrors = (problems: SettingsProblems) =>
    Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [
        field,
        t(`adminSettings:payments.errors.${problem}`),
      ]),
    );

  if (value.intent === "save") {
    const failed = t("errors:screens.failedToSavePaymentSettings");
    let outcome: Awaited<ReturnType<typeof savePaymentSettings>>;
    try {
      outcome = await savePaymentSettings(
        services.db,
        services.config.AUTH_SECRET,
        auditActor(admin, args.request),
        value,
      );
    } catch (error) {
      services.logger.error({ err: error }, "saving the payment settings failed");
      return data<PaymentSettingsActionData>(
        { ok: false, intent: "save", result: parsed.reply({ formError: failed }) },
        { status: 500 },
      );
    }
    if (!outcome.ok)
      return data<PaymentSettingsActionData>(
        {
          ok: false,
          intent: "save",
          result: parsed.reply({ formError: failed, fieldErrors: fieldErrors(outcome.problems) }),
        },
        { status: 400 },
      );
    // The form starts afresh from the saved settings: secret inputs empty, their new masked hints shown.
    return {
      ok: true,
      intent: "save",
      notice: t("adminSettings:payments.saved"),
      result: parsed.reply({ resetForm: true }),
    } satisfies PaymentSettingsActionData;
  }

  try {
    await enforceRateLimit(services, "paymentConnectionTest", admin.id);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<PaymentSettingsActionData>(
      { ok: false, intent: value.intent, result: parsed.reply({ formError: t(error.messageKey) }) },
      { status: error.status },
    );
  }
  const tested = await testProviderConnection(services.db, services.config.AUTH_SECRET, value.intent, value);
  if (!tested.tested)
    return data<PaymentSettingsActionData>(
      {
        ok: false,
        intent: value.intent,
        result: parsed.reply({ fieldErrors: fieldErrors(tested.problems) }),
      },
      { status: 400 },
    );
  const provider = value.intent === "test-stripe" ? "stripe" : "paddle";
  if (!tested.result.ok)
    services.logger.info({ provider, reason: tested.result.reason }, "payment connection test failed");
  return {
    ok: true,
    intent: value.intent,
    result: parsed.reply(),
    connection: {
      provider,
      ok: tested.result.ok,
      reason: tested.result.ok ? null : tested.result.reason,
    },
  } satisfies PaymentSettingsActionData;
}
