// The colours and the shape of a scene (scenes.ts says what each image shows).
export const palettes = {
  peach: { from: "#ffe4d6", to: "#fbcfe8", accent: "#fff7ed" },
  mint: { from: "#d1fae5", to: "#fef3c7", accent: "#ecfdf5" },
  sky: { from: "#dbeafe", to: "#fef9c3", accent: "#eff6ff" },
  lavender: { from: "#ede9fe", to: "#fce7f3", accent: "#faf5ff" },
  forest: { from: "#dcfce7", to: "#fde68a", accent: "#f0fdf4" },
  rose: { from: "#ffe4e6", to: "#fed7aa", accent: "#fff1f2" },
  amber: { from: "#fef3c7", to: "#fed7aa", accent: "#fffbeb" },
  dusk: { from: "#e0e7ff", to: "#fae8ff", accent: "#eef2ff" },
  sun: { from: "#fef9c3", to: "#bbf7d0", accent: "#fefce8" },
};
export type Palette = keyof typeof palettes;

/** An open gift box (`box`: its width as a share of the image's) or an emoji, placed at x, y. */
export type Item =
  | { box: number; x: number; y: number; ribbon: string }
  | { emoji: string; x: number; y: number; size: number; rotate?: number };

export interface Scene {
  file: string;
  /** Words set on the image's left half (the share image), in the shop's colours. */
  text?: { title: string; subtitle: string };
  width: number;
  height: number;
  from: string;
  to: string;
  accent: string;
  items: Item[];
}
