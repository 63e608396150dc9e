import { PlainButton } from "./button";

const stepClasses =
  "inline-flex size-11 items-center justify-center rounded-full text-xl font-bold text-amber-900 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-40";

/**
 * − n + for a small whole number. `label` names what is counted ("Cozy Cat Corner"), so each
 * button says what it changes; the number is announced when it changes.
 */
export function QuantityStepper({
  value,
  min = 1,
  max,
  label,
  onChange,
  disabled = false,
}: {
  value: number;
  min?: number;
  max: number;
  label: string;
  onChange: (next: number) => void;
  disabled?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={`Quantity of ${label}`}
      className="inline-flex items-center rounded-full border-2 border-stone-300 bg-white"
    >
      <PlainButton
        className={stepClasses}
        aria-label={`One fewer ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </PlainButton>
      <output aria-live="polite" className="min-w-8 text-center text-lg font-bold text-stone-900">
        {value}
      </output>
      <PlainButton
        className={stepClasses}
        aria-label={`One more ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </PlainButton>
    </div>
  );
}
