import { Link } from "react-router";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Price } from "../../components/price.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import type { ButtonSize } from "../../components/ui/button-classes.ts";
import { cx } from "../../components/ui/cx.ts";
import { Ban, ShoppingCart } from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { maxOrderQuantity, stockLevel, stockTone } from "../../platform/domain/stock-levels.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { type AccessorySummary, accessoryHref, PRODUCT_PLACEHOLDER_IMAGE } from "./accessory-list-query.ts";

/** Spec §4. */
export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const { t } = useTranslation("catalog");
  const level = stockLevel(stock);
  return (
    <Badge tone={stockTone[level]} className={className}>
      <span data-stock={level}>{t(`stock.${level}`)}</span>
    </Badge>
  );
}

/** The list's grid: one column, two from 640 px, three from 1024 px, four from 1280 px (max 1280 px wide). */
export const ACCESSORY_CARD_SIZES =
  "(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export function AccessoryImage({
  src,
  alt,
  className,
  priority,
  sizes = ACCESSORY_CARD_SIZES,
}: {
  src: string | null;
  alt: string;
  className?: string;
  /** The page's LCP image: see Picture. */
  priority?: boolean;
  sizes?: string;
}) {
  return (
    <Picture
      src={src ?? PRODUCT_PLACEHOLDER_IMAGE}
      alt={alt}
      sizes={sizes}
      width={400}
      height={300}
      priority={priority}
      className={className}
      onError={(event) => {
        const image = event.currentTarget;
        if (image.dataset.fallback) return;
        image.dataset.fallback = "1";
        // Inside a <picture> the browser keeps choosing from its sources: they go first.
        if (image.parentElement?.tagName === "PICTURE")
          for (const source of image.parentElement.querySelectorAll("source")) source.remove();
        image.src = PRODUCT_PLACEHOLDER_IMAGE;
      }}
    />
  );
}

/** The cart never takes more than the page's limit (it says so when an add is refused). */
export function useAddAccessoryToCart() {
  const cart = useCart();
  return (accessory: AccessorySummary, quantity = 1) => {
    cart.add(
      {
        id: accessory.id,
        name: accessory.name,
        price: accessory.priceCents / 100,
        image_url: accessory.imageUrl,
        product_type: "accessory",
        max_quantity: maxOrderQuantity(accessory.stock),
      },
      quantity,
    );
  };
}

/** `describedBy` names the product for assistive technology; the visible label stays "Add to cart". */
export function AddToCartButton({
  accessory,
  quantity = 1,
  describedBy,
  size = "md",
  compact = false,
  className,
}: {
  accessory: AccessorySummary;
  quantity?: number;
  describedBy?: string;
  size?: ButtonSize;
  /** On a card the longer sold-out reason is for screen readers only. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("accessories");
  const add = useAddAccessoryToCart();
  const soldOut = accessory.stock <= 0;
  const reasonId = `${accessory.slug}-unavailable`;
  return (
    <div className={cx("flex flex-col gap-2", className)}>
      <Button
        size={size}
        isDisabled={soldOut}
        data-add-to-cart={accessory.slug}
        aria-describedby={[describedBy, soldOut ? reasonId : null].filter(Boolean).join(" ") || undefined}
        onPress={() => add(accessory, quantity)}
        className="w-full"
      >
        {soldOut && compact ? (
          <Ban aria-hidden className="size-4" />
        ) : (
          <ShoppingCart aria-hidden className="size-4 flip-rtl" />
        )}
        {soldOut && compact ? t("catalog:stock.out_of_stock") : t("catalog:addToCart")}
      </Button>
      {soldOut ? (
        <p id={reasonId} className={compact ? "sr-only" : "text-sm text-red-700"}>
          {t("outOfStockReason")}
        </p>
      ) : null}
    </div>
  );
}

/** `priority`: the first card of a list, whose image is the page's largest at first paint. */
export function AccessoryCard({ accessory, priority }: { accessory: AccessorySummary; priority?: boolean }) {
  const { t } = useTranslation("accessories");
  const titleId = `accessory-${accessory.slug}-name`;
  return (
    <article
      aria-labelledby={titleId}
      data-accessory={accessory.slug}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <AccessoryImage
          src={accessory.imageUrl}
          alt=""
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <StockBadge
          stock={accessory.stock}
          className="absolute start-3 top-3 shadow-sm ring-1 ring-white/60"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <span className="sr-only">{t("card.brand")}: </span>
          <bdi dir="ltr">{accessory.brand}</bdi>
        </p>
        <h2 id={titleId} className="mt-1 text-base leading-snug font-semibold text-slate-900">
          <Link
            to={accessoryHref(accessory.slug)}
            className="rounded outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-strong focus-visible:ring-2 focus-visible:ring-brand"
          >
            {accessory.name}
          </Link>
        </h2>
        <div className="flex-1" />
        <p className="mt-3 text-xl font-bold text-slate-900">
          <span className="sr-only">{t("card.price")}: </span>
          <Price cents={accessory.priceCents} data-price />
        </p>
        {/* Above the stretched link, so the button takes its own clicks. */}
        <AddToCartButton accessory={accessory} describedBy={titleId} compact className="relative z-10 mt-3" />
      </div>
    </article>
  );
}
