import { useState, type FormEvent } from "react";
import {
  problemInputSchema,
  problemKindLabels,
  problemKinds,
  resolutionSentence,
  type Problem,
} from "@shared/api/problems";
import { reportProblem } from "~/api/problems";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field, SelectField } from "~/components/ui/field";
import { ApiFailure } from "~/lib/api-failure";

const kindOptions = [
  { value: "", label: "Choose…" },
  ...problemKinds.map((kind) => ({ value: kind, label: problemKindLabels[kind] })),
];

/** What the customer reads of a problem they reported: what support did, or that it waits. */
export function ProblemOutcome({ problem }: { problem: Problem }) {
  return (
    <p className="mt-1 text-sm text-stone-800" data-testid="problem-outcome">
      <span className="font-semibold">Problem reported ({problemKindLabels[problem.kind]}): </span>
      {problem.resolution
        ? resolutionSentence({ ...problem, resolution: problem.resolution })
        : "we are looking at it and will write to you."}
    </p>
  );
}

/** "Report a problem" on a box that has shipped: what went wrong and a description (issue 26). */
export function ProblemReport({
  deliveryId,
  label,
  onReported,
}: {
  deliveryId: number;
  /** The box, for the button's accessible name ("… with the Cat Box of 1 December"). */
  label: string;
  onReported: (problem: Problem) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = problemInputSchema.safeParse({
      deliveryId,
      kind: form.get("kind") || undefined,
      description: String(form.get("description") ?? ""),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "description");
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      onReported(await reportProblem(parsed.data));
      setOpened(false);
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

  if (!opened) {
    return (
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpened(true)}
        aria-label={`Report a problem with ${label}`}
      >
        Report a problem
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-2 flex w-full flex-col gap-3 rounded-xl bg-amber-50 p-3"
      aria-label={`Report a problem with ${label}`}
    >
      <SelectField
        label="What went wrong?"
        name="kind"
        options={kindOptions}
        defaultValue=""
        error={errors.kind}
      />
      <Field
        label="Tell us what happened"
        name="description"
        multiline
        rows={3}
        error={errors.description}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending}>
          {sending ? "Sending…" : "Send report"}
        </Button>
        <Button variant="secondary" onClick={() => setOpened(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
