import { z } from "../../zod";
import { NOT_AN_OBJECT } from "../errors";
import { problemResolutions, problemSchema } from "../problems";

// The back office's problem queue (issue 26, decision 233).

/** One problem in the queue: the customer's report with the box and the person around it. */
export const adminProblemSchema = z.extend(problemSchema, {
  uid: z.string(),
  customerName: z.string(),
  orderId: z.string(),
  orderNumber: z.number().check(z.int(), z.positive()),
  boxName: z.string(),
  petName: z.nullable(z.string()),
  /** The box's ship date. */
  deliveryDate: z.string(),
  /** What the box cost with its shipping, in cents: the most a refund or credit may be. */
  paidCents: z.number().check(z.int(), z.nonnegative()),
  /** The staff member who resolved it (e-mail). */
  resolvedBy: z.nullable(z.string()),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;

/** GET /api/admin/problems: open ones first (oldest first), then the latest resolved. */
export const adminProblemsAnswerSchema = z.object({
  open: z.array(adminProblemSchema),
  resolved: z.array(adminProblemSchema),
});
export type AdminProblemsAnswer = z.infer<typeof adminProblemsAnswerSchema>;

const AMOUNT = "Give the amount in cents, a whole number above 0.";

/** POST /api/admin/problems/:id/resolve */
export const resolveInputSchema = z
  .object(
    {
      resolution: z.enum(problemResolutions, {
        error: "Choose a replacement, a refund or a credit.",
      }),
      amount: z.optional(z.number({ error: AMOUNT }).check(z.int(AMOUNT), z.positive(AMOUNT))),
    },
    { error: NOT_AN_OBJECT },
  )
  .check(
    z.refine((input) => input.resolution === "replacement" || input.amount !== undefined, {
      message: "Give the amount of the refund or credit.",
      path: ["amount"],
    }),
  );
export type ResolveInput = z.infer<typeof resolveInputSchema>;

export const adminProblemAnswerSchema = z.object({ problem: adminProblemSchema });
export type AdminProblemAnswer = z.infer<typeof adminProblemAnswerSchema>;
