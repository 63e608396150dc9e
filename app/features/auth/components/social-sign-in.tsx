import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { PlainButton } from "~/components/ui/button";
import { Icon, fillIcon } from "~/components/ui/icon";
import { isPopupCancellation, toAuthFailure } from "../auth-errors";
import { signInWithProviderPopup, type PopupProvider } from "../api/sign-in-with-popup";

const googleIcon = fillIcon([
  {
    d: "M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8z",
    fill: "#4285F4",
  },
  {
    d: "M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23z",
    fill: "#34A853",
  },
  { d: "M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8z", fill: "#FBBC05" },
  {
    d: "M12 5.4c1.6 0 3.1.6 4.2 1.7l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4z",
    fill: "#EA4335",
  },
]);

const githubIcon = fillIcon([
  "M12 1a11 11 0 0 0-3.5 21.4c.6.1.8-.2.8-.5v-2c-3.1.7-3.7-1.3-3.7-1.3-.5-1.3-1.2-1.6-1.2-1.6-1-.7.1-.7.1-.7 1.1.1 1.7 1.1 1.7 1.1 1 1.7 2.6 1.2 3.2.9.1-.7.4-1.2.7-1.5-2.5-.3-5.1-1.2-5.1-5.4 0-1.2.4-2.2 1.1-3-.1-.3-.5-1.4.1-2.9 0 0 .9-.3 3 1.1a10.4 10.4 0 0 1 5.5 0c2.1-1.4 3-1.1 3-1.1.6 1.5.2 2.6.1 2.9.7.8 1.1 1.8 1.1 3 0 4.2-2.6 5.1-5.1 5.4.4.3.8 1 .8 2v3c0 .3.2.6.8.5A11 11 0 0 0 12 1z",
]);

const facebookBrandIcon = fillIcon([
  {
    d: "M23 12a11 11 0 1 0-12.7 10.9v-7.7H7.5V12h2.8V9.6c0-2.8 1.6-4.3 4.2-4.3 1.2 0 2.5.2 2.5.2v2.7h-1.4c-1.4 0-1.8.9-1.8 1.8V12h3.1l-.5 3.2h-2.6v7.7A11 11 0 0 0 23 12z",
    fill: "#1877F2",
  },
]);

export const FACEBOOK_NOTICE = "Facebook sign-in is not available yet. Please use another way.";
const names: Record<PopupProvider, string> = { google: "Google", github: "GitHub" };

const buttonClasses =
  "inline-flex size-12 items-center justify-center rounded-full border-2 border-stone-300 bg-white text-stone-800 transition-colors hover:border-amber-700 hover:bg-amber-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * Google and GitHub sign-in in a popup, and the Facebook icon that only logs (spec §1, §8). A
 * popup the user closes is not an error; other failures are logged and get a short message.
 */
export function SocialSignIn({
  onSignedIn,
  onStart,
  onNotSignedIn,
}: {
  onSignedIn: () => void;
  /** A popup sign-in has started; `onNotSignedIn` follows when it ends without one. */
  onStart?: () => void;
  onNotSignedIn?: () => void;
}) {
  const [pending, setPending] = useState<PopupProvider | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);

  async function signIn(provider: PopupProvider) {
    setMessage(null);
    setPending(provider);
    onStart?.();
    try {
      await signInWithProviderPopup(provider);
      onSignedIn();
    } catch (error) {
      onNotSignedIn?.();
      const { code } = toAuthFailure(error);
      if (!isPopupCancellation(code)) {
        console.warn(`Sign-in with ${names[provider]} failed`, error);
        setMessage({
          tone: "error",
          text: `Sign-in with ${names[provider]} did not work. Please try again.`,
        });
      }
    } finally {
      setPending(null);
    }
  }

  function facebook() {
    // Spec §1: the Facebook icon only logs; the notice keeps it from being a dead button.
    console.log("Facebook sign-in clicked");
    setMessage({ tone: "info", text: FACEBOOK_NOTICE });
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <p className="text-sm font-medium text-stone-600">Or continue with</p>
      <div className="flex items-center gap-4">
        <PlainButton
          type="button"
          className={buttonClasses}
          aria-label="Sign in with Google"
          disabled={pending !== null}
          onClick={() => signIn("google")}
        >
          <Icon icon={googleIcon} className="size-6" />
        </PlainButton>
        <PlainButton
          type="button"
          className={buttonClasses}
          aria-label="Sign in with GitHub"
          disabled={pending !== null}
          onClick={() => signIn("github")}
        >
          <Icon icon={githubIcon} className="size-6" />
        </PlainButton>
        <PlainButton
          type="button"
          className={buttonClasses}
          aria-label="Sign in with Facebook"
          onClick={facebook}
        >
          <Icon icon={facebookBrandIcon} className="size-6" />
        </PlainButton>
      </div>
      {pending ? (
        <p role="status" className="text-sm text-stone-700">
          Finish signing in with {names[pending]} in the window that opened.
        </p>
      ) : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
