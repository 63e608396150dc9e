import { contactReceivedSchema, type ContactInput } from "@shared/api/contact";
import { formPost } from "./form-post";

export type ContactMessage = ContactInput;

/** Sends a contact message to the shop, which stores it for the team (issue 5; the spec's form made no call). */
export const sendContactMessage = formPost<ContactMessage>("/api/contact", contactReceivedSchema);
