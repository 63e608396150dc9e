import { z } from "../zod";

export const EMAIL_MAX = 254;

/**
 * An e-mail address as the shop accepts it: trimmed, at most 254 characters, a usual shape. The
 * browser's forms use this schema too, so its messages are written for the person at the form.
 */
export const emailSchema = z.pipe(
  z
    .string({ error: "Please enter your email address." })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(EMAIL_MAX, "That email address is too long."),
    ),
  z.email("Please enter a valid email address, like name@example.com."),
);
