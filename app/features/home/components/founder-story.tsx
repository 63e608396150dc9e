import type { ReactNode } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { founder } from "../content";

// The founder's portrait and story, told on the home page and again on /mydetails.

/** The founder's portrait (600 × 720), sized by where it stands. */
export function FounderPortrait({
  className,
  priority = false,
}: {
  className: string;
  priority?: boolean;
}) {
  return (
    <ResponsiveImage
      src={founder.portrait}
      alt={founder.portraitAlt}
      width={600}
      height={720}
      priority={priority}
      className={className}
    />
  );
}

/** The founder's story, a paragraph each, and what a page adds after it. */
export function FounderStory({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
      {founder.story.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}
