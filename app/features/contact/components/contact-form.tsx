import { useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { ApiFailure } from "~/lib/api-client";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextAreaField, TextField } from "~/components/ui/field";
import { sendContactMessage } from "../api/send-contact-message";
import {
  parseContactForm,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
} from "../schemas";

const empty: Record<ContactField, string> = { name: "", email: "", message: "" };

/** Spec §2/§4: Name, Email, Message; on success the fields reset and a thank-you dialog shows. */
export function ContactForm({
  send = sendContactMessage,
}: {
  send?: (message: ContactMessage) => Promise<void>;
}) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function field(name: ContactField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      required: true,
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((previous) => ({ ...previous, [name]: value }));
        if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
      },
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = parseContactForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = (["name", "email", "message"] as const).find((name) => parsed.errors[name]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailed(null);
    setSending(true);
    try {
      await send(parsed.value);
      setValues(empty);
      setSent(true);
    } catch (error) {
      const reason =
        error instanceof ApiFailure
          ? error.message
          : "We could not send your message just now. Please try again in a moment.";
      setFailed(`${reason} What you wrote is still here.`);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Contact us" className="flex flex-col gap-5">
      <TextField label="Name" type="text" autoComplete="name" maxLength={100} {...field("name")} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={254}
        {...field("email")}
      />
      <TextAreaField label="Message" rows={4} maxLength={5000} {...field("message")} />
      {failed ? <Alert tone="error">{failed}</Alert> : null}
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? "Sending…" : "Send message"}
        </Button>
      </div>
      <Dialog
        open={sent}
        title="Thanks for contacting!"
        tone="success"
        actionLabel="Okay!"
        onAction={() => setSent(false)}
        onDismiss={() => setSent(false)}
      >
        We’ll get back to you soon.
      </Dialog>
    </form>
  );
}
