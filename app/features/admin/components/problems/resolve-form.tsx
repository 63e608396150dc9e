import { useState, type FormEvent } from "react";
import { formatCents, centsFromDollars } from "@shared/commerce/cents";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { ApiFailure } from "~/lib/api-failure";
import { resolveProblem, type AdminProblem, type ResolveInput } from "../../api/problems";

const choices = [
  { value: "replacement", label: "Send a replacement box" },
  { value: "refund", label: "Refund" },
  { value: "credit", label: "Credit on the next box" },
] as const;

/** How support resolves one problem: a replacement box, or an amount refunded or credited. */
export function ResolveForm({
  problem,
  onResolved,
}: {
  problem: AdminProblem;
  onResolved: (problem: AdminProblem) => void;
}) {
  const [resolution, setResolution] = useState<ResolveInput["resolution"]>("replacement");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setAmountError(null);
    let input: ResolveInput = { resolution: "replacement" };
    if (resolution !== "replacement") {
      const raw = String(new FormData(event.currentTarget).get("amount") ?? "").trim();
      let cents: number | null = null;
      try {
        cents = raw === "" ? null : centsFromDollars(Number(raw.replace(/^\$/, "")));
      } catch {
        cents = null;
      }
      if (cents === null || cents <= 0 || cents > problem.paidCents) {
        setAmountError(`Give an amount up to ${formatCents(problem.paidCents)}, such as 12.50.`);
        return;
      }
      input = { resolution, amount: cents };
    }
    setSending(true);
    try {
      onResolved(await resolveProblem(problem.id, input));
    } catch (error) {
      setFailure(
        error instanceof ApiFailure
          ? error.message
          : "That did not work just now. Please try again.",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Resolve with"
          name="resolution"
          value={resolution}
          onChange={(event) => setResolution(event.target.value as ResolveInput["resolution"])}
          options={choices}
        />
        {resolution !== "replacement" ? (
          <Field
            label="Amount in dollars"
            name="amount"
            inputMode="decimal"
            hint={`At most ${formatCents(problem.paidCents)}, what the box cost.`}
            error={amountError}
          />
        ) : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? "Resolving…" : "Resolve and tell the customer"}
        </Button>
      </div>
    </form>
  );
}
