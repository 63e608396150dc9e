import { useId, type ReactNode } from "react";

/** One numbered step of a long form (checkout, the gift claim): a section with its heading. */
export function NumberedStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-amber-100 sm:p-8"
    >
      <h2 id={id} className="flex items-center gap-3 text-xl font-bold text-stone-900 sm:text-2xl">
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-800 text-base text-white"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
