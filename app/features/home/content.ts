/** Fixed content of the home page (spec §3: carousel slides, fixed box cards, featured pets). */

export interface Slide {
  image: string;
  alt: string;
  /** Spec §2: the image position of each slide; the third is bottom, the others center. */
  position: "center" | "bottom";
}

export const slides: readonly Slide[] = [
  {
    image: "/images/home/slide-1.jpg",
    alt: "A puppy and a kitten peek into an open PetBox with a gift and a heart floating above it",
    position: "center",
  },
  {
    image: "/images/home/slide-2.jpg",
    alt: "Toys from this month's boxes: a tennis ball, a ball of yarn, a teddy bear, a bone and a toy mouse",
    position: "center",
  },
  {
    image: "/images/home/slide-3.jpg",
    alt: "A cat and a dog curled up by a cozy couch, a candle and a house plant",
    position: "bottom",
  },
  {
    image: "/images/home/slide-4.jpg",
    alt: "A local artisan with yarn, thread and a basket, making toys for our boxes",
    position: "center",
  },
];

export const steps = [
  {
    title: "Choose",
    text: "Pick a box for your cat or dog: cozy, playful, gourmet or calm.",
    icon: "🐾",
  },
  {
    title: "Customize",
    text: "Tell us their size, age and favourite things, and swap what they won't love.",
    icon: "✂️",
  },
  {
    title: "Receive",
    text: "Your box arrives at your door, shipped free, on the schedule you choose.",
    icon: "📦",
  },
  {
    title: "Enjoy",
    text: "Unwrap it together and watch the tail wags and happy purrs begin.",
    icon: "💛",
  },
] as const;

export type EntryDirection = "left" | "bottom" | "right";

/** Spec §3 fixed box cards. The images are served locally (docs/decisions/023). */
export const exploreCards: readonly {
  title: string;
  description: string;
  image: string;
  alt: string;
  from: EntryDirection;
}[] = [
  {
    title: "Wish Box",
    description: "A handpicked box full of pet wishes.",
    image: "/images/explore/wish-box.jpg",
    alt: "A wrapped gift with a star and a sparkling heart",
    from: "left",
  },
  {
    title: "Look Book",
    description: "Trendy styles & accessories for pets.",
    image: "/images/explore/look-book.jpg",
    alt: "A scarf, sunglasses and a sun hat for stylish pets",
    from: "bottom",
  },
  {
    title: "Surprise Box",
    description: "A mystery treat every month!",
    image: "/images/explore/surprise-box.jpg",
    alt: "A parcel bursting with party poppers and confetti",
    from: "right",
  },
];

export const featuredPets: readonly {
  name: string;
  description: string;
  image: string;
  alt: string;
}[] = [
  {
    name: "Biscuit",
    description:
      "A curly poodle who tests every squeaky toy before it ships. Favourite: the tennis ball.",
    image: "/images/pets/biscuit.jpg",
    alt: "Biscuit the poodle with a bone and a tennis ball",
  },
  {
    name: "Luna",
    description:
      "A black cat of strong opinions and soft paws. She approves every yarn toy by hand.",
    image: "/images/pets/luna.jpg",
    alt: "Luna the black cat beside a ball of yarn and a golden star",
  },
  {
    name: "Max",
    description:
      "A hard-working guide dog who loves long walks and our trail treats on his day off.",
    image: "/images/pets/max.jpg",
    alt: "Max the guide dog in his harness with a backpack and a pine tree",
  },
  {
    name: "Mochi",
    description: "A ginger cat who naps in every box before anything goes inside it.",
    image: "/images/pets/mochi.jpg",
    alt: "Mochi the ginger cat with a fish and a feather toy",
  },
  {
    name: "Pepper",
    description:
      "A rescue pup whose first PetBox held his first teddy. He still carries it everywhere.",
    image: "/images/pets/pepper.jpg",
    alt: "Pepper the dog with a teddy bear and a balloon",
  },
];

export const founder = {
  name: "Maya Brooks",
  portrait: "/images/home/founder.jpg",
  portraitAlt: "Maya Brooks, founder of PetBox, smiling with her dog Sunny",
  /** Spec §1: the founder selects every item personally; pets are family. */
  story: [
    "I'm Maya, and PetBox began at my kitchen table with a rescue dog called Sunny and a cat who refused every toy I bought her. I kept thinking: our pets give us everything, so why is it so hard to find things that are actually good for them?",
    "So I started looking closer. I visit the makers, squeeze the plush, read every ingredient list and test every treat with my own pets. I select every single item in every box personally — if I wouldn't give it to Sunny, it doesn't go in yours.",
    "Many of our toys and treats come from local artisans: knitters, bakers and woodworkers who care as much as we do. Every box you open supports a small workshop down the road from someone's home.",
    "Because pets aren't accessories. They're family. And family deserves the best we can find.",
  ],
} as const;
