import type { NewsletterSignup } from "../schemas";

/**
 * Signs an address up for the newsletter. Spec §7: the newsletter makes no call, so today this
 * resolves at once; it is the one place to connect to the shop's API. It rejects when the
 * sign-up could not be delivered, and the form keeps the typed address.
 */
export async function subscribeToNewsletter(signup: NewsletterSignup): Promise<void> {
  void signup;
}
