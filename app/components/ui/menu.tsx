import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";
import { buttonClasses } from "./button-classes.ts";
import { cx } from "./cx.ts";

/** The WAI-ARIA menu button pattern, by hand: react-aria's Menu would bring ~20 KB gzip to every page for the
 * header's few links (docs/decisions/010). */
export interface MenuProps {
  trigger: ReactNode;
  /** When the trigger's content is not enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  label: string;
  children: ReactNode;
}

const CloseMenu = createContext<() => void>(() => {});

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

export function Menu({ trigger, triggerLabel, triggerClassName, label, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<"first" | "last">("first");
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menu.current);
    (focusOnOpen.current === "first" ? items[0] : items.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openAt = (where: "first" | "last") => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menu.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(items.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") setOpen(false);
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        className={buttonClasses("ghost", "sm", triggerClassName)}
        onClick={() => (open ? setOpen(false) : openAt("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute start-0 top-full z-50 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <CloseMenu.Provider value={() => close(false)}>{children}</CloseMenu.Provider>
        </div>
      ) : null}
    </div>
  );
}

const itemClasses =
  "flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-slate-800 outline-none hover:bg-slate-100 focus:bg-slate-100";

export type MenuItemProps = { children: ReactNode } & (
  | { href: string; onAction?: never }
  | { onAction: () => void; href?: never }
);

export function MenuItem({ href, onAction, children }: MenuItemProps) {
  const closeMenu = useContext(CloseMenu);
  if (href !== undefined) {
    return (
      <Link role="menuitem" tabIndex={-1} to={href} className={itemClasses} onClick={closeMenu}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={cx(itemClasses)}
      onClick={() => {
        closeMenu();
        onAction();
      }}
    >
      {children}
    </button>
  );
}
