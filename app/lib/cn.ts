import { clsx, type ClassValue } from "clsx";

/** Joins class names, skipping the false, null and undefined ones: `cn("a", on && "b")`. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
