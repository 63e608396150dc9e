import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

type Variant = "primary" | "secondary" | "ghost" | "danger";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<Variant, string> = {
  primary: "bg-amber-800 text-white hover:bg-amber-900",
  secondary: "border-2 border-amber-800 bg-white text-amber-900 hover:bg-amber-100",
  ghost: "text-amber-900 hover:bg-amber-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

const sizes: Record<Size, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-7 text-lg",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`;
}

/**
 * Every button of the app, styled or not. On a prerendered page a button does nothing until React
 * takes over, and a form submitted before that would be sent by the browser itself, as a GET with
 * every field (a password too) in the address. So until then a button is disabled, not dead
 * (docs/decisions/007-performance.md).
 */
export function PlainButton({ type = "button", disabled, ...props }: ComponentProps<"button">) {
  const hydrated = useHydrated();
  return <button type={type} disabled={disabled || !hydrated} {...props} />;
}

export function Button({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"button"> & { variant?: Variant; size?: Size }) {
  return <PlainButton className={buttonClasses(variant, size, className)} {...props} />;
}

/** A link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
