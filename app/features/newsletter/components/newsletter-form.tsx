import { useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { ApiFailure } from "~/lib/api-client";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { subscribeToNewsletter } from "../api/subscribe";
import { parseNewsletterForm, type NewsletterSignup } from "../schemas";

/**
 * Email and Subscribe (spec §2). The form checks the address itself (no browser bubble) so an
 * empty or invalid one gets the spec's 'Oops...' dialog.
 */
export function NewsletterForm({
  subscribe = subscribeToNewsletter,
  submitLabel = "Subscribe",
  successTitle = "You’re subscribed!",
  successText = "Thank you! Look out for our next letter: new boxes, the makers behind them and a few pet-friendly surprises.",
}: {
  subscribe?: (signup: NewsletterSignup) => Promise<void>;
  submitLabel?: string;
  successTitle?: string;
  successText?: string;
}) {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const signup = parseNewsletterForm({ email });
    if (!signup) {
      setInvalid(true);
      return;
    }
    setFailed(null);
    setSending(true);
    try {
      await subscribe(signup);
      setEmail("");
      setDone(true);
    } catch (error) {
      const reason =
        error instanceof ApiFailure
          ? error.message
          : "We could not sign you up just now. Please try again in a moment.";
      setFailed(`${reason} Your address is still here.`);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={sending} className="sm:mb-px">
          {sending ? "Subscribing…" : submitLabel}
        </Button>
      </div>
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <Dialog
        open={invalid}
        title="Oops..."
        tone="error"
        actionLabel="OK"
        onAction={() => setInvalid(false)}
        onDismiss={() => setInvalid(false)}
      >
        Please enter a valid email!
      </Dialog>
      <Dialog
        open={done}
        title={successTitle}
        tone="success"
        actionLabel="Great!"
        onAction={() => setDone(false)}
        onDismiss={() => setDone(false)}
      >
        {successText}
      </Dialog>
    </form>
  );
}
