import { EMAIL_MAX } from "@shared/api/email";
import { newsletterInputSchema } from "@shared/api/newsletter";
import { FormAlert } from "~/components/forms/form-alert";
import { OutcomeDialog } from "~/components/forms/outcome-dialog";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { subscribeToNewsletter, type NewsletterSignup } from "~/api/newsletter";

/**
 * Email and Subscribe (spec §2). The form checks the address with the server's schema, and an
 * empty or invalid one gets the spec's 'Oops...' dialog rather than a message beside the field.
 */
export function NewsletterForm({
  subscribe = subscribeToNewsletter,
}: {
  subscribe?: (signup: NewsletterSignup) => Promise<void>;
}) {
  const form = useForm({
    schema: newsletterInputSchema,
    submit: subscribe,
    failure: "We could not sign you up just now. Please try again in a moment.",
    resetOnDone: true,
  });
  const { state } = form;

  return (
    <form {...form.props} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
          />
        </div>
        <SubmitButton pending={form.pending} pendingLabel="Subscribing…" className="sm:mb-px">
          Subscribe
        </SubmitButton>
      </div>
      <FormAlert state={state} kept="Your address is still here." />
      <OutcomeDialog form={form} when="invalid" title="Oops..." tone="error" actionLabel="OK">
        Please enter a valid email!
      </OutcomeDialog>
      <OutcomeDialog
        form={form}
        when="done"
        title="You’re subscribed!"
        tone="success"
        actionLabel="Great!"
      >
        Thank you! Look out for our next letter: new boxes, the makers behind them and a few
        pet-friendly surprises.
      </OutcomeDialog>
    </form>
  );
}
