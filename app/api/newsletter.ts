import { newsletterSubscribedSchema, type NewsletterInput } from "@shared/api/newsletter";
import { formPost } from "./form-post";

export type NewsletterSignup = NewsletterInput;

/** Signs an address up for the newsletter, stored by the shop (issue 5). */
export const subscribeToNewsletter = formPost<NewsletterSignup>(
  "/api/newsletter",
  newsletterSubscribedSchema,
);
