import { useEffect, useRef, type ReactNode } from "react";

/** The standard frame of a content page: a heading, an optional lead, then the content. */
export function Page({
  title,
  lead,
  children,
  width = "max-w-5xl",
  focusTitle = false,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  width?: string;
  /**
   * Moves focus to the heading when the page shows, for a page reached by an action (the order
   * confirmation after Place order), so a screen reader reads where the action led.
   */
  focusTitle?: boolean;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className={`mx-auto w-full ${width} px-4 py-10 sm:py-14`}>
      <h1
        ref={titleRef}
        tabIndex={focusTitle ? -1 : undefined}
        className="text-3xl font-extrabold text-stone-900 focus:outline-none sm:text-4xl"
      >
        {title}
      </h1>
      {lead ? <p className="mt-3 max-w-2xl text-lg text-stone-700">{lead}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
