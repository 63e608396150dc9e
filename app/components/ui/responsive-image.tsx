import type { ComponentProps } from "react";

/**
 * An image served in modern formats with a fallback: for `/images/x.jpg` the build has
 * `/images/x.avif` and `/images/x.webp` beside it (see docs/decisions, image pipeline).
 * Width and height are required so nothing shifts while it loads; below-the-fold images are lazy.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  priority = false,
  className,
  ...props
}: Omit<ComponentProps<"img">, "width" | "height" | "src" | "alt"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The largest image of the first screen: loaded eagerly and first. */
  priority?: boolean;
}) {
  const base = src.replace(/\.(jpe?g|png)$/i, "");
  const hasVariants = base !== src;
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      {...props}
    />
  );
  if (!hasVariants) return img;
  return (
    <picture>
      <source srcSet={`${base}.avif`} type="image/avif" />
      <source srcSet={`${base}.webp`} type="image/webp" />
      {img}
    </picture>
  );
}
