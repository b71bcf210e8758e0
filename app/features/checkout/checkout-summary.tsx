import { type CartItem, imageSrc, placeholderSrc } from "../../components/cart/cart.ts";
import { useCart } from "../../components/cart/cart-context.tsx";
import { FormNotice } from "../../components/forms/form-error.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Trash2 } from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import type { PricedLine } from "./order-types.ts";
import { LineQuantity, Money, VALUE_MARK } from "./order-view.tsx";

export function CheckoutSummary({
  lines,
  items,
  foreign,
  blocked,
  disabled,
}: {
  lines: PricedLine[];
  items: CartItem[];
  foreign: CartItem[];
  blocked: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation("checkout");
  const cart = useCart();
  const pricesChanged = lines.some((line) => line.priceChanged);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t("summary.title")}</h2>
      {pricesChanged ? (
        <FormNotice tone="info" className="mt-4">
          <p>{t("summary.pricesChangedNotice")}</p>
        </FormNotice>
      ) : null}
      {blocked ? (
        <FormNotice tone="warning" className="mt-4">
          <p>{t("summary.blockedNotice")}</p>
        </FormNotice>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-100">
        {lines.map((line) => (
          <PricedLineRow
            key={line.id}
            line={line}
            item={items.find((item) => item.id === line.id)}
            disabled={disabled}
            onRemove={() => cart.remove(line.id)}
            onQuantity={(quantity) => cart.setQuantity(line.id, quantity)}
          />
        ))}
        {foreign.map((item) => (
          <ForeignLineRow
            key={item.id}
            item={item}
            disabled={disabled}
            onRemove={() => cart.remove(item.id)}
          />
        ))}
      </ul>
    </Card>
  );
}

function LineImage({ src, fallback }: { src: string; fallback: string }) {
  return (
    <Picture
      src={src}
      alt=""
      sizes="64px"
      width={64}
      height={64}
      loading="lazy"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
      }}
      className="size-16 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-cover"
    />
  );
}

export function PricedLineRow({
  line,
  item,
  disabled,
  onRemove,
  onQuantity,
}: {
  line: PricedLine;
  item: CartItem | undefined;
  disabled: boolean;
  onRemove: () => void;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation("checkout");
  const name = line.name || item?.name || t("summary.unknownItem");
  const image = imageSrc({ image_url: line.imageUrl ?? item?.image_url, product_type: line.productType });
  const problem = line.problem;
  // The same limit the product page and the cart drawer show.
  const fitting =
    line.maxQuantity !== null && line.maxQuantity > 0 && line.maxQuantity < line.quantity
      ? line.maxQuantity
      : null;
  return (
    <li className="flex gap-4 py-4" data-line={line.id} data-problem={problem ?? undefined}>
      <LineImage src={image} fallback={placeholderSrc({ product_type: line.productType })} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{name}</p>
            <p className="mt-0.5 text-sm text-slate-600">
              {t(`types.${line.productType}`)} · <LineQuantity line={line} priced={!problem} />
            </p>
          </div>
          {problem ? null : (
            <Money cents={line.lineTotalCents} className="shrink-0 font-semibold text-slate-900" />
          )}
        </div>
        {line.priceChanged && line.browserPriceCents !== null && !problem ? (
          <p className="mt-2 text-sm text-sky-800" data-price-changed>
            <PriceChange from={line.browserPriceCents} to={line.unitPriceCents} />
          </p>
        ) : null}
        {problem ? (
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm font-medium text-red-700">
              {problem === "insufficient_stock"
                ? t("problems.insufficient_stock", { count: line.maxQuantity ?? 0 })
                : t(`problems.${problem}`)}
            </p>
            {fitting ? (
              <Button variant="secondary" size="sm" isDisabled={disabled} onPress={() => onQuantity(fitting)}>
                {t("actions.setQuantity", { quantity: fitting })}
              </Button>
            ) : null}
            <Button variant="secondary" size="sm" isDisabled={disabled} onPress={onRemove}>
              <Trash2 aria-hidden className="size-4" />
              {t("actions.remove", { name })}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function PriceChange({ from, to }: { from: number; to: number }) {
  const { t } = useTranslation("checkout");
  const text = t("summary.priceChanged", { from: VALUE_MARK, to: VALUE_MARK });
  const [before, middle = "", after = ""] = text.split(VALUE_MARK);
  return (
    <>
      {before}
      <Money cents={from} className="line-through" />
      {middle}
      <Money cents={to} className="font-semibold" />
      {after}
    </>
  );
}

function ForeignLineRow({
  item,
  disabled,
  onRemove,
}: {
  item: CartItem;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation("checkout");
  return (
    <li className="flex gap-4 py-4" data-line={item.id} data-problem="unknown">
      <LineImage src={imageSrc(item)} fallback={placeholderSrc(item)} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{item.name}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm font-medium text-red-700">{t("problems.unknown")}</p>
          <Button variant="secondary" size="sm" isDisabled={disabled} onPress={onRemove}>
            <Trash2 aria-hidden className="size-4" />
            {t("actions.remove", { name: item.name })}
          </Button>
        </div>
      </div>
    </li>
  );
}
