import { useCallback, useEffect, useRef, useState } from "react";
import { Group } from "react-aria-components";
import { useLocation } from "react-router";
import {
  type CartItem,
  imageSrc,
  type LineProblem,
  lineLimit,
  lineTotalCents,
  placeholderSrc,
  toCents,
} from "../../components/cart/cart.ts";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Price } from "../../components/price.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import { Drawer } from "../../components/ui/drawer.tsx";
import { ArrowRight, Minus, Plus, ShoppingCart, Trash2 } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { CART_REMOVAL_ANIMATION_MS } from "../../platform/domain/constants.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";

interface LineProps {
  item: CartItem;
  problem: LineProblem | undefined;
  leaving: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function CartLine({ item, problem, leaving, onQuantity, onRemove }: LineProps) {
  const { t } = useTranslation("cart");
  const limit = lineLimit(item);
  const atLimit = item.max_quantity !== undefined && item.quantity >= limit;
  // A problem other than the quantity (sold out, withdrawn) is said instead of the limit.
  const note =
    problem && problem !== "insufficient_stock"
      ? t(`problems.${problem}`)
      : item.quantity > limit
        ? t("problems.insufficient_stock", { max: limit })
        : atLimit
          ? t("atLimit", { max: limit })
          : null;
  const lineRef = useRef<HTMLLIElement>(null);
  const fallback = placeholderSrc(item);
  const decrease = () => {
    onQuantity(item.quantity - 1);
    // The minus button is disabled at 1: keep the keyboard focus in the control.
    if (item.quantity - 1 <= 1)
      lineRef.current?.querySelector<HTMLElement>('[data-action="increase"]')?.focus();
  };
  return (
    <li
      ref={lineRef}
      data-id={item.id}
      data-leaving={leaving || undefined}
      className={cx(
        "flex gap-3 py-4 transition-[opacity,translate] duration-400 ease-in",
        leaving && "translate-x-8 opacity-0 rtl:-translate-x-8",
      )}
    >
      <Picture
        src={imageSrc(item)}
        alt=""
        sizes="64px"
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
        onError={(event) => {
          const image = event.currentTarget;
          if (image.dataset.fallback) return;
          image.dataset.fallback = "1";
          image.src = fallback;
        }}
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="line-clamp-2 font-medium text-slate-900">{item.name}</p>
          <Button
            data-action="remove"
            variant="ghost"
            size="icon"
            className="-me-2 -mt-2 shrink-0 text-slate-500 hover:text-red-700"
            aria-label={t("remove", { name: item.name })}
            onPress={() => {
              if (!leaving) onRemove();
            }}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          {/* A booking is one line for all its travellers: its price is the booking's, not a unit's. */}
          <Price cents={toCents(item.price)} />{" "}
          {t(item.product_type === "package_booking" ? "forBooking" : "each")}
        </p>
        <div className="mt-2 flex items-center justify-between gap-2">
          <Group
            aria-label={t("quantityOf", { name: item.name })}
            className="inline-flex items-center rounded-lg border border-slate-300"
          >
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("decrease", { name: item.name })}
              isDisabled={leaving || item.quantity <= 1}
              onPress={decrease}
            >
              <Minus aria-hidden className="size-4" />
            </Button>
            <span aria-live="polite" className="min-w-8 text-center font-medium tabular-nums">
              {item.quantity}
            </span>
            <Button
              data-action="increase"
              variant="ghost"
              size="icon"
              aria-label={t("increase", { name: item.name })}
              isDisabled={leaving || atLimit}
              onPress={() => onQuantity(item.quantity + 1)}
            >
              <Plus aria-hidden className="size-4" />
            </Button>
          </Group>
          <p className="font-semibold text-slate-900" data-testid="line-total">
            <span className="sr-only">{t("lineTotal")} </span>
            <Price cents={lineTotalCents(item)} />
          </p>
        </div>
        {note ? (
          <p
            data-line-note={problem ?? (item.quantity > limit ? "insufficient_stock" : "limit")}
            className={cx(
              "mt-1.5 text-sm",
              problem || item.quantity > limit ? "font-medium text-red-700" : "text-slate-600",
            )}
          >
            {note}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function EmptyCart({ containerRef }: { containerRef: React.Ref<HTMLDivElement> }) {
  const { t } = useTranslation("cart");
  return (
    <div ref={containerRef} className="flex flex-col items-center px-2 py-12 text-center">
      <span
        aria-hidden
        className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand"
      >
        <ShoppingCart className="flip-rtl size-8" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{t("empty.title")}</p>
      <p className="mt-1 text-slate-600">{t("empty.prompt")}</p>
      <Link to="/shop" variant="primary" className="mt-6">
        {t("empty.browse")}
      </Link>
    </div>
  );
}

/**
 * The cart drawer (spec §2): slides in from the right (from the left in Arabic), lists the lines
 * with quantity controls, and offers the totals, checkout and clear. Rendered once in the root layout.
 */
export function CartDrawer() {
  const { t } = useTranslation("cart");
  const cart = useCart();
  const { items, isOpen, close, remove, setQuantity, refresh } = cart;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  // Prices and availability as the server has them now, each time the drawer opens.
  useEffect(() => {
    if (!isOpen || !cart.ready) return;
    const controller = new AbortController();
    setRefreshing(true);
    void refresh(controller.signal).finally(() => {
      if (!controller.signal.aborted) setRefreshing(false);
    });
    return () => controller.abort();
  }, [isOpen, cart.ready, refresh]);

  useEffect(() => {
    if (!isOpen || items.length === 0) setConfirmingClear(false);
  }, [isOpen, items.length]);
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, number>());
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const latestItems = useRef(items);
  useEffect(() => {
    latestItems.current = items;
  }, [items]);
  // Where the keyboard focus goes once a focused line is gone: another line's remove button, or the empty state.
  const focusAfterRemoval = useRef<string | null>(null);

  // Close when the page changes (not when the drawer first mounts: it mounts because the cart opened).
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const openedOn = useRef(page);
  useEffect(() => {
    if (openedOn.current === page) return;
    openedOn.current = page;
    close();
  }, [page, close]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === null) return;
    focusAfterRemoval.current = null;
    const element =
      items.length === 0
        ? emptyRef.current?.querySelector("a")
        : listRef.current?.querySelector(`li[data-id="${CSS.escape(target)}"] [data-action="remove"]`);
    if (element instanceof HTMLElement) element.focus();
  }, [items]);

  const startRemoval = useCallback(
    (id: string) => {
      if (timers.current.has(id)) return;
      setLeaving((current) => new Set(current).add(id));
      const timer = window.setTimeout(() => {
        timers.current.delete(id);
        const focusedLine = document.activeElement?.closest<HTMLElement>("li[data-id]");
        if (focusedLine?.dataset.id === id && listRef.current?.contains(focusedLine)) {
          const lines = latestItems.current;
          const index = lines.findIndex((item) => item.id === id);
          const next = lines.find((item, i) => i > index && !timers.current.has(item.id));
          const previous = lines.findLast((item, i) => i < index && !timers.current.has(item.id));
          focusAfterRemoval.current = next?.id ?? previous?.id ?? "";
        }
        remove(id);
        setLeaving((current) => {
          const rest = new Set(current);
          rest.delete(id);
          return rest;
        });
      }, CART_REMOVAL_ANIMATION_MS);
      timers.current.set(id, timer);
    },
    [remove],
  );

  const summary =
    cart.itemCount > 0 ? (
      <span className="block text-sm font-normal text-slate-600">
        {t("itemCount", { count: cart.itemCount })} · <Price cents={toCents(cart.total)} />
      </span>
    ) : null;

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => (open ? cart.open() : close())}
      title={
        <>
          <span className="block">{t("title")}</span> {summary}
        </>
      }
      closeLabel={t("close")}
      footer={
        items.length > 0 ? (
          <div>
            <dl className="space-y-1.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t("subtotal")}</dt>
                <dd data-testid="cart-subtotal">
                  <Price cents={toCents(cart.subtotal)} />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-slate-600">{t("shipping")}</dt>
                <dd className="font-medium text-emerald-700">{t("free")}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
                <dt>{t("total")}</dt>
                <dd data-testid="cart-total">
                  <Price cents={toCents(cart.total)} />
                </dd>
              </div>
            </dl>
            <Link to="/checkout" variant="primary" size="lg" className="mt-4 w-full">
              {t("checkout")}
              <ArrowRight aria-hidden className="flip-rtl size-4" />
            </Link>
            {confirmingClear ? (
              <div className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3">
                <fieldset>
                  <legend className="text-sm font-medium text-red-900">{t("clearConfirm.question")}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      variant="danger"
                      size="sm"
                      autoFocus
                      onPress={() => {
                        focusAfterRemoval.current = "";
                        setConfirmingClear(false);
                        cart.clear();
                      }}
                    >
                      {t("clearConfirm.confirm")}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => {
                        setConfirmingClear(false);
                        // Back to the button that asked, rather than lost with the question.
                        window.requestAnimationFrame(() =>
                          document.querySelector<HTMLElement>("[data-cart-clear]")?.focus(),
                        );
                      }}
                    >
                      {t("clearConfirm.cancel")}
                    </Button>
                  </div>
                </fieldset>
              </div>
            ) : (
              <Button
                data-cart-clear
                variant="ghost"
                className="mt-2 w-full"
                onPress={() => setConfirmingClear(true)}
              >
                {t("clear")}
              </Button>
            )}
          </div>
        ) : undefined
      }
    >
      {cart.ready ? null : (
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-white/80">
          <Spinner label={t("loading")} className="text-brand" />
        </div>
      )}
      {refreshing && items.length > 0 ? (
        <div className="flex items-center gap-2 pb-2 text-sm text-slate-600">
          <Spinner label={t("refreshing")} className="text-brand" />
          <span aria-hidden>{t("refreshing")}</span>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyCart containerRef={emptyRef} />
      ) : (
        <ul ref={listRef} className="divide-y divide-slate-200">
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              problem={cart.problems.get(item.id)}
              leaving={leaving.has(item.id)}
              onQuantity={(quantity) => setQuantity(item.id, quantity)}
              onRemove={() => startRemoval(item.id)}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
