import { z } from "@shared/zod";

/** The newsletter form (spec §3: email). Empty or invalid → the spec's 'Oops...' dialog. */
export const newsletterFormSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
});

export type NewsletterSignup = z.output<typeof newsletterFormSchema>;

export function parseNewsletterForm(values: { email: string }): NewsletterSignup | null {
  const parsed = newsletterFormSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
