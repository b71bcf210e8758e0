import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from "react";
import { CART_NOTIFICATION_MS, CART_STARTUP_OVERLAY_MS } from "../../platform/domain/constants.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { toast } from "../ui/toaster.tsx";
import {
  addItem,
  CART_STORAGE_KEY,
  type CartItem,
  clearCart,
  type LineCorrection,
  type LineProblem,
  lineLimit,
  type NewCartItem,
  needsShipping,
  type ParsedCart,
  parseStoredCart,
  removeItem,
  serializeCart,
  setQuantity as setLineQuantity,
  totals,
  withCorrections,
} from "./cart.ts";

/** Asks the server for its word on the lines (the checkout's pricing); null when it could not be asked. */
export type QuoteCart = (items: readonly CartItem[], signal: AbortSignal) => Promise<LineCorrection[] | null>;

export interface CartContextValue {
  items: CartItem[];
  itemCount: number;
  subtotal: number;
  total: number;
  needsShipping: boolean;
  /** False until the stored cart is read and the 500 ms start-up overlay is over. */
  ready: boolean;
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Confirms with a toast, or says that the line is at its limit. */
  add: (item: NewCartItem, quantity?: number) => void;
  /** Never beyond the line's limit (said in a toast). */
  setQuantity: (id: string, quantity: number) => void;
  remove: (id: string) => void;
  /** The drawer asks first. */
  clear: () => void;
  /** The server's current prices, limits and problems (the checkout's pricing and the drawer's refresh). */
  correct: (corrections: readonly LineCorrection[]) => void;
  /** Asks the server again (when the drawer opens). */
  refresh: (signal: AbortSignal) => Promise<void>;
  /** What the last answer from the server said is wrong, by line. */
  problems: ReadonlyMap<string, LineProblem>;
}

const CartContext = createContext<CartContextValue | null>(null);

const notification = { duration: CART_NOTIFICATION_MS };

function readStoredCart(): ParsedCart {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return { ok: false, reason: "local storage is not available" };
  }
}

function writeStoredCart(items: readonly CartItem[]) {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(items));
  } catch {
    // Storage full or blocked: the cart keeps working in memory for this page.
  }
}

/** The server renders an empty cart; the stored one is read after hydration. */
export function CartProvider({ children, quote }: { children: ReactNode; quote: QuoteCart }) {
  const { t } = useTranslation("cart");
  const [items, setItems] = useState<CartItem[]>([]);
  const [problems, setProblems] = useState<ReadonlyMap<string, LineProblem>>(() => new Map());
  const [ready, setReady] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  // The current lines, readable synchronously by several actions in one event.
  const itemsRef = useRef<CartItem[]>(items);

  const show = useCallback((next: CartItem[]) => {
    itemsRef.current = next;
    setItems(next);
  }, []);

  const commit = useCallback(
    (next: CartItem[]) => {
      show(next);
      writeStoredCart(next);
    },
    [show],
  );

  const failedToInitialize = useEffectEvent(() => {
    toast.error(t("errors:cart.failedToInitialize"), { ...notification, id: "cart-init" });
  });

  useEffect(() => {
    const stored = readStoredCart();
    if (stored.ok) show(stored.items);
    else commit(clearCart());
    // Told when the start-up overlay ends: a toast sent before the toaster subscribes is lost.
    if (!stored.ok) window.setTimeout(() => failedToInitialize(), CART_STARTUP_OVERLAY_MS);
    const timer = window.setTimeout(() => setReady(true), CART_STARTUP_OVERLAY_MS);

    // Another tab changed the cart: follow it (the event never fires in the tab that wrote).
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
      const next = parseStoredCart(event.key === null ? null : event.newValue);
      if (next.ok) show(next.items);
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("storage", onStorage);
    };
  }, [show, commit]);

  const atLimit = useCallback(
    (line: CartItem) =>
      toast.error(t("notifications.limit", { name: line.name, max: lineLimit(line) }), {
        ...notification,
        id: `cart-limit-${line.id}`,
      }),
    [t],
  );

  const add = useCallback(
    (item: NewCartItem, quantity = 1) => {
      const before = itemsRef.current.find((line) => line.id === item.id)?.quantity ?? 0;
      const next = addItem(itemsRef.current, item, quantity);
      const line = next.find((candidate) => candidate.id === item.id);
      if (line && line.quantity > before) {
        commit(next);
        toast.success(t("notifications.added", { name: item.name }), notification);
      }
      if (!line || line.quantity < before + quantity) atLimit(line ?? { ...item, quantity: 0 });
    },
    [commit, t, atLimit],
  );

  const setQuantity = useCallback(
    (id: string, quantity: number) => {
      const next = setLineQuantity(itemsRef.current, id, quantity);
      const line = next.find((candidate) => candidate.id === id);
      commit(next);
      if (line && quantity > line.quantity) atLimit(line);
    },
    [commit, atLimit],
  );

  const remove = useCallback(
    (id: string) => {
      const line = itemsRef.current.find((item) => item.id === id);
      if (!line) return;
      commit(removeItem(itemsRef.current, id));
      toast.success(t("notifications.removed", { name: line.name }), notification);
    },
    [commit, t],
  );

  const clear = useCallback(() => {
    if (itemsRef.current.length === 0) return;
    commit(clearCart());
    toast.success(t("notifications.cleared"), notification);
  }, [commit, t]);

  const correct = useCallback(
    (corrections: readonly LineCorrection[]) => {
      const next = withCorrections(itemsRef.current, corrections);
      if (next !== itemsRef.current) commit(next);
      setProblems(
        new Map(corrections.flatMap(({ id, problem }) => (problem === null ? [] : [[id, problem] as const]))),
      );
    },
    [commit],
  );

  const refresh = useCallback(
    async (signal: AbortSignal) => {
      if (itemsRef.current.length === 0) return;
      const corrections = await quote(itemsRef.current, signal).catch(() => null);
      if (corrections && !signal.aborted) correct(corrections);
    },
    [quote, correct],
  );

  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setIsOpen(false), []);

  const value = useMemo<CartContextValue>(() => {
    const sums = totals(items);
    return {
      items,
      itemCount: sums.itemCount,
      subtotal: sums.subtotal,
      total: sums.total,
      needsShipping: needsShipping(items),
      ready,
      isOpen,
      open,
      close,
      add,
      setQuantity,
      remove,
      clear,
      correct,
      refresh,
      problems,
    };
  }, [items, ready, isOpen, open, close, add, setQuantity, remove, clear, correct, refresh, problems]);

  return <CartContext value={value}>{children}</CartContext>;
}

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used inside <CartProvider>");
  return cart;
}
