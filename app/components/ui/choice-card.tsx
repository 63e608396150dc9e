import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A radio drawn as a card, for choices that need more than a word (a plan with its price, a box
 * with its picture): the radio stays visible at the start, the rest of the card is its label.
 */
export function ChoiceCard({
  children,
  ...input
}: { children: ReactNode } & Omit<ComponentProps<"input">, "type" | "className" | "children">) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border-2 border-stone-300 bg-white p-4 text-stone-900 transition-colors hover:border-amber-400",
        "has-checked:border-amber-700 has-checked:bg-amber-50",
        "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-700",
        // Not offered now (the card says why): plainly set apart, still readable.
        "has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-stone-50 has-disabled:hover:border-stone-300",
      )}
    >
      <input {...input} type="radio" className="size-5 shrink-0 accent-amber-800" />
      {children}
    </label>
  );
}
