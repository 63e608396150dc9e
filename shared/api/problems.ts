import { formatCents } from "../commerce/cents";
import { formatCalendarDate } from "../commerce/dates";
import { z } from "../zod";
import { NOT_AN_OBJECT } from "./errors";
import { multiLineText } from "./free-text";

// Problems with a box (issue 26, decision 233): the customer reports one on a shipped box, support
// resolves it with a replacement box, a refund or a credit on the next box.

export const problemKinds = [
  "damaged",
  "missing_item",
  "wrong_box",
  "allergy_reaction",
  "other",
] as const;
export type ProblemKind = (typeof problemKinds)[number];

/** How each kind reads, for the customer's form and the back office. */
export const problemKindLabels: Record<ProblemKind, string> = {
  damaged: "Damaged",
  missing_item: "Missing item",
  wrong_box: "Wrong box",
  allergy_reaction: "Allergy reaction",
  other: "Other",
};

export const problemResolutions = ["replacement", "refund", "credit"] as const;
export type ProblemResolution = (typeof problemResolutions)[number];

export const PROBLEM_DESCRIPTION_MAX = 2000;

/** POST /api/problems */
export const problemInputSchema = z.object(
  {
    deliveryId: z
      .number({ error: "Choose the box the problem is with." })
      .check(
        z.int("Choose the box the problem is with."),
        z.positive("Choose the box the problem is with."),
      ),
    kind: z.enum(problemKinds, { error: "Choose what went wrong." }),
    description: multiLineText(
      z
        .string({ error: "Please tell us what happened." })
        .check(
          z.trim(),
          z.minLength(1, "Please tell us what happened."),
          z.maxLength(
            PROBLEM_DESCRIPTION_MAX,
            `Please keep it to ${PROBLEM_DESCRIPTION_MAX} characters or fewer.`,
          ),
        ),
    ),
  },
  { error: NOT_AN_OBJECT },
);
export type ProblemInput = z.infer<typeof problemInputSchema>;

/** A problem as its customer sees it (and the back office, with more around it). */
export const problemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  deliveryId: z.number().check(z.int(), z.positive()),
  kind: z.enum(problemKinds),
  description: z.string(),
  reportedAt: z.string(),
  /** null while support has not resolved it. */
  resolution: z.nullable(z.enum(problemResolutions)),
  /** Refund or credit, in cents; null for a replacement or while open. */
  amount: z.nullable(z.number().check(z.int(), z.nonnegative())),
  resolvedAt: z.nullable(z.string()),
  /** The day the replacement box ships ("YYYY-MM-DD"). */
  replacementDate: z.nullable(z.string()),
  /** The day of the box the credit comes off ("YYYY-MM-DD"), or null when none is planned. */
  creditDate: z.nullable(z.string()),
});
export type Problem = z.infer<typeof problemSchema>;

export const problemAnswerSchema = z.object({ problem: problemSchema });
export type ProblemAnswer = z.infer<typeof problemAnswerSchema>;

/** The outcome in one sentence, as the e-mail and /account/orders say it (decision 233). */
export function resolutionSentence(outcome: {
  resolution: ProblemResolution;
  amount: number | null;
  replacementDate: string | null;
  creditDate: string | null;
}): string {
  switch (outcome.resolution) {
    case "replacement":
      return outcome.replacementDate
        ? `We are sending you a new box, free of charge: it ships on ${formatCalendarDate(outcome.replacementDate)}.`
        : "We are sending you a new box, free of charge.";
    case "refund":
      return `We are refunding you ${formatCents(outcome.amount ?? 0)}.`;
    case "credit":
      return outcome.creditDate
        ? `${formatCents(outcome.amount ?? 0)} comes off your next box, on ${formatCalendarDate(outcome.creditDate)}.`
        : `${formatCents(outcome.amount ?? 0)} is kept as a credit for your next box.`;
  }
}
