import type { StockLine } from "@shared/api/admin/stock";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { controlClasses, FieldFrame } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { useForm } from "~/lib/use-form";
import { saveOnHand } from "../../api/stock";
import { onHandFormSchema } from "../../stock-model";

/** One line's count, typed after counting the shelf; the server keeps it and logs who did. */
export function OnHandForm({
  line,
  onSaved,
}: {
  line: StockLine;
  onSaved: (onHand: number) => void;
}) {
  const form = useForm({
    schema: onHandFormSchema,
    async submit({ onHand }) {
      const saved = await saveOnHand(line, Number(onHand));
      onSaved(saved.onHand);
      return saved;
    },
  });
  return (
    <form
      {...form.props}
      aria-label={`On hand: ${line.name}`}
      className="flex min-w-56 flex-wrap items-start gap-2"
    >
      <div className="max-w-60 min-w-0 flex-1">
        <FieldFrame
          label={<span className="sr-only">{`On hand: ${line.name}`}</span>}
          error={form.field("onHand").error}
        >
          {(wiring) => (
            <input
              {...wiring}
              name="onHand"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={String(line.onHand)}
              className={cn(controlClasses, "max-w-24")}
            />
          )}
        </FieldFrame>
      </div>
      <SubmitButton pending={form.pending} pendingLabel="Saving…" variant="secondary">
        Save
      </SubmitButton>
      {form.state.status === "done" ? (
        <p role="status" className="self-center text-sm font-semibold text-emerald-900">
          Saved.
        </p>
      ) : null}
      <FormAlert state={form.state} />
    </form>
  );
}
