import type { ReactNode } from "react";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** The body of a legal page (terms, privacy): headed sections of plain paragraphs, then `children`. */
export function LegalDocument({
  sections,
  children,
}: {
  sections: readonly LegalSection[];
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8 rounded-3xl bg-white p-6 shadow-sm sm:p-10">
      {sections.map((section, index) => (
        // Named by its heading, so each section is a landmark a screen reader can jump to.
        <section key={section.heading} aria-labelledby={`legal-section-${index}`}>
          <h2 id={`legal-section-${index}`} className="text-xl font-bold text-stone-900">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 text-stone-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {children}
    </div>
  );
}
