import { z } from "../zod";
import { emailSchema } from "./email";
import { NOT_AN_OBJECT } from "./errors";
import { multiLineText, oneLineText } from "./free-text";

/**
 * POST /api/contact — the spec's contact form: name, email and message, all required. The same
 * schema checks the form in the browser (docs/decisions/080): one set of limits and messages.
 */
export const CONTACT_NAME_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactInputSchema = z.object(
  {
    name: oneLineText(
      z
        .string({ error: "Please tell us your name." })
        .check(
          z.trim(),
          z.minLength(1, "Please tell us your name."),
          z.maxLength(
            CONTACT_NAME_MAX,
            `Please keep your name to ${CONTACT_NAME_MAX} characters or fewer.`,
          ),
        ),
    ),
    email: emailSchema,
    message: multiLineText(
      z
        .string({ error: "Please write your message." })
        .check(
          z.trim(),
          z.minLength(1, "Please write your message."),
          z.maxLength(
            CONTACT_MESSAGE_MAX,
            `Please keep your message to ${CONTACT_MESSAGE_MAX} characters or fewer.`,
          ),
        ),
    ),
  },
  { error: NOT_AN_OBJECT },
);

export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
