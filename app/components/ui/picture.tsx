import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { imageSources } from "../../platform/storage/image-urls.ts";

export interface PictureProps
  extends Omit<
    ImgHTMLAttributes<HTMLImageElement>,
    "src" | "srcSet" | "sizes" | "loading" | "fetchPriority"
  > {
  src: string;
  alt: string;
  /** How wide the image shows, as in `sizes` ("(min-width: 1024px) 25vw, 100vw"); required for the srcsets to help. */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  /**
   * The page's largest image at first paint (its LCP): fetched at once with high priority, and announced in the
   * <head> (a preload of the format the browser will pick) so the fetch starts before the body is parsed.
   */
  priority?: boolean;
}

/**
 * An uploaded image as AVIF or WebP at the width the layout needs, with its JPEG/PNG as the fallback; any
 * other image (the seeded SVGs) as a plain <img>. The <picture> adds no box: `className` styles the <img>.
 */
export function Picture({ src, alt, sizes, className, loading = "lazy", priority, ...rest }: PictureProps) {
  const sources = imageSources(src);
  if (priority) {
    // A type the browser cannot decode is skipped: AVIF where it is supported, else the fallback below.
    if (sources)
      preload(src, {
        as: "image",
        imageSrcSet: sources.avif,
        imageSizes: sizes,
        type: "image/avif",
        fetchPriority: "high",
      });
    else preload(src, { as: "image", fetchPriority: "high" });
  }
  const img = (
    <img
      src={src}
      alt={alt}
      className={className}
      loading={priority ? "eager" : loading}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      {...rest}
    />
  );
  if (!sources) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
