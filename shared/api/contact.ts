import { z } from "../zod";
import { emailSchema } from "./email";
import { NOT_AN_OBJECT } from "./errors";
import { freeText } from "./free-text";

/** POST /api/contact — the spec's contact form: name, email and message, all required. */
export const contactInputSchema = z.object(
  {
    name: freeText(
      z
        .string({ error: "Enter your name." })
        .trim()
        .min(1, "Enter your name.")
        .max(200, "A name has at most 200 characters."),
    ),
    email: emailSchema,
    message: freeText(
      z
        .string({ error: "Write a message." })
        .trim()
        .min(1, "Write a message.")
        .max(5000, "A message has at most 5000 characters."),
    ),
  },
  { error: NOT_AN_OBJECT },
);

export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
