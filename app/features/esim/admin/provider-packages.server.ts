// The configured eSIM provider's packages, for the catalogue (its sync and a plan's mapping). Read whether or not
// automatic fulfilment is on: the owner prepares the catalogue before switching it on.

import type { AdminRequest } from "../../../components/admin/admin-request.server.ts";
import type { Row } from "../../../components/admin/catalogue/catalogue.server.ts";
import type { EsimProviderName, ProviderPackage } from "../../../platform/esim/provider.ts";
import { providerOf, readEsimProviderSettings } from "../../../platform/esim/providers.server.ts";
import { AppError, type ErrorMessageKey } from "../../../platform/http/errors.ts";
import type { Services } from "../../../platform/server/services.server.ts";

export interface ProviderCatalogue {
  provider: EsimProviderName;
  packages: ProviderPackage[];
}

/** A provider that cannot be reached (or is not set up) is said as such: 503 with `messageKey`. */
export async function readProviderCatalogue(
  services: Pick<Services, "db" | "config" | "logger">,
  messageKey: ErrorMessageKey = "errors:esimProvider.unreachable",
  field?: string,
): Promise<ProviderCatalogue> {
  const settings = await readEsimProviderSettings(services.db);
  try {
    if (!settings) throw new Error("The eSIM provider settings are missing");
    const provider = providerOf(settings, services.config);
    return { provider: provider.name, packages: await provider.listPackages() };
  } catch (error) {
    services.logger.warn({ err: error }, "the eSIM provider's packages could not be read");
    throw new AppError("API_NETWORK_ERROR", { messageKey, cause: error, ...(field ? { field } : {}) });
  }
}

/**
 * A plan's "Provider package": empty maps nothing (fulfilled by hand); a new id must be one the provider lists,
 * and its net price is kept beside our price. An unchanged id is not asked again (a price edit works while the
 * provider is down).
 */
export async function planPackageColumns(
  request: AdminRequest,
  input: Record<string, unknown>,
  before: Row | null,
): Promise<Row> {
  const packageId = String(input.providerPackageId ?? "").trim();
  if (!packageId) return { providerPackageId: null, providerNetPriceCents: null, providerSyncedAt: null };
  if (before?.providerPackageId === packageId) return { providerPackageId: packageId };
  const { packages } = await readProviderCatalogue(
    request.services,
    "errors:esimProvider.unreachableForPackage",
    "providerPackageId",
  );
  const found = packages.find((candidate) => candidate.packageId === packageId);
  if (!found) {
    throw new AppError("VALIDATION_INVALID_FORMAT", {
      messageKey: "errors:esimProvider.unknownPackage",
      params: { id: packageId },
      field: "providerPackageId",
    });
  }
  return {
    providerPackageId: packageId,
    providerNetPriceCents: found.netPriceCents,
    providerSyncedAt: new Date(),
  };
}
