import type { ReactNode } from "react";
import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import type { SignedInUser } from "../platform/auth/session.server.ts";
import { HEADER_SOLID_AFTER_PX } from "../platform/domain/constants.ts";
import type { Locale } from "../platform/i18n/localized.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { isGroup, mainNavigation } from "./navigation.ts";
import { SearchBox } from "./search-box.tsx";
import { type SignOut, SignOutStatus, useSignedOutNotice, useSignOut } from "./sign-out.tsx";
import { buttonClasses } from "./ui/button-classes.ts";
import { cx } from "./ui/cx.ts";
import { ChevronDown, Menu as MenuIcon, Plane, Search, UserRound } from "./ui/icons.tsx";
import { Menu, MenuItem } from "./ui/menu.tsx";
import { Picture } from "./ui/picture.tsx";

export interface HeaderProps {
  siteName: string;
  logoUrl: string | null;
  locale: Locale;
  user: SignedInUser | null;
  /** From its feature: components never import features. */
  cartButton: ReactNode;
  loginButton: ReactNode;
}

/** Spec §2. */
function useScrolledPast(px: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > px);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px]);
  return scrolled;
}

export function Logo({
  siteName,
  logoUrl,
  nameClassName,
}: {
  siteName: string;
  logoUrl: string | null;
  nameClassName?: string;
}) {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      {logoUrl ? (
        // Decorative: the name beside it is the link's text (also where it is only read out).
        <Picture
          src={logoUrl}
          alt=""
          sizes="36px"
          width={36}
          height={36}
          loading="eager"
          className="size-9 rounded-lg object-contain"
        />
      ) : (
        <span aria-hidden className="flex size-9 items-center justify-center rounded-lg bg-brand text-white">
          <Plane className="size-5 flip-rtl" />
        </span>
      )}
      <span className={cx("text-lg font-bold whitespace-nowrap text-slate-900", nameClassName)}>
        {siteName}
      </span>
    </Link>
  );
}

function UserMenu({ user, signOut }: { user: SignedInUser; signOut: SignOut }) {
  const { t } = useTranslation();
  const display = user.name.trim() || user.email;
  // The first name is what fits beside the menus at 1280 px (a long full name pushed the page wider).
  const short = user.firstName.trim() || display;
  return (
    <Menu
      label={t("header.userMenu")}
      triggerLabel={t("header.userMenuFor", { name: display })}
      triggerClassName="h-10 max-w-36"
      trigger={
        <>
          <UserRound aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{short}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0" />
        </>
      }
    >
      <MenuItem href="/profile">{t("header.profile")}</MenuItem>
      {user.role === "admin" ? <MenuItem href="/admin">{t("header.admin")}</MenuItem> : null}
      <MenuItem onAction={signOut.start}>{t("header.logout")}</MenuItem>
    </Menu>
  );
}

export function Header({ siteName, logoUrl, locale, user, cartButton, loginButton }: HeaderProps) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  // Kept here, not in the menus: the header stays while the session ends and "Signed out" shows.
  const signOut = useSignOut();
  useSignedOutNotice();
  return (
    <header
      data-solid={scrolled || undefined}
      className={cx(
        "sticky top-0 z-40 transition-colors duration-200",
        scrolled ? "border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur" : "bg-transparent",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("header.skipToContent")}
      </a>
      <div data-header-bar className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        {/* Between 1024 and 1280 px the menus need the room: the name is only read out there. */}
        <Logo siteName={siteName} logoUrl={logoUrl} nameClassName="lg:max-xl:sr-only" />
        <nav aria-label={t("header.mainNavigation")} className="ms-2 hidden items-center lg:flex xl:ms-4">
          {mainNavigation.map((entry) =>
            isGroup(entry) ? (
              <Menu
                key={entry.labelKey}
                label={t(entry.labelKey)}
                triggerClassName="h-10 whitespace-nowrap px-2.5 xl:px-3"
                trigger={
                  <>
                    {t(entry.labelKey)}
                    <ChevronDown aria-hidden className="size-4" />
                  </>
                }
              >
                {entry.links.map((link) => (
                  <MenuItem key={link.href} href={link.href}>
                    {t(link.labelKey)}
                  </MenuItem>
                ))}
              </Menu>
            ) : (
              <NavLink
                key={entry.href}
                to={entry.href}
                className={({ isActive }) => cx("nav-link", isActive ? "text-brand" : "text-slate-700")}
              >
                {t(entry.labelKey)}
              </NavLink>
            ),
          )}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <SearchBox className="hidden w-40 xl:block 2xl:w-56" />
          <Link
            to="/search"
            aria-label={t("header.searchLabel")}
            className={buttonClasses("ghost", "icon", "max-lg:hidden xl:hidden")}
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <LanguageSwitch locale={locale} />
          {cartButton}
          <div className="hidden whitespace-nowrap lg:block">
            {signOut.state !== "idle" ? (
              <SignOutStatus state={signOut.state} className="h-10 px-3" />
            ) : user ? (
              <UserMenu user={user} signOut={signOut} />
            ) : (
              loginButton
            )}
          </div>
          <MobileMenu
            siteName={siteName}
            locale={locale}
            user={user}
            signOut={signOut}
            loginButton={loginButton}
            trigger={
              <button
                type="button"
                className={buttonClasses("ghost", "icon", "lg:hidden")}
                aria-label={t("header.openMenu")}
              >
                <MenuIcon aria-hidden className="size-5" />
              </button>
            }
          />
        </div>
      </div>
      {/* The room a toast takes under the bar (app.css): the page moves down instead of hiding under it. */}
      <div data-toast-slot aria-hidden />
    </header>
  );
}
