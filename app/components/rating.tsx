import { useTranslation } from "../platform/i18n/use-translation.ts";
import { cx } from "./ui/cx.ts";
import { Star } from "./ui/icons.tsx";

export type StarFill = "full" | "half" | "empty";

/** Five stars for a 0–5 rating, to the nearest half (4.6 → four and a half, 4.8 → five). */
export function starFills(rating: number): StarFill[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? "full" : left === 1 ? "half" : "empty";
  });
}

/** The one way a rating is shown: stars (half stars too), its accessible label and, unless `hideValue`, the figure. */
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
      <span aria-hidden className="flex items-center gap-0.5">
        {starFills(rating).map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          <span key={index} className="relative inline-flex" data-star={fill}>
            <Star className="size-4 fill-slate-200 text-slate-200" />
            {fill === "empty" ? null : (
              // The half starts where the reading does: the left half in English, the right half in Arabic.
              <span
                className={cx(
                  "absolute inset-y-0 start-0 overflow-hidden",
                  fill === "half" ? "w-1/2" : "w-full",
                )}
              >
                <Star className="absolute start-0 top-0 size-4 fill-amber-400 text-amber-400" />
              </span>
            )}
          </span>
        ))}
      </span>
      {hideValue ? null : (
        <bdi aria-hidden dir="ltr" className="text-sm font-semibold text-slate-700">
          {value}
        </bdi>
      )}
    </span>
  );
}
