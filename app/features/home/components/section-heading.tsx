import type { ReactNode } from "react";

export type HeadingLevel = "h1" | "h2";

/** A section's heading: h2 on the home page, h1 when the section is a page of its own. */
export function SectionHeading({
  as: Tag = "h2",
  id,
  eyebrow,
  children,
  className = "",
}: {
  as?: HeadingLevel;
  id?: string;
  eyebrow?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`text-center ${className}`}>
      {eyebrow ? (
        <p className="text-sm font-bold tracking-widest text-amber-800 uppercase">{eyebrow}</p>
      ) : null}
      <Tag id={id} className="mt-2 text-3xl font-extrabold text-stone-900 sm:text-4xl">
        {children}
      </Tag>
    </div>
  );
}
