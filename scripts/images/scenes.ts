// What each image of the shop shows. Sizes match their slots (see docs/decisions/006-images.md).
import { boxScenes } from "./box-scenes";
import { palettes, type Palette, type Scene } from "./palettes";

export type { Scene } from "./palettes";

const hero: Scene[] = [
  {
    file: "home/slide-1.jpg",
    width: 1600,
    height: 640,
    ...palettes.amber,
    items: [
      { box: 0.2, x: 0.66, y: 0.95, ribbon: "#e11d48" },
      { emoji: "dog", x: 0.47, y: 0.6, size: 0.55 },
      { emoji: "cat", x: 0.86, y: 0.6, size: 0.5 },
      { emoji: "wrapped-gift", x: 0.63, y: 0.3, size: 0.22, rotate: -10 },
      { emoji: "sparkles", x: 0.74, y: 0.18, size: 0.14 },
      { emoji: "red-heart", x: 0.56, y: 0.16, size: 0.1, rotate: 12 },
    ],
  },
  {
    file: "home/slide-2.jpg",
    width: 1600,
    height: 640,
    ...palettes.mint,
    items: [
      { emoji: "tennis", x: 0.5, y: 0.7, size: 0.26, rotate: 8 },
      { emoji: "yarn", x: 0.64, y: 0.38, size: 0.3, rotate: -8 },
      { emoji: "teddy-bear", x: 0.8, y: 0.62, size: 0.42 },
      { emoji: "bone", x: 0.93, y: 0.3, size: 0.2, rotate: 25 },
      { emoji: "feather", x: 0.5, y: 0.3, size: 0.18, rotate: -20 },
      { emoji: "mouse", x: 0.65, y: 0.8, size: 0.2 },
    ],
  },
  {
    file: "home/slide-3.jpg",
    width: 1600,
    height: 640,
    ...palettes.dusk,
    items: [
      { emoji: "couch-and-lamp", x: 0.72, y: 0.62, size: 0.62 },
      { emoji: "cat", x: 0.62, y: 0.72, size: 0.3 },
      { emoji: "dog-face", x: 0.82, y: 0.7, size: 0.28 },
      { emoji: "candle", x: 0.5, y: 0.78, size: 0.18 },
      { emoji: "potted-plant", x: 0.94, y: 0.72, size: 0.26 },
    ],
  },
  {
    file: "home/slide-4.jpg",
    width: 1600,
    height: 640,
    ...palettes.peach,
    items: [
      { emoji: "woman-artist-medium-light", x: 0.68, y: 0.55, size: 0.62 },
      { emoji: "yarn", x: 0.5, y: 0.72, size: 0.22 },
      { emoji: "thread", x: 0.86, y: 0.3, size: 0.18, rotate: 10 },
      { emoji: "basket", x: 0.88, y: 0.75, size: 0.28 },
      { emoji: "sewing-needle", x: 0.52, y: 0.3, size: 0.16, rotate: -15 },
    ],
  },
];

const home: Scene[] = [
  {
    file: "home/thank-you.jpg",
    width: 1200,
    height: 480,
    ...palettes.rose,
    items: [
      { emoji: "two-hearts", x: 0.5, y: 0.22, size: 0.26 },
      { emoji: "dog-face", x: 0.3, y: 0.62, size: 0.5 },
      { emoji: "cat-face", x: 0.7, y: 0.62, size: 0.5 },
      { emoji: "paw-prints", x: 0.1, y: 0.3, size: 0.18, rotate: -20 },
      { emoji: "paw-prints", x: 0.9, y: 0.3, size: 0.18, rotate: 20 },
      { emoji: "sparkles", x: 0.5, y: 0.72, size: 0.16 },
    ],
  },
  {
    file: "home/founder.jpg",
    width: 600,
    height: 720,
    ...palettes.amber,
    items: [
      { emoji: "woman-medium-light", x: 0.5, y: 0.42, size: 0.6 },
      { emoji: "dog", x: 0.25, y: 0.8, size: 0.32 },
      { emoji: "cat", x: 0.76, y: 0.8, size: 0.3 },
      { emoji: "red-heart", x: 0.82, y: 0.14, size: 0.1, rotate: 14 },
    ],
  },
];

const featured: Scene[] = (
  [
    ["pets/biscuit.jpg", "amber", "poodle", ["bone", "tennis"]],
    ["pets/luna.jpg", "dusk", "black-cat", ["yarn", "glowing-star"]],
    ["pets/max.jpg", "forest", "guide-dog", ["backpack", "evergreen-tree"]],
    ["pets/mochi.jpg", "peach", "cat", ["fish", "feather"]],
    ["pets/pepper.jpg", "sky", "dog", ["teddy-bear", "balloon"]],
  ] satisfies [string, Palette, string, [string, string]][]
).map(([file, palette, pet, [a, b]]) => ({
  file,
  width: 1100,
  height: 550,
  ...palettes[palette],
  items: [
    { emoji: pet, x: 0.5, y: 0.45, size: 0.66 },
    { emoji: a, x: 0.2, y: 0.3, size: 0.22, rotate: -12 },
    { emoji: b, x: 0.82, y: 0.28, size: 0.22, rotate: 12 },
  ],
}));

const explore: Scene[] = (
  [
    ["explore/wish-box.jpg", "lavender", ["wrapped-gift", "star", "sparkling-heart"]],
    ["explore/look-book.jpg", "rose", ["scarf", "glasses", "womans-hat"]],
    ["explore/surprise-box.jpg", "sun", ["package", "party-popper", "confetti-ball"]],
  ] satisfies [string, Palette, [string, string, string]][]
).map(([file, palette, [a, b, c]]) => ({
  file,
  width: 600,
  height: 450,
  ...palettes[palette],
  items: [
    { emoji: a, x: 0.5, y: 0.55, size: 0.56 },
    { emoji: b, x: 0.2, y: 0.28, size: 0.24, rotate: -14 },
    { emoji: c, x: 0.82, y: 0.3, size: 0.24, rotate: 12 },
  ],
}));

const makers: Scene[] = (
  [
    ["blog/knitting-studio.jpg", "peach", ["woman-artist-medium-light", "yarn", "knot"]],
    ["blog/neighbourhood-bakery.jpg", "amber", ["man-cook-medium", "cookie", "bowl-with-spoon"]],
    ["blog/herb-apothecary.jpg", "forest", ["woman-farmer-medium-dark", "herb", "soap"]],
  ] satisfies [string, Palette, [string, string, string]][]
).map(([file, palette, [who, a, b]]) => ({
  file,
  width: 600,
  height: 450,
  ...palettes[palette],
  items: [
    { emoji: who, x: 0.46, y: 0.52, size: 0.6 },
    { emoji: a, x: 0.82, y: 0.66, size: 0.26 },
    { emoji: b, x: 0.16, y: 0.3, size: 0.2, rotate: -10 },
  ],
}));

/**
 * The image a link to the shop shows when shared (Open Graph, Twitter cards): 1200×630, the size
 * those cards ask for (docs/decisions/141-share-image-and-icons.md).
 */
const share: Scene[] = [
  {
    file: "share/petbox.jpg",
    width: 1200,
    height: 630,
    ...palettes.amber,
    text: { title: "PetBox", subtitle: "Monthly boxes your pet will love" },
    items: [
      { box: 0.24, x: 0.8, y: 0.9, ribbon: "#b45309" },
      { emoji: "yarn", x: 0.74, y: 0.3, size: 0.18, rotate: -12 },
      { emoji: "bone", x: 0.88, y: 0.27, size: 0.18, rotate: 10 },
      { emoji: "cat", x: 0.66, y: 0.74, size: 0.28 },
      { emoji: "dog", x: 0.92, y: 0.74, size: 0.28 },
    ],
  },
];

export const scenes: Scene[] = [
  ...boxScenes,
  ...hero,
  ...home,
  ...featured,
  ...explore,
  ...makers,
  ...share,
];
