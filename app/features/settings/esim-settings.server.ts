// The eSIM provider settings (docs/decisions/032): which provider issues eSIMs at payment, Airalo's
// credentials (the secret encrypted, write-only) and the stand-in's switches. Fulfilment reads the row on each
// use (loadEsimProvider), so a save applies to the next eSIM at once.
import { eq } from "drizzle-orm";
import {
  type AdminOutcome,
  type AdminRefusal,
  type AdminRequest,
  changeWithAudit,
} from "../../components/admin/admin-request.server.ts";
import type { Queryable } from "../../platform/db/client.server.ts";
import { esimProviderSettings } from "../../platform/db/schema/index.ts";
import { AIRALO_CREDENTIAL_FORMAT } from "../../platform/esim/airalo.server.ts";
import { EsimProviderError } from "../../platform/esim/provider.ts";
import {
  type AiraloConnection,
  type EsimProviderSettings,
  providerOf,
} from "../../platform/esim/providers.server.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.server.ts";
import { decryptSecret, encryptSecret } from "../../platform/server/crypto.server.ts";
import type { EsimConnectionDetail, EsimSettingsView } from "./esim-settings.ts";
import type { EsimSettingsInput } from "./esim-settings-schema.ts";
import { maskSecret } from "./payment-settings.server.ts";

type Row = EsimProviderSettings;

/** What a database without the row reads as (the migration inserts it). */
const DEFAULT_ROW: Row = {
  id: "default",
  provider: "standin",
  autoFulfil: true,
  environment: "sandbox",
  airaloClientId: null,
  airaloClientSecretEncrypted: null,
  standinLatencyMs: 200,
  standinFailing: false,
  updatedBy: null,
  updatedAt: new Date(0),
};

async function readRow(db: Queryable, lock = false): Promise<Row> {
  const select = db.select().from(esimProviderSettings).where(eq(esimProviderSettings.id, "default"));
  const [row] = lock ? await select.for("update") : await select;
  return row ?? DEFAULT_ROW;
}

/** A secret that no longer decrypts (AUTH_SECRET changed) reads as none. */
function openSecret(row: Row, authSecret: string): string | null {
  if (!row.airaloClientSecretEncrypted) return null;
  try {
    return decryptSecret(row.airaloClientSecretEncrypted, authSecret);
  } catch {
    return null;
  }
}

export async function readEsimSettingsView(db: Queryable, authSecret: string): Promise<EsimSettingsView> {
  const row = await readRow(db);
  const secret = openSecret(row, authSecret);
  return {
    provider: row.provider,
    autoFulfil: row.autoFulfil,
    environment: row.environment,
    airaloClientId: row.airaloClientId ?? "",
    airaloClientSecret: row.airaloClientSecretEncrypted
      ? { set: true, hint: secret === null ? "••••••••" : maskSecret(secret) }
      : { set: false, hint: null },
    standinLatencyMs: row.standinLatencyMs,
    standinFailing: row.standinFailing,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type EsimSettingsProblem = "clientIdRequired" | "clientIdFormat" | "secretRequired" | "secretFormat";
export type EsimSettingsProblems = Partial<
  Record<"airaloClientId" | "airaloClientSecret", EsimSettingsProblem>
>;

export class EsimSettingsRefused extends Error {
  override name = "EsimSettingsRefused";
  readonly problems: EsimSettingsProblems;
  readonly saving: boolean;
  constructor(problems: EsimSettingsProblems, saving: boolean) {
    super("eSIM provider settings refused");
    this.problems = problems;
    this.saving = saving;
  }
}

/**
 * The row the form asks for: a blank secret keeps the saved one, and the stand-in's switches keep their saved
 * values while Airalo is chosen (they are not shown then). Airalo needs both credentials, each a single word.
 */
function resolve(input: EsimSettingsInput, row: Row, authSecret: string) {
  const secret = input.airaloClientSecret || openSecret(row, authSecret);
  const problems: EsimSettingsProblems = {};
  if (input.airaloClientId && !AIRALO_CREDENTIAL_FORMAT.test(input.airaloClientId))
    problems.airaloClientId = "clientIdFormat";
  if (input.airaloClientSecret && !AIRALO_CREDENTIAL_FORMAT.test(input.airaloClientSecret))
    problems.airaloClientSecret = "secretFormat";
  if (input.provider === "airalo") {
    problems.airaloClientId ??= input.airaloClientId ? undefined : "clientIdRequired";
    problems.airaloClientSecret ??= secret ? undefined : "secretRequired";
  }
  for (const key of Object.keys(problems) as (keyof EsimSettingsProblems)[])
    if (!problems[key]) delete problems[key];
  const standin = input.provider === "standin";
  const settings: Row = {
    ...row,
    provider: input.provider,
    autoFulfil: input.autoFulfil,
    environment: input.environment ?? row.environment,
    airaloClientId: input.airaloClientId || null,
    airaloClientSecretEncrypted: input.airaloClientSecret
      ? encryptSecret(input.airaloClientSecret, authSecret)
      : row.airaloClientSecretEncrypted,
    standinLatencyMs: standin ? (input.standinLatencyMs ?? row.standinLatencyMs) : row.standinLatencyMs,
    standinFailing: standin ? input.standinFailing : row.standinFailing,
  };
  return {
    problems,
    settings,
    secretChanged: Boolean(input.airaloClientSecret) && secret !== openSecret(row, authSecret),
  };
}

/** The secret only as a marker: recordAudit masks keys naming a secret as well. */
function auditValues(row: Row) {
  return {
    provider: row.provider,
    autoFulfil: row.autoFulfil,
    environment: row.environment,
    airaloClientId: row.airaloClientId,
    airaloClientSecret: row.airaloClientSecretEncrypted ? "set" : null,
    standinLatencyMs: row.standinLatencyMs,
    standinFailing: row.standinFailing,
  };
}

export async function saveEsimSettings(
  request: AdminRequest,
  input: EsimSettingsInput,
): Promise<{ message: string; resetForm: boolean }> {
  const { services, t } = request;
  const authSecret = services.config.AUTH_SECRET;
  await changeWithAudit(
    request,
    { type: "esim_provider_settings", id: "default", verb: "update" },
    async (tx) => {
      // Locked while read: two admins saving at once cannot lose a secret either typed.
      const row = await readRow(tx, true);
      const { problems, settings, secretChanged } = resolve(input, row, authSecret);
      if (Object.keys(problems).length > 0) throw new EsimSettingsRefused(problems, true);
      const before = auditValues(row);
      const after = auditValues(settings);
      if (!secretChanged && JSON.stringify(before) === JSON.stringify(after))
        return { result: undefined, unchanged: true };
      const { id: _id, ...values } = { ...settings, updatedBy: request.actor.id, updatedAt: new Date() };
      await tx
        .insert(esimProviderSettings)
        .values({ id: "default", ...values })
        .onConflictDoUpdate({ target: esimProviderSettings.id, set: values });
      // The key of this list names no secret, so recordAudit leaves it readable.
      return {
        result: undefined,
        before,
        after: { ...after, credentialChanges: secretChanged ? ["airaloClientSecret: changed"] : [] },
      };
    },
  );
  return { message: t("adminSettings:esim.saved"), resetForm: true };
}

/**
 * Tries the provider the form describes (typed credentials, or the saved secret) without saving anything.
 * `airalo` points the Airalo adapter elsewhere: the recorded-contract fake in tests.
 */
export async function testEsimConnection(
  db: Queryable,
  authSecret: string,
  input: EsimSettingsInput,
  airalo: AiraloConnection = {},
): Promise<EsimConnectionDetail> {
  const { problems, settings } = resolve(input, await readRow(db), authSecret);
  if (Object.keys(problems).length > 0) throw new EsimSettingsRefused(problems, false);
  try {
    await providerOf(settings, { AUTH_SECRET: authSecret }, airalo).testConnection();
    return { provider: input.provider, ok: true, reason: null };
  } catch (error) {
    const reason =
      error instanceof EsimProviderError ? error.message : String((error as Error)?.message ?? error);
    return { provider: input.provider, ok: false, reason };
  }
}

/** A connection test is rate-limited per admin but not audited: it changes nothing. */
export async function testConnectionAction(
  { services, admin, t }: AdminRequest,
  input: EsimSettingsInput,
): Promise<AdminOutcome<EsimConnectionDetail>> {
  await enforceRateLimit(services, "paymentConnectionTest", admin.id);
  const detail = await testEsimConnection(services.db, services.config.AUTH_SECRET, input);
  if (!detail.ok)
    services.logger.info({ provider: detail.provider, reason: detail.reason }, "eSIM connection test failed");
  return {
    message: detail.ok
      ? t("adminSettings:esim.connection.success")
      : `${t("errors:screens.connectionFailed")}: ${detail.reason}`,
    detail,
  };
}

export function explainEsimSettingsRefusal(error: unknown, { t }: AdminRequest): AdminRefusal | undefined {
  if (!(error instanceof EsimSettingsRefused)) return undefined;
  const messages = Object.entries(error.problems).map(
    ([field, problem]) => [field, t(`adminSettings:esim.errors.${problem}`)] as const,
  );
  const refusal = { code: "VALIDATION_INVALID_FORMAT", status: 400 } as const;
  if (error.saving)
    return {
      ...refusal,
      message: t("adminSettings:esim.errors.notSaved"),
      fieldErrors: Object.fromEntries(messages),
    };
  const [field, message] = messages[0] ?? ["", t("errors:codes.VALIDATION_INVALID_FORMAT")];
  return { ...refusal, message, ...(field ? { field } : {}) };
}
