import { palettes, type Palette, type Scene } from "./palettes";

// The thumbnail and the banner of each box of the catalogue.
const boxes: [string, Palette, string, [string, string, string], string][] = [
  ["cozy-cat-corner", "peach", "cat", ["yarn", "mouse", "fish"], "#db2777"],
  ["playful-pup-pack", "mint", "dog", ["tennis", "bone", "teddy-bear"], "#0d9488"],
  ["senior-dog-comfort", "sky", "dog-face", ["bed", "lotion-bottle", "bone"], "#2563eb"],
  ["kitten-starter-kit", "lavender", "cat-face", ["feather", "yarn", "fish"], "#7c3aed"],
  ["adventure-dog-gear", "forest", "dog", ["backpack", "hiking-boot", "evergreen-tree"], "#15803d"],
  ["gourmet-cat-treats", "rose", "black-cat", ["fish", "canned-food", "cookie"], "#e11d48"],
  [
    "artisan-dog-treats",
    "amber",
    "poodle",
    ["cookie", "roasted-sweet-potato", "peanuts"],
    "#b45309",
  ],
  ["calm-cat-retreat", "dusk", "cat", ["candle", "herb", "sparkles"], "#4f46e5"],
  ["puppy-training-box", "sun", "dog-face", ["trophy", "bowl-with-spoon", "bone"], "#ca8a04"],
];

export const boxScenes: Scene[] = boxes.flatMap(([slug, palette, pet, [a, b, c], ribbon]) => [
  {
    file: `boxes/${slug}-thumb.jpg`,
    width: 600,
    height: 450,
    ...palettes[palette],
    items: [
      { box: 0.42, x: 0.52, y: 0.95, ribbon },
      { emoji: a, x: 0.42, y: 0.3, size: 0.24, rotate: -12 },
      { emoji: b, x: 0.62, y: 0.27, size: 0.24, rotate: 10 },
      { emoji: pet, x: 0.19, y: 0.64, size: 0.44 },
      { emoji: c, x: 0.84, y: 0.66, size: 0.3 },
    ],
  },
  {
    file: `boxes/${slug}-banner.jpg`,
    width: 1200,
    height: 500,
    ...palettes[palette],
    items: [
      { box: 0.24, x: 0.53, y: 0.96, ribbon },
      { emoji: a, x: 0.47, y: 0.3, size: 0.24, rotate: -12 },
      { emoji: b, x: 0.6, y: 0.26, size: 0.24, rotate: 10 },
      { emoji: pet, x: 0.22, y: 0.58, size: 0.6 },
      { emoji: c, x: 0.82, y: 0.6, size: 0.36 },
      { emoji: "sparkles", x: 0.92, y: 0.2, size: 0.14 },
    ],
  },
]);
