import { useId } from "react";
import { steps } from "../content";
import { SectionHeading, type HeadingLevel } from "./section-heading";

/** Spec §1: the four steps Choose, Customize, Receive, Enjoy. */
export function HowItWorks({ headingAs = "h2" }: { headingAs?: HeadingLevel }) {
  const headingId = useId();
  return (
    <section
      id="how-it-works"
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 py-14 sm:py-20"
    >
      <SectionHeading as={headingAs} id={headingId} eyebrow="Simple as 1, 2, 3, 4">
        How it works
      </SectionHeading>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-3xl bg-white px-5 pt-7 pb-5 shadow-sm ring-1 ring-amber-100 sm:flex sm:flex-col sm:items-center sm:px-6 sm:pt-10 sm:pb-8 sm:text-center"
          >
            <span
              aria-hidden="true"
              className="absolute -top-4 left-5 flex size-9 items-center justify-center rounded-full bg-amber-800 text-sm font-bold text-white sm:left-1/2 sm:-translate-x-1/2"
            >
              {index + 1}
            </span>
            <span aria-hidden="true" className="row-span-2 text-4xl sm:text-5xl">
              {step.icon}
            </span>
            <h3 className="text-xl font-bold text-stone-900 sm:mt-4">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-stone-700 sm:mt-2">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
