import { cloneElement, type ReactElement, type ReactNode, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { SignedInUser } from "../platform/auth/session.server.ts";
import type { Locale } from "../platform/i18n/localized.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { lazyComponent } from "./lazy.ts";
import { isGroup, mainNavigation } from "./navigation.ts";
import { SearchBox } from "./search-box.tsx";
import { type SignOut, SignOutForm, SignOutStatus } from "./sign-out.tsx";

// Loaded when the menu first opens: react-aria's modal stays out of the first page load.
const Drawer = lazyComponent(() => import("./ui/drawer.tsx").then((module) => module.Drawer));

const itemClass =
  "block rounded-lg px-3 py-2.5 text-base text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand";

export function MobileMenu({
  siteName,
  locale,
  user,
  signOut,
  loginButton,
  trigger,
}: {
  siteName: string;
  locale: Locale;
  user: SignedInUser | null;
  /** The header's, which outlives the menu while the session ends. */
  signOut: SignOut;
  loginButton: ReactNode;
  trigger: ReactElement<{ onClick?: () => void }>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <>
      {cloneElement(trigger, {
        onClick: () => {
          setWanted(true);
          setOpen(true);
        },
      })}
      {wanted ? (
        <Suspense fallback={null}>
          <Drawer isOpen={open} onOpenChange={setOpen} title={siteName} closeLabel={t("header.closeMenu")}>
            <nav aria-label={t("header.mainNavigation")} className="flex flex-col gap-4">
              <SearchBox id="mobile-search" />
              {mainNavigation.map((entry) =>
                isGroup(entry) ? (
                  <div key={entry.labelKey}>
                    <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                      {t(entry.labelKey)}
                    </p>
                    <ul>
                      {entry.links.map((link) => (
                        <li key={link.href}>
                          <Link to={link.href} className={itemClass}>
                            {t(link.labelKey)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <Link key={entry.href} to={entry.href} className={itemClass}>
                    {t(entry.labelKey)}
                  </Link>
                ),
              )}
              <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
                <LanguageSwitch locale={locale} />
                {signOut.state !== "idle" ? (
                  <SignOutStatus state={signOut.state} className="px-3 py-2.5 text-base" />
                ) : user ? (
                  <>
                    <Link to="/profile" className={itemClass}>
                      {t("header.profile")}
                    </Link>
                    <SignOutForm
                      signOut={signOut}
                      className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-base text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand"
                    />
                  </>
                ) : (
                  loginButton
                )}
              </div>
            </nav>
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}
