import { slides } from "./content";

/**
 * The first slide is the largest thing on the first screen: ask for it (in AVIF, which every
 * browser we target decodes) before the CSS and JS are parsed. Browsers without AVIF ignore it.
 */
export const heroPreload = {
  rel: "preload",
  as: "image",
  type: "image/avif",
  href: slides[0]!.image.replace(/\.jpg$/, ".avif"),
  fetchPriority: "high",
} as const;
