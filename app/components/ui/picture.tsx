import type { ImgHTMLAttributes } from "react";
import { imageSources } from "../../platform/storage/image-urls.ts";

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  src: string;
  alt: string;
  /** How wide the image shows, as in `sizes` ("(min-width: 1024px) 25vw, 100vw"); required for the srcsets to help. */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
}

/**
 * An uploaded image as AVIF or WebP at the width the layout needs, with its JPEG/PNG as the fallback; any
 * other image (the seeded SVGs) as a plain <img>. The <picture> adds no box: `className` styles the <img>.
 */
export function Picture({ src, alt, sizes, className, loading = "lazy", ...rest }: PictureProps) {
  const sources = imageSources(src);
  const img = <img src={src} alt={alt} className={className} loading={loading} decoding="async" {...rest} />;
  if (!sources) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
