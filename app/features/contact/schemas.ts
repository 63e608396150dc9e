import { z } from "@shared/zod";

/** The contact form (spec §3: name, email, message; §5: all required). */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please tell us your name.")
    .max(100, "Please keep your name under 100 characters."),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  message: z
    .string()
    .trim()
    .min(1, "Please write your message.")
    .max(5000, "Please keep your message under 5000 characters."),
});

export type ContactMessage = z.output<typeof contactFormSchema>;
export type ContactField = keyof ContactMessage;
export type ContactErrors = Partial<Record<ContactField, string>>;

export function parseContactForm(
  values: Record<ContactField, string>,
): { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors } {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
