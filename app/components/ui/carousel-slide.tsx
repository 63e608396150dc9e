import type { CSSProperties, ReactNode } from "react";

/**
 * One slide of a carousel (WAI-ARIA APG carousel pattern): a group named by its place, such as
 * "2 of 4", hidden from assistive technology and out of the tab order while another one shows.
 */
export function CarouselSlide({
  position,
  count,
  current,
  className,
  style,
  children,
}: {
  /** Its place, from 0. */
  position: number;
  count: number;
  current: boolean;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!current}
      inert={!current}
      className={className}
      style={style}
    >
      {children}
    </div>
  );
}
