import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { cx } from "../ui/cx.ts";
import { ArrowLeft, Menu } from "../ui/icons.tsx";
import { adminNavigation } from "./navigation.ts";

function AdminNav() {
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-4">
      {adminNavigation.map((group) => (
        <div key={group.labelKey ?? "overview"}>
          {group.labelKey ? (
            <p className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t(group.labelKey)}
            </p>
          ) : null}
          <ul className="space-y-0.5">
            {group.entries.map(({ labelKey, href, icon: Icon, end }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  end={end}
                  className={({ isActive }) =>
                    cx(
                      "flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand",
                      isActive ? "bg-brand-soft text-brand-strong" : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  <Icon aria-hidden className="size-4 shrink-0" />
                  {t(labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The narrow screens' menu is a <details>, so it opens without JavaScript too. */
export function AdminShell({
  siteName,
  userName,
  children,
}: {
  siteName: string;
  userName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 lg:flex-row">
      <aside className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-e lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <p className="truncate font-bold text-slate-900">{siteName}</p>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("title")}</p>
          </div>
        </div>
        <nav aria-label={t("shell.navigation")} className="hidden px-3 pb-4 lg:block">
          <AdminNav />
        </nav>
        <details className="group px-3 pb-3 lg:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden className="size-4" />
            {t("shell.openNavigation")}
          </summary>
          <nav aria-label={t("shell.navigation")} className="mt-2">
            <AdminNav />
          </nav>
        </details>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          <p className="text-sm text-slate-600">{t("shell.signedInAs", { name: userName })}</p>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-strong outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand"
          >
            <ArrowLeft aria-hidden className="size-4 flip-rtl" />
            {t("shell.backToShop")}
          </Link>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

export function AdminPageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro ? <p className="mt-1 max-w-3xl text-slate-600">{intro}</p> : null}
    </div>
  );
}
