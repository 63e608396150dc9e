import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactInputSchema } from "@shared/api/contact";
import { EMAIL_MAX } from "@shared/api/email";
import { FormAlert } from "~/components/forms/form-alert";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { sendContactMessage, type ContactMessage } from "../api/send-contact-message";

/** Spec §2/§4: Name, Email, Message; on success the fields reset and a thank-you dialog shows. */
export function ContactForm({
  send = sendContactMessage,
}: {
  send?: (message: ContactMessage) => Promise<void>;
}) {
  const form = useForm({
    // The server's own schema (docs/decisions/080): same limits, same messages.
    schema: contactInputSchema,
    submit: send,
    failure: "We could not send your message just now. Please try again in a moment.",
    resetOnDone: true,
  });
  const { state } = form;

  return (
    <form {...form.props} aria-label="Contact us" className="flex flex-col gap-5">
      <Field
        label="Name"
        type="text"
        autoComplete="name"
        required
        maxLength={CONTACT_NAME_MAX}
        {...form.field("name")}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        {...form.field("email")}
      />
      <Field
        label="Message"
        multiline
        rows={4}
        required
        maxLength={CONTACT_MESSAGE_MAX}
        {...form.field("message")}
      />
      <FormAlert state={state} kept="What you wrote is still here." />
      <div>
        <Button type="submit" size="lg" disabled={form.pending}>
          {form.pending ? "Sending…" : "Send message"}
        </Button>
      </div>
      <Dialog
        open={state.status === "done"}
        title="Thanks for contacting!"
        tone="success"
        actionLabel="Okay!"
        onAction={form.clear}
        onDismiss={form.clear}
      >
        We’ll get back to you soon.
      </Dialog>
    </form>
  );
}
