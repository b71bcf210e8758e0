import type { ReactNode } from "react";
import { FEE_POLICY_DEFAULT_KEY } from "../platform/domain/offer-terms.ts";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { Price } from "./price.tsx";
import type { IconComponent } from "./ui/icons.tsx";
import { ArrowRight, Check } from "./ui/icons.tsx";
import { Link } from "./ui/link.tsx";

export function OfferFact({
  icon: Icon,
  label,
  value,
}: {
  icon: IconComponent;
  label: string;
  value: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <Icon aria-hidden className="size-3.5 shrink-0" />
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The offer's fee policy (or the shop's default words), folded: the e-mail of a rejection repeats it. */
export function OfferFeePolicy({ policy, className }: { policy: string | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <details className={`group text-sm text-slate-600 ${className ?? ""}`} data-fee-policy>
      <summary className="cursor-pointer font-medium text-slate-700 underline-offset-2 hover:underline">
        {t("offerTerms.feePolicy")}
      </summary>
      <p className="mt-1.5 leading-relaxed">{policy ?? t(FEE_POLICY_DEFAULT_KEY)}</p>
    </details>
  );
}

/** Takes the card's free height so that the footers of a row of cards line up. */
export function OfferChecklist({
  title,
  items,
  headingLevel: Heading = "h3",
}: {
  title: string;
  items: readonly string[];
  headingLevel?: "h3" | "h4";
}) {
  if (items.length === 0) return <div className="flex-1" />;
  return (
    <div className="mt-5 flex-1">
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-slate-700">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function OfferFooter({
  priceLabel,
  priceCents,
  href,
  action,
  titleId,
}: {
  priceLabel: string;
  priceCents: number;
  href: string;
  action: string;
  titleId: string;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-5">
      <p className="flex flex-col">
        <span className="text-xs font-medium text-slate-500">{priceLabel}</span>
        <Price cents={priceCents} className="text-2xl font-bold text-slate-900" data-price />
      </p>
      <Link to={href} variant="primary" size="lg" aria-describedby={titleId}>
        {action}
        <ArrowRight aria-hidden className="size-4 flip-rtl" />
      </Link>
    </div>
  );
}
