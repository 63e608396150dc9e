import type { BackOfficeSettings } from "@shared/api/admin/settings";
import { formatCents } from "@shared/commerce/cents";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { Alert } from "~/components/ui/alert";
import { Field } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { saveSettings } from "../../api/staff";
import { capCents, capText, refundCapFormSchema } from "../../staff-model";

/** Support's refund cap (decision 223): typed in dollars, stored in cents; owners refund any sum. */
export function RefundCapForm({
  settings,
  onSaved,
}: {
  settings: BackOfficeSettings;
  onSaved: (settings: BackOfficeSettings) => void;
}) {
  const form = useForm({
    schema: refundCapFormSchema,
    async submit({ cap }) {
      const saved = await saveSettings({ supportRefundCapCents: capCents(cap) });
      onSaved(saved);
      return saved;
    },
  });
  const cap = settings.supportRefundCapCents;
  return (
    <section
      aria-labelledby="refund-cap"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="refund-cap" className="text-lg font-bold text-stone-900">
        Support's refund cap
      </h2>
      <p className="text-stone-700">
        {cap === 0
          ? "Support cannot refund on their own: an owner gives every refund."
          : `Support can refund up to ${formatCents(cap)} on their own. Owners refund any amount.`}
      </p>
      <form {...form.props} className="flex flex-col gap-4">
        <Field
          key={cap}
          label="Cap in dollars"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={capText(cap)}
          hint="0 means support asks an owner for every refund."
          {...form.field("cap")}
        />
        {form.state.status === "done" ? (
          <Alert tone="success">
            Saved: support can now refund up to{" "}
            {formatCents(form.state.result.supportRefundCapCents)}.
          </Alert>
        ) : null}
        <FormAlert state={form.state} />
        <SubmitButton pending={form.pending} pendingLabel="Saving…" className="self-start">
          Save the cap
        </SubmitButton>
      </form>
    </section>
  );
}
