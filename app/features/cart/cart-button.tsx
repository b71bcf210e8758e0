import { Suspense, useEffect, useState } from "react";
import { useCart } from "../../components/cart/cart-context.tsx";
import { lazyComponent } from "../../components/lazy.ts";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { cx } from "../../components/ui/cx.ts";
import { ShoppingCart } from "../../components/ui/icons.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

const CartDrawer = lazyComponent(() => import("./cart-drawer.tsx").then((module) => module.CartDrawer));

/**
 * The cart drawer, loaded the first time the cart opens: most visits never open it, so its code
 * (and react-aria's modal) stays out of the first page load.
 */
export function CartDrawerSlot() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}

/** The header's cart button: a cart icon with the item count; opens the cart drawer. */
export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation("cart");
  const { itemCount, open, ready } = useCart();
  return (
    <button
      type="button"
      data-ready={ready || undefined}
      className={buttonClasses("ghost", "icon", cx("relative", className))}
      aria-label={t("button", { count: itemCount })}
      onClick={open}
    >
      <ShoppingCart aria-hidden className="flip-rtl size-5" />
      {itemCount > 0 ? (
        <span
          aria-hidden
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
        >
          {itemCount > 99 ? "99+" : itemCount}
        </span>
      ) : null}
    </button>
  );
}
