import { cx } from "../../components/ui/cx.ts";
import { Globe } from "../../components/ui/icons.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { destinationImage } from "../../platform/domain/destination-image.ts";
import type { EsimDestinationCard } from "./esim-views.ts";

/** Decorative: the name is always written next to it. */
export function DestinationImage({
  destination,
  className,
  eager,
}: {
  destination: Pick<EsimDestinationCard, "isoCode" | "imageUrl">;
  className?: string;
  eager?: boolean;
}) {
  const src = destinationImage(destination);
  const frame = cx("flag-frame", className);
  if (!src) {
    return (
      <span aria-hidden className={cx(frame, "flex items-center justify-center text-brand-strong")}>
        <Globe className="size-1/2" />
      </span>
    );
  }
  return (
    <Picture
      src={src}
      alt=""
      sizes="128px"
      width={72}
      height={48}
      loading={eager ? "eager" : "lazy"}
      className={cx(frame, "object-cover")}
    />
  );
}
