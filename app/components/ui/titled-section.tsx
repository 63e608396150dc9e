import type { ReactNode } from "react";

/**
 * A region of a page named by its own heading: the section (or aside) is labelled by its h2,
 * so a screen reader lists it by that title.
 */
export function TitledSection({
  as: Tag = "section",
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  as?: "section" | "aside";
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  className: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
