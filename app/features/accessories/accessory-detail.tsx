import { type ReactNode, useState } from "react";
import { Group } from "react-aria-components";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Breadcrumbs } from "../../components/page-header.tsx";
import { Price } from "../../components/price.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cx } from "../../components/ui/cx.ts";
import { Minus, Plus, Ruler, ShieldCheck, Tag, Truck, Weight } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { maxOrderQuantity, stockLevel } from "../../platform/domain/stock-levels.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { AccessoryImage, AddToCartButton, StockBadge } from "./accessory-card.tsx";
import { ACCESSORIES_PATH } from "./accessory-list.tsx";
import type { AccessoryDetail } from "./accessory-list-query.ts";
import { warrantyParts, weightParts } from "./format.ts";

export function AccessoryGallery({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslation("accessories");
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? null;
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100">
        <AccessoryImage
          src={current}
          alt={count > 1 ? t("gallery.imageAlt", { name, index: index + 1, count }) : name}
          priority
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] size-full object-cover"
        />
      </div>
      {count > 1 ? (
        <ul aria-label={t("gallery.label")} className="mt-3 grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t("gallery.show", { index: i + 1, count })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={cx(
                  "block w-full cursor-pointer overflow-hidden rounded-lg border-2 outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2",
                  i === index ? "border-brand" : "border-transparent opacity-80 hover:opacity-100",
                )}
              >
                <AccessoryImage
                  src={src}
                  alt=""
                  sizes="(min-width: 1024px) 110px, 25vw"
                  className="aspect-[4/3] size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function QuantityStepper({
  value,
  max,
  inCart,
  onChange,
}: {
  value: number;
  max: number;
  /** Units already in the cart: the stepper offers only what the limit leaves. */
  inCart: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation("accessories");
  return (
    <div className="flex flex-col gap-1.5">
      <span id="accessory-quantity-label" className="text-sm font-medium text-slate-800">
        {t("detail.quantity")}
      </span>
      <Group
        aria-labelledby="accessory-quantity-label"
        className="inline-flex w-fit items-center rounded-lg border border-slate-300 bg-white"
      >
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("detail.decrease")}
          isDisabled={value <= 1}
          onPress={() => onChange(Math.max(1, value - 1))}
        >
          <Minus aria-hidden className="size-4" />
        </Button>
        <output
          aria-live="polite"
          data-testid="accessory-quantity"
          className="min-w-10 text-center text-base font-semibold tabular-nums"
        >
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("detail.increase")}
          isDisabled={value >= max}
          onPress={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden className="size-4" />
        </Button>
      </Group>
      <p className="text-xs text-slate-500" data-testid="accessory-limit">
        {inCart > 0
          ? t("detail.maxWithCart", { max: max + inCart, inCart })
          : t("detail.maxPerOrder", { count: max })}
      </p>
    </div>
  );
}

export function AccessoryPurchase({ accessory, titleId }: { accessory: AccessoryDetail; titleId: string }) {
  const { t } = useTranslation("accessories");
  const cart = useCart();
  const inCart = cart.items.find((item) => item.id === accessory.id)?.quantity ?? 0;
  const limit = maxOrderQuantity(accessory.stock);
  // What the cart may still take; the stepper and the button stop there.
  const max = Math.max(0, limit - inCart);
  const [quantity, setQuantity] = useState(1);
  const level = stockLevel(accessory.stock);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Price cents={accessory.priceCents} className="text-3xl font-bold text-slate-900" data-price />
        <div className="flex items-center gap-2">
          <StockBadge stock={accessory.stock} />
          {level === "low" ? (
            <span className="text-sm font-medium text-amber-800">
              {t("onlyLeft", { count: accessory.stock })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-end">
        {max > 0 ? (
          <QuantityStepper value={Math.min(quantity, max)} max={max} inCart={inCart} onChange={setQuantity} />
        ) : null}
        <AddToCartButton
          accessory={accessory}
          quantity={Math.min(quantity, Math.max(max, 1))}
          describedBy={titleId}
          size="lg"
          className={cx("flex-1", max > 0 && "sm:mb-[1.375rem]")}
        />
      </div>
      {limit > 0 && max === 0 ? (
        <p className="mt-3 text-sm font-medium text-amber-800" role="status" data-testid="accessory-limit">
          {t("detail.limitReached", { max: limit })}
        </p>
      ) : null}
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3">
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-500">
        <span aria-hidden className="text-brand">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export function AccessoryFacts({ accessory }: { accessory: AccessoryDetail }) {
  const { t } = useTranslation("accessories");
  const weight = accessory.weightGrams === null ? null : weightParts(accessory.weightGrams);
  const warranty = warrantyParts(accessory.warrantyMonths);
  const icon = "size-4";
  return (
    <section aria-labelledby="accessory-details-title">
      <h2 id="accessory-details-title" className="text-lg font-semibold text-slate-900">
        {t("detail.details")}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {accessory.size ? (
          <Fact icon={<Ruler className={icon} />} label={t("detail.size")}>
            {accessory.size}
          </Fact>
        ) : null}
        {weight ? (
          <Fact icon={<Weight className={icon} />} label={t("detail.weight")}>
            <span data-testid="accessory-weight">
              {t(weight.unit === "g" ? "units.grams" : "units.kilograms", { value: weight.value })}
            </span>
          </Fact>
        ) : null}
        <Fact icon={<ShieldCheck className={icon} />} label={t("detail.warranty")}>
          <span data-testid="accessory-warranty">
            {accessory.warrantyMonths <= 0
              ? t("warranty.none")
              : t(`warranty.${warranty.unit}`, { count: warranty.count })}
          </span>
        </Fact>
        <Fact icon={<Truck className={cx(icon, "flip-rtl")} />} label={t("detail.shipping")}>
          {!accessory.shippingRequired
            ? t("shipping.notRequired")
            : accessory.freeShipping
              ? t("shipping.free")
              : t("shipping.standard")}
        </Fact>
        <Fact icon={<Tag className={cx(icon, "flip-rtl")} />} label={t("detail.category")}>
          <Link to={`${ACCESSORIES_PATH}?category=${accessory.category}`}>
            {t(`categories.${accessory.category}`)}
          </Link>
        </Fact>
      </dl>
    </section>
  );
}

export function AccessoryDetailView({ accessory }: { accessory: AccessoryDetail }) {
  const { t } = useTranslation("accessories");
  const titleId = "accessory-title";
  return (
    <article
      aria-labelledby={titleId}
      data-accessory={accessory.slug}
      className="mx-auto max-w-7xl px-4 py-8 sm:py-10"
    >
      <Breadcrumbs
        items={[
          { label: t("list.title"), href: ACCESSORIES_PATH },
          {
            label: t(`categories.${accessory.category}`),
            href: `${ACCESSORIES_PATH}?category=${accessory.category}`,
          },
          { label: accessory.name },
        ]}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <AccessoryGallery name={accessory.name} images={accessory.images} />
        <div className="flex flex-col gap-6">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-strong uppercase">
              <span className="sr-only">{t("card.brand")}: </span>
              <bdi dir="ltr">{accessory.brand}</bdi>
            </p>
            <h1 id={titleId} className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {accessory.name}
            </h1>
            {accessory.description ? (
              <p className="mt-4 text-lg leading-relaxed text-slate-600">{accessory.description}</p>
            ) : null}
          </div>
          <AccessoryPurchase accessory={accessory} titleId={titleId} />
          <AccessoryFacts accessory={accessory} />
        </div>
      </div>
    </article>
  );
}
