// A pet's kinds of answer, free of zod, for the pets' schemas (pet-answers.ts, pets.ts) and the
// browser's reader of them (answer-readers.ts).

export const petSpecies = ["cat", "dog"] as const;
export const dogSizes = ["small", "medium", "large", "giant"] as const;
export const chewingStrengths = ["gentle", "average", "power"] as const;
