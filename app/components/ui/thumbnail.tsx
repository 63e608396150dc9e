import { ResponsiveImage } from "./responsive-image";

/**
 * A box's picture as a small 4:3 tile beside its name (cart, checkout, the portal's swap): as
 * wide as the space it is given, never shifting while it loads.
 */
export function Thumbnail({ src }: { src: string }) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={600}
      height={450}
      className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
    />
  );
}
