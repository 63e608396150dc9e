import { z } from "@shared/zod";
import { isHttpUrl } from "~/lib/safe-url";
import { credentialProblem } from "./password-rules";

/** One zod schema per form. The password and terms checks come from password-rules.ts. */

function withCredentialChecks<T extends { password: string; termsAccepted: boolean }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  const problem = credentialProblem(value);
  if (problem) {
    ctx.addIssue({
      code: "custom",
      path: [problem.field === "terms" ? "termsAccepted" : "password"],
      message: problem.message,
    });
  }
}

export const PHOTO_URL_MESSAGE =
  "Photo URL must be a web address starting with http:// or https://";

/** Spec §8: "Forgot password?" on the login screen without an e-mail. */
export const FORGOT_NO_EMAIL = "Please enter your email first !";

const photoUrl = z.string().check(
  z.trim(),
  z.refine((value) => value === "" || isHttpUrl(value), PHOTO_URL_MESSAGE),
);

export const loginSchema = z
  .object({ email: z.string().check(z.trim()), password: z.string(), termsAccepted: z.boolean() })
  .check(z.superRefine(withCredentialChecks));

/** "Forgot password?" on the login screen sends the reset e-mail to the address typed there. */
export const forgotPasswordSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, FORGOT_NO_EMAIL)),
});

export const registerSchema = z
  .object({
    firstName: z.string().check(z.trim(), z.minLength(1, "Please enter your first name.")),
    lastName: z.string().check(z.trim(), z.minLength(1, "Please enter your last name.")),
    photoURL: photoUrl.check(
      z.refine((value) => value !== "", "Please enter the URL of your photo."),
    ),
    email: z.string().check(z.trim(), z.minLength(1, "Please enter your email.")),
    password: z.string(),
    termsAccepted: z.boolean(),
  })
  .check(z.superRefine(withCredentialChecks));

export const profileSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, "Please enter your name.")),
  photoURL: photoUrl,
});

export const resetSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, "Please enter your email address.")),
});

/** The /forgetpassword form takes an e-mail and does nothing with it (spec §2). */
export const joinSchema = z.object({ email: z.string() });
