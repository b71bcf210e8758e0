import { useNavigate } from "react-router";
import { useCart } from "../../components/cart/cart-context.tsx";
import { Notice } from "../../components/notice.tsx";
import { Price } from "../../components/price.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Plus, QrCode } from "../../components/ui/icons.tsx";
import { Link } from "../../components/ui/link.tsx";
import { useDates } from "../../platform/i18n/use-dates.ts";
import { useTranslation } from "../../platform/i18n/use-translation.ts";
import { orderHref } from "./api.ts";
import type { TopUpOffer, TopUpOption } from "./esim-top-up-pricing.server.ts";

function PackageCard({ option }: { option: TopUpOption }) {
  const { t } = useTranslation("checkout");
  const { add } = useCart();
  const navigate = useNavigate();
  const buy = () => {
    add({ id: option.lineId, name: option.name, price: option.priceCents / 100, product_type: "esim_topup" });
    navigate("/checkout");
  };
  return (
    <li
      data-top-up-package={option.packageId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-lg font-bold text-slate-900">{option.label}</p>
      <div className="mt-auto flex items-center justify-between gap-3">
        <Price cents={option.priceCents} className="text-xl font-bold text-slate-900" />
        <Button size="sm" onPress={buy} aria-label={t("topUp.buyLabel", { name: option.label })}>
          <Plus aria-hidden className="size-4" />
          {t("topUp.buy")}
        </Button>
      </div>
    </li>
  );
}

function History({ items }: { items: TopUpOffer["history"] }) {
  const { t } = useTranslation("checkout");
  const dates = useDates();
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t("topUp.history")}</h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((item) => (
          <li
            key={item.id}
            data-top-up={item.id}
            data-top-up-status={item.status}
            className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm"
          >
            <span className="min-w-0 basis-full font-medium text-slate-900 sm:basis-auto sm:flex-1">
              <bdi>{item.name}</bdi>
            </span>
            <span className="text-slate-600">{dates.long(item.createdAt)}</span>
            <StatusBadge subject="esimTopUp" status={item.status} />
            <Link to={orderHref(item.orderId)} variant="secondary" size="sm">
              {t("topUp.viewOrder")}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** One of the customer's eSIMs and the provider's top-ups for it, each bought through the cart and checkout. */
export function EsimTopUpPage({ offer }: { offer: TopUpOffer }) {
  const { t } = useTranslation("checkout");
  return (
    <div data-activation={offer.activationId}>
      <Card className="flex items-center gap-3 p-4 sm:p-5">
        <QrCode aria-hidden className="size-6 shrink-0 text-brand" />
        <dl className="flex min-w-0 flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="text-slate-600">{t("topUp.esim")}</dt>
            <dd className="font-semibold text-slate-900">
              <bdi>{offer.esimName}</bdi>
            </dd>
          </div>
          {offer.iccidEnd ? (
            <div>
              <dt className="text-slate-600">{t("topUp.iccid")}</dt>
              <dd className="font-mono font-semibold text-slate-900">
                <bdi dir="ltr">{offer.iccidEnd}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
      </Card>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t("topUp.packages")}</h2>
      {offer.refusal ? (
        <Notice tone="warning" className="mt-3 rounded-2xl p-4" data-refusal={offer.refusal}>
          {t(`topUp.refusals.${offer.refusal}`)}
        </Notice>
      ) : offer.options.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-slate-600">
          {t("topUp.empty")}
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offer.options.map((option) => (
            <PackageCard key={option.packageId} option={option} />
          ))}
        </ul>
      )}
      {offer.history.length > 0 ? <History items={offer.history} /> : null}
      <Link to="/profile/esims" variant="secondary" size="sm" className="mt-6">
        {t("topUp.back")}
      </Link>
    </div>
  );
}
