// A connection test is rate-limited per admin but not audited: it changes nothing.
import type {
  AdminOutcome,
  AdminRefusal,
  AdminRequest,
} from "../../components/admin/admin-request.server.ts";
import { AppError } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import {
  type ConnectionTestOptions,
  type SettingsProblems,
  savePaymentSettings,
  testProviderConnection,
} from "./payment-settings.server.ts";
import type { ConnectionTestDetail, TestIntent } from "./payment-settings.ts";
import type { PaymentSettingsInput } from "./payment-settings-schema.ts";

export class PaymentSettingsRefused extends Error {
  override name = "PaymentSettingsRefused";
  readonly problems: SettingsProblems;
  readonly saving: boolean;
  constructor(problems: SettingsProblems, saving: boolean) {
    super("payment settings refused");
    this.problems = problems;
    this.saving = saving;
  }
}

export async function saveSettings({ services, actor, t }: AdminRequest, input: PaymentSettingsInput) {
  let outcome: Awaited<ReturnType<typeof savePaymentSettings>>;
  try {
    outcome = await savePaymentSettings(services.db, services.config.AUTH_SECRET, actor, input);
  } catch (error) {
    services.logger.error({ err: error }, "saving the payment settings failed");
    throw new AppError("API_SERVER_ERROR", { messageKey: "errors:screens.failedToSavePaymentSettings" });
  }
  if (!outcome.ok) throw new PaymentSettingsRefused(outcome.problems, true);
  return { message: t("adminSettings:payments.saved"), resetForm: true };
}

export function testConnection(intent: TestIntent, options: ConnectionTestOptions = {}) {
  return async (
    { services, admin, t }: AdminRequest,
    input: PaymentSettingsInput,
  ): Promise<AdminOutcome<ConnectionTestDetail>> => {
    await enforceRateLimit(services, "paymentConnectionTest", admin.id);
    const tested = await testProviderConnection(
      services.db,
      services.config.AUTH_SECRET,
      intent,
      input,
      options,
    );
    if (!tested.tested) throw new PaymentSettingsRefused(tested.problems, false);
    const provider = intent === "test-stripe" ? "stripe" : "paddle";
    const { result } = tested;
    if (!result.ok)
      services.logger.info({ provider, reason: result.reason }, "payment connection test failed");
    return {
      message: result.ok
        ? t("adminSettings:payments.connection.success")
        : `${t("errors:screens.connectionFailed")}: ${result.reason}`,
      detail: { provider, ok: result.ok, reason: result.ok ? null : result.reason },
    };
  };
}

export function explainSettingsRefusal(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (!(error instanceof PaymentSettingsRefused)) return undefined;
  const messages = Object.entries(error.problems).map(
    ([field, problem]) => [field, t(`adminSettings:payments.errors.${problem}`)] as const,
  );
  const refusal = { code: "VALIDATION_INVALID_FORMAT", status: 400 } as const;
  if (error.saving) {
    const message = t("errors:screens.failedToSavePaymentSettings");
    return { ...refusal, message, fieldErrors: Object.fromEntries(messages) };
  }
  const [field, message] = messages[0] ?? ["", t("errors:codes.VALIDATION_INVALID_FORMAT")];
  return { ...refusal, message, ...(field ? { field } : {}) };
}
