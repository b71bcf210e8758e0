import { type ReactNode, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { cx } from "../../components/ui/cx.ts";
import {
  Activity,
  CalendarCheck,
  Download,
  FileText,
  type IconComponent,
  KeyRound,
  LayoutDashboard,
  MessagesSquare,
  MonitorSmartphone,
  Package,
  QrCode,
  Settings,
} from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

type Section =
  | "overview"
  | "applications"
  | "orders"
  | "esims"
  | "bookings"
  | "consultations"
  | "activity"
  | "settings"
  | "password"
  | "sessions";

/** Each its own address, so links and the back button work. */
export const PROFILE_SECTIONS: readonly { key: Section; href: string; icon: IconComponent }[] = [
  { key: "overview", href: "/profile", icon: LayoutDashboard },
  { key: "applications", href: "/profile/applications", icon: FileText },
  { key: "orders", href: "/profile/orders", icon: Package },
  { key: "esims", href: "/profile/esims", icon: QrCode },
  { key: "bookings", href: "/profile/bookings", icon: CalendarCheck },
  { key: "consultations", href: "/profile/consultations", icon: MessagesSquare },
  { key: "activity", href: "/profile/activity", icon: Activity },
  { key: "settings", href: "/profile/settings", icon: Settings },
  { key: "password", href: "/profile/password", icon: KeyRound },
  { key: "sessions", href: "/profile/sessions", icon: MonitorSmartphone },
];

/** A resource route: a plain link, never the router. */
export const DATA_DOWNLOAD_HREF = "/profile/data";

const linkClasses = (active: boolean) =>
  cx(
    "flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-brand",
    active ? "bg-brand-soft text-brand-strong" : "text-slate-700 hover:bg-slate-100",
  );

function ProfileNav() {
  const { t } = useTranslation("profile");
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again after each navigation (the current tab changed)
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = list.current;
    if (!current || !box || box.scrollWidth <= box.clientWidth) return;
    // Only the row scrolls (scrollIntoView could move the page too).
    const boxRect = box.getBoundingClientRect();
    const rect = current.getBoundingClientRect();
    if (rect.left < boxRect.left || rect.right > boxRect.right) {
      box.scrollLeft += rect.left - boxRect.left - (boxRect.width - rect.width) / 2;
    }
  }, [pathname]);
  return (
    <nav aria-label={t("nav.label")} className="-mx-4 border-b border-slate-200 lg:mx-0 lg:border-b-0">
      <ul
        ref={list}
        className="flex gap-1 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {PROFILE_SECTIONS.map(({ key, href, icon: Icon }) => (
          <li key={key} className="shrink-0">
            <NavLink to={href} end className={({ isActive }) => linkClasses(isActive)}>
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0 lg:mt-2 lg:border-t lg:border-slate-200 lg:pt-2">
          <a href={DATA_DOWNLOAD_HREF} download className={linkClasses(false)} data-download>
            <Download aria-hidden className="size-4 shrink-0" />
            {t("nav.download")}
          </a>
        </li>
      </ul>
    </nav>
  );
}

export function ProfileShell({
  name,
  email,
  children,
}: {
  name: string;
  email: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
      <div className="mb-4 flex items-center gap-3 lg:mb-8">
        <span
          aria-hidden
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-lg font-semibold text-white"
        >
          {(name || email).trim().charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("title")}</p>
          <p className="truncate font-semibold text-slate-900">
            <bdi>{name || email}</bdi>
          </p>
          {name ? (
            <p className="truncate text-sm text-slate-600">
              <bdi dir="ltr">{email}</bdi>
            </p>
          ) : null}
        </div>
      </div>
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="lg:sticky lg:top-24">
          <ProfileNav />
        </div>
        <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
      </div>
    </div>
  );
}

export function SectionHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 max-w-2xl text-slate-600">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
