import { useState } from "react";
import { DEFAULT_AVATAR, safeImageSrc } from "~/lib/safe-url";

/** A user's photo: the default image when there is none, it is not http(s), or it fails to load. */
export function Avatar({
  src,
  alt,
  size = 40,
  className = "",
}: {
  src: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
}) {
  const wanted = safeImageSrc(src);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? DEFAULT_AVATAR : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setFailed(wanted)}
      className={`shrink-0 rounded-full bg-amber-100 object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
