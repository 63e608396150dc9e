import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, contactInputSchema } from "@shared/api/contact";
import { EMAIL_MAX } from "@shared/api/email";
import { FormAlert } from "~/components/forms/form-alert";
import { OutcomeDialog } from "~/components/forms/outcome-dialog";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { sendContactMessage, type ContactMessage } from "~/api/contact";

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
        <SubmitButton size="lg" pending={form.pending} pendingLabel="Sending…">
          Send message
        </SubmitButton>
      </div>
      <OutcomeDialog
        form={form}
        when="done"
        title="Thanks for contacting!"
        tone="success"
        actionLabel="Okay!"
      >
        We’ll get back to you soon.
      </OutcomeDialog>
    </form>
  );
}
