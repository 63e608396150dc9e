import type { ContactMessage } from "../schemas";

/**
 * Sends a contact message to the shop. Spec §7: the contact form makes no call, so today this
 * resolves at once; it is the one place to connect to the shop's API. It rejects when the
 * message could not be delivered, and the form keeps what was typed.
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  void message;
}
