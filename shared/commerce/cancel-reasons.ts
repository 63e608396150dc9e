// "Why are you leaving?" (issue 27): optional, asked in the cancel dialog on the same click, stored
// on the subscription and counted on the owner's dashboard. The keys are stored; the labels are shown.

export const cancelReasons = [
  "too-expensive",
  "pet-not-interested",
  "too-many-boxes",
  "allergies",
  "moving",
  "other",
] as const;

export type CancelReason = (typeof cancelReasons)[number];

export const cancelReasonLabels: Record<CancelReason, string> = {
  "too-expensive": "It costs too much",
  "pet-not-interested": "My pet didn't enjoy the boxes",
  "too-many-boxes": "We have more than we need",
  allergies: "Allergies or diet",
  moving: "Moving or travelling",
  other: "Something else",
};

export const isCancelReason = (value: unknown): value is CancelReason =>
  typeof value === "string" && (cancelReasons as readonly string[]).includes(value);
