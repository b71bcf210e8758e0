import type { CSSProperties } from "react";
import { useTranslation } from "../platform/i18n/use-translation.ts";
import { cx } from "./ui/cx.ts";

/** The stars shown for a 0–5 rating, to the nearest half (4.6 → 4.5, 4.8 → 5). */
export function shownStars(rating: number): number {
  return Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
}

/** Width of the amber part of `.stars` (app.css): whole stars are 1.125 rem apart, a half star is 0.5 rem of 1. */
export function starsFill(rating: number): string {
  const stars = shownStars(rating);
  const full = Math.floor(stars);
  return `${full * 1.125 + (stars > full ? 0.5 : 0)}rem`;
}

/**
 * The one way a rating is shown: five stars in one element (a masked gradient, app.css), half stars too, its
 * accessible label and, unless `hideValue`, the figure. One element rather than five icons: a page of cards
 * showed forty stars.
 */
export function Rating({
  rating,
  hideValue = false,
  className,
}: {
  rating: number;
  hideValue?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const value = rating.toFixed(1);
  return (
    <span className={cx("inline-flex items-center gap-1.5", className)} data-rating={value}>
      <span className="sr-only">{t("rating.label", { rating: value })}</span>
      <span
        aria-hidden
        className="stars"
        data-stars={shownStars(rating)}
        style={{ "--fill": starsFill(rating) } as CSSProperties}
      />
      {hideValue ? null : (
        <bdi aria-hidden dir="ltr" className="text-sm font-semibold text-slate-700">
          {value}
        </bdi>
      )}
    </span>
  );
}
