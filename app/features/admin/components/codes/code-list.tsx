import { useState } from "react";
import type { Code } from "@shared/api/codes";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/forms/form-dialog";
import { ApiFailure } from "~/lib/api-failure";
import { updateCode } from "../../api/codes";
import {
  codeAmountText,
  codeDatesText,
  codeDurationText,
  codeEditSchema,
  codeUsesText,
  restrictionText,
} from "../../codes-model";

type Named = readonly { id: string; name: string }[];
type Asked = { kind: "switch" | "edit"; code: Code } | null;

/**
 * The codes, newest first: what each gives, when, and how many orders used it. An owner
 * switches one off (checkout then refuses it) or on again, and changes its last day and limit
 * (decision 275).
 */
export function CodeList({
  codes,
  boxes,
  plans,
  onChanged,
}: {
  codes: readonly Code[];
  boxes: Named;
  plans: Named;
  onChanged: (code: Code, notice: string) => void;
}) {
  const [asked, setAsked] = useState<Asked>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function switchCode(code: Code) {
    setPending(true);
    setFailure(null);
    try {
      const changed = await updateCode(code.code, { active: !code.active });
      setAsked(null);
      onChanged(
        changed,
        changed.active
          ? `${changed.code} is on again: customers can use it.`
          : `${changed.code} is switched off: checkout refuses it.`,
      );
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error.message : "That did not work. Please try again.",
      );
    } finally {
      setPending(false);
    }
  }

  const switching = asked?.kind === "switch" ? asked.code : null;
  const editing = asked?.kind === "edit" ? asked.code : null;
  return (
    <section aria-labelledby="code-list" className="flex min-w-0 flex-col gap-3">
      <h2 id="code-list" className="text-lg font-bold text-stone-900">
        Codes ({codes.length})
      </h2>
      {codes.length === 0 ? (
        <p className="rounded-2xl border border-stone-200 bg-white p-4 text-stone-700 shadow-sm">
          No codes yet. Make the first with the form.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {codes.map((code) => (
            <li
              key={code.id}
              className="flex flex-col gap-2 p-4 sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-mono font-semibold wrap-anywhere text-stone-900">
                  {code.code}
                  {code.active ? null : (
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 font-sans text-xs font-semibold text-stone-800">
                      Switched off
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-700">
                  {codeAmountText(code)} · {codeDurationText(code)} · {codeDatesText(code)}
                  {code.oncePerCustomer ? " · Once per customer" : ""}
                  {code.boxIds.length > 0 ? ` · Boxes: ${restrictionText(code.boxIds, boxes)}` : ""}
                  {code.planIds.length > 0
                    ? ` · Plans: ${restrictionText(code.planIds, plans)}`
                    : ""}
                </p>
              </div>
              <div className="flex flex-col gap-2 sm:items-end">
                <p className="text-sm font-semibold text-stone-900" data-testid="code-uses">
                  {codeUsesText(code)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${code.code}: change end and limit`}
                    onClick={() => setAsked({ kind: "edit", code })}
                  >
                    Change end and limit
                  </Button>
                  <Button
                    size="sm"
                    variant={code.active ? "danger" : "secondary"}
                    aria-label={`${code.code}: ${code.active ? "switch off" : "switch on"}`}
                    onClick={() => {
                      setFailure(null);
                      setAsked({ kind: "switch", code });
                    }}
                  >
                    {code.active ? "Switch off" : "Switch on"}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={switching !== null}
        title={
          switching?.active ? `Switch ${switching.code} off?` : `Switch ${switching?.code} on?`
        }
        description={
          switching ? (
            <p>
              {switching.active
                ? "Checkout will refuse it: “This code is no longer valid.” Orders already placed keep their discount. You can switch it on again."
                : "Customers can use it again, within its dates and limit."}
            </p>
          ) : null
        }
        alert={failure ? <Alert tone="error">{failure}</Alert> : null}
        confirmLabel={switching?.active ? "Switch off" : "Switch on"}
        destructive={switching?.active ?? false}
        pending={pending}
        onConfirm={() => (switching ? void switchCode(switching) : undefined)}
        onCancel={() => setAsked(null)}
      />
      {editing ? (
        <FormDialog
          title={`Change ${editing.code}`}
          confirmLabel="Save"
          description={<p>Leave a field empty for no last day or no limit.</p>}
          schema={codeEditSchema}
          submit={(patch) => updateCode(editing.code, patch)}
          onClose={() => setAsked(null)}
          onDone={(code) => {
            setAsked(null);
            onChanged(code, `${code.code} was changed.`);
          }}
        >
          {(form) => (
            <>
              <Field
                label="Last day (optional)"
                type="date"
                defaultValue={editing.endsOn ?? ""}
                {...form.field("endsOn")}
              />
              <Field
                label="Most uses in all (optional)"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={editing.maxUses === null ? "" : String(editing.maxUses)}
                {...form.field("maxUses")}
              />
            </>
          )}
        </FormDialog>
      ) : null}
    </section>
  );
}
