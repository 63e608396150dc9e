import { ResponsiveImage } from "./responsive-image";

/** A card's photo across its top: 4:3 (600 × 450), as wide as the card. */
export function CardPhoto({
  src,
  alt,
  priority = false,
}: {
  src: string;
  alt: string;
  /** On the first screen: loaded eagerly and first. */
  priority?: boolean;
}) {
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={600}
      height={450}
      priority={priority}
      className="aspect-[4/3] h-auto w-full object-cover"
    />
  );
}
