// The catalogue sync's page: the provider's packages by destination, what each is here, and the import.
import { Form, Link, useNavigation } from "react-router";
import type { AdminActionData } from "../../../components/admin/admin-request.server.ts";
import { ActionResult, Panel, RequestsHeader, StatusBadge } from "../../../components/admin/admin-ui.tsx";
import { adminLinkClasses } from "../../../components/admin/list-parts.tsx";
import { FormNotice } from "../../../components/forms/form-error.tsx";
import { Price } from "../../../components/price.tsx";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button-classes.ts";
import { cx } from "../../../components/ui/cx.ts";
import { inputClasses } from "../../../components/ui/input-classes.ts";
import { useTranslation } from "../../../platform/i18n/use-translation.ts";
import type {
  ImportDestinationView,
  ImportPackageView,
  ImportPageView,
  ImportShow,
  PackageState,
} from "./esim-import.ts";

const STATE_TONES: Record<PackageState, BadgeTone> = { new: "brand", mapped: "success", changed: "warning" };
const SHOWS: readonly { show: ImportShow; count: keyof ImportPageView["counts"] }[] = [
  { show: "all", count: "total" },
  { show: "new", count: "new" },
  { show: "mapped", count: "mapped" },
  { show: "changed", count: "changed" },
];

export function EsimImportScreen({
  page,
  actionData,
}: {
  page: ImportPageView;
  actionData: AdminActionData | undefined;
}) {
  const { t } = useTranslation("adminCatalogue");
  const submitting = useNavigation().state === "submitting";
  const listHref = "/admin/esim-destinations";
  return (
    <>
      <RequestsHeader
        title={t("esimImport.title")}
        intro={t("esimImport.intro")}
        crumbs={[
          { label: t("kinds.esim-destinations.title"), href: listHref },
          { label: t("esimImport.title") },
        ]}
      />
      <ActionResult result={actionData} className="mb-6" />
      {page.error ? (
        <FormNotice tone="error" className="mb-6">
          <p className="font-semibold">{t("esimImport.unreachable")}</p>
          <p>
            <bdi dir="ltr">{page.error}</bdi>
          </p>
        </FormNotice>
      ) : (
        <div className="space-y-6">
          <Summary page={page} submitting={submitting} />
          {page.orphans.length > 0 ? (
            <Panel title={t("esimImport.orphans")} id="orphans">
              <p className="mb-3 text-sm text-slate-700">{t("esimImport.orphansText")}</p>
              <ul className="space-y-1 text-sm">
                {page.orphans.map((orphan) => (
                  <li key={orphan.id}>
                    <Link to={`/admin/esim-plans/${orphan.id}`} className={adminLinkClasses}>
                      {orphan.name}
                    </Link>{" "}
                    <code dir="ltr" className="text-xs text-slate-600">
                      {orphan.packageId}
                    </code>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          <Form method="post" className="rounded-xl border border-slate-200 bg-white">
            <input type="hidden" name="intent" value="import" />
            {page.destinations.length === 0 ? (
              <p className="p-6 text-sm text-slate-600">{t("esimImport.empty")}</p>
            ) : (
              page.destinations.map((destination) => (
                <DestinationGroup key={destination.key} destination={destination} />
              ))
            )}
            <div className="bottom-0 flex flex-wrap items-end gap-4 rounded-b-xl border-t border-slate-200 bg-white p-4 sm:sticky sm:p-6">
              <div className="flex min-w-0 flex-col gap-1.5">
                <label htmlFor="import-stock" className="text-sm font-medium text-slate-800">
                  {t("esimImport.stock")}
                </label>
                <input
                  id="import-stock"
                  name="stock"
                  defaultValue="100"
                  inputMode="numeric"
                  dir="ltr"
                  aria-describedby="import-stock-hint"
                  className={cx(inputClasses, "w-32")}
                />
                <p id="import-stock-hint" className="text-xs text-slate-500">
                  {t("esimImport.stockHint")}
                </p>
              </div>
              <button type="submit" className={buttonClasses("primary")} disabled={submitting}>
                {t("esimImport.submit")}
              </button>
            </div>
          </Form>
        </div>
      )}
    </>
  );
}

function Summary({ page, submitting }: { page: ImportPageView; submitting: boolean }) {
  const { t } = useTranslation("adminCatalogue");
  const query = (show: ImportShow) => {
    const search = new URLSearchParams();
    if (show !== "new") search.set("show", show);
    if (page.q) search.set("q", page.q);
    const text = search.toString();
    return text ? `?${text}` : "?";
  };
  return (
    <Panel
      title={`${t("esimImport.provider")}: ${t(`esimImport.providers.${page.provider ?? "standin"}`)}`}
      id="summary"
    >
      <nav aria-label={t("esimImport.show")}>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SHOWS.map(({ show, count }) => (
            <li key={show}>
              <Link
                to={query(show)}
                aria-current={page.show === show ? "page" : undefined}
                className={cx(
                  "block rounded-lg border p-3 hover:border-slate-400",
                  page.show === show ? "border-brand bg-brand-soft" : "border-slate-200",
                )}
              >
                <span className="block text-xs text-slate-600">{t(`esimImport.counts.${count}`)}</span>
                <span className="text-xl font-semibold tabular-nums">{page.counts[count]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          {page.show !== "new" ? <input type="hidden" name="show" value={page.show} /> : null}
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor="import-q" className="text-sm font-medium text-slate-800">
              {t("esimImport.search")}
            </label>
            <input
              id="import-q"
              name="q"
              type="search"
              defaultValue={page.q}
              className={cx(inputClasses, "w-56")}
            />
          </div>
          <button type="submit" className={buttonClasses("secondary")}>
            {t("esimImport.filter")}
          </button>
        </Form>
        <Form method="post" className="flex max-w-md flex-col items-start gap-1.5">
          <input type="hidden" name="intent" value="refresh" />
          <button type="submit" className={buttonClasses("secondary")} disabled={submitting}>
            {t("esimImport.refresh")}
          </button>
          <p className="text-xs text-slate-500">{t("esimImport.refreshHint")}</p>
        </Form>
      </div>
    </Panel>
  );
}

function DestinationGroup({ destination }: { destination: ImportDestinationView }) {
  const { t } = useTranslation("adminCatalogue");
  const id = `destination-${destination.key}`;
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {destination.name}
        </h2>
        <Badge>{t(`esimCategories.${destination.kind}`)}</Badge>
        <span dir="ltr" className="text-xs text-slate-500">
          {destination.countries.slice(0, 8).join(" ")}
          {destination.countries.length > 8 ? " …" : ""}
        </span>
      </div>
      <p className="mb-3 text-sm text-slate-700">
        {destination.ours ? (
          <>
            {t("esimImport.inCatalogue")}{" "}
            <Link to={`/admin/esim-destinations/${destination.ours.id}`} className={adminLinkClasses}>
              {destination.ours.name}
            </Link>{" "}
            <StatusBadge kind="catalogue" status={destination.ours.status} />
          </>
        ) : (
          t("esimImport.createdOnImport")
        )}
      </p>
      <ul className="divide-y divide-slate-100">
        {destination.packages.map((pkg) => (
          <PackageRow key={pkg.packageId} pkg={pkg} />
        ))}
      </ul>
    </section>
  );
}

function PackageRow({ pkg }: { pkg: ImportPackageView }) {
  const { t } = useTranslation("adminCatalogue");
  const checkbox = `package-${pkg.packageId}`;
  const importable = pkg.state === "new";
  const data =
    pkg.dataMb === null
      ? t("esimImport.unlimited")
      : t("esimImport.gb", { gb: Math.round((pkg.dataMb / 1024) * 10) / 10 });
  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-3 py-3" data-package-id={pkg.packageId}>
      <input
        id={checkbox}
        type="checkbox"
        name="packageId"
        value={pkg.packageId}
        disabled={!importable}
        aria-label={t("esimImport.choose", { title: pkg.title })}
        className="mt-1 size-4"
      />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={checkbox} className="font-medium text-slate-900">
            {data} · {t("esimImport.days", { count: pkg.validityDays })}
          </label>
          <Badge tone={STATE_TONES[pkg.state]}>{t(`esimImport.states.${pkg.state}`)}</Badge>
          <code dir="ltr" className="text-xs break-all text-slate-500">
            {pkg.packageId}
          </code>
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t("esimImport.columns.net")}</dt>
            <dd>
              <Price cents={pkg.netPriceCents} />
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{t("esimImport.columns.retail")}</dt>
            <dd>
              <Price cents={pkg.retailPriceCents} />
            </dd>
          </div>
        </dl>
        {pkg.plans.length > 0 ? (
          <ul className="mt-1 space-y-1 text-sm">
            {pkg.plans.map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/esim-plans/${plan.id}`} className={adminLinkClasses}>
                  {plan.name}
                </Link>
                <Price cents={plan.priceCents} />
                <StatusBadge kind="catalogue" status={plan.status} />
                {pkg.state === "changed" && plan.netPriceCents !== null ? (
                  <span className="text-amber-800">
                    {t("esimImport.netWas")} <Price cents={plan.netPriceCents} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
