import type { Code } from "@shared/api/codes";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { CheckboxField, Field, SelectField } from "~/components/ui/field";
import { useForm } from "~/lib/use-form";
import { createCode } from "../../api/codes";
import { BOX_PICK, codeFormSchema, PLAN_PICK } from "../../codes-model";

type Named = readonly { id: string; name: string }[];

const kinds = [
  { value: "percent", label: "Percent off" },
  { value: "amount", label: "Amount off ($)" },
];
const durations = [
  { value: "first", label: "First box only" },
  { value: "months", label: "Every box for some months" },
];

/** A new discount code; the server checks it and says beside each field what to change. */
export function CodeForm({
  boxes,
  plans,
  onSaved,
}: {
  boxes: Named;
  plans: Named;
  onSaved: (code: Code) => void;
}) {
  const form = useForm({
    schema: codeFormSchema,
    resetOnDone: true,
    async submit(input) {
      const code = await createCode(input);
      onSaved(code);
      return code;
    },
  });
  return (
    <section
      aria-labelledby="new-code"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="new-code" className="text-lg font-bold text-stone-900">
        New code
      </h2>
      <form {...form.props} className="flex flex-col gap-4">
        <Field
          label="Code"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          hint="Letters, digits, - or _; customers may type it in any case."
          {...form.field("code")}
        />
        <SelectField
          label="Discount"
          options={kinds}
          defaultValue="percent"
          {...form.field("kind")}
        />
        <Field
          label="How much off"
          inputMode="decimal"
          autoComplete="off"
          hint="A whole percent (10), or dollars (5.00) off each discounted box delivery."
          {...form.field("value")}
        />
        <SelectField
          label="Which boxes"
          options={durations}
          defaultValue="first"
          {...form.field("duration")}
        />
        <Field
          label="Months (for every box)"
          inputMode="numeric"
          autoComplete="off"
          {...form.field("months")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First day (optional)" type="date" {...form.field("startsOn")} />
          <Field label="Last day (optional)" type="date" {...form.field("endsOn")} />
        </div>
        <Field
          label="Most uses in all (optional)"
          inputMode="numeric"
          autoComplete="off"
          {...form.field("maxUses")}
        />
        <CheckboxField label="Once per customer" {...form.field("oncePerCustomer")} />
        <Picks
          legend="Only for these boxes (none ticked: every box)"
          prefix={BOX_PICK}
          items={boxes}
        />
        <Picks
          legend="Only for these plans (none ticked: every plan)"
          prefix={PLAN_PICK}
          items={plans}
        />
        <FormAlert state={form.state} />
        <SubmitButton pending={form.pending} pendingLabel="Saving…" className="self-start">
          Make the code
        </SubmitButton>
      </form>
    </section>
  );
}

/** A restriction picker: a checkbox for each box or plan; none ticked means no restriction. */
function Picks({ legend, prefix, items }: { legend: string; prefix: string; items: Named }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <CheckboxField key={item.id} label={item.name} name={`${prefix}${item.id}`} />
        ))}
      </div>
    </fieldset>
  );
}
