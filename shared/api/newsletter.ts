import { z } from "../zod";
import { emailSchema } from "./email";
import { NOT_AN_OBJECT } from "./errors";

/** POST /api/newsletter — the spec's newsletter form. */
export const newsletterInputSchema = z.object({ email: emailSchema }, { error: NOT_AN_OBJECT });

export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** The same answer for a new address and one already on the list. */
export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });
