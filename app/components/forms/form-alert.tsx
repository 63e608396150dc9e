import { Alert } from "~/components/ui/alert";
import type { FormState } from "~/lib/use-form";

/**
 * A form's one message above its button (decision 080): why the last submission failed, with
 * `kept` saying that what was typed is still there; or, when it was refused, the messages that
 * have no field on screen, else `invalid` (what to do about the fields marked).
 */
export function FormAlert({
  state,
  kept,
  invalid,
}: {
  state: FormState<unknown>;
  kept?: string;
  invalid?: string;
}) {
  const text =
    state.status === "failed"
      ? [state.message, kept].filter(Boolean).join(" ")
      : state.status === "invalid"
        ? state.unplaced.length > 0
          ? state.unplaced.join(" ")
          : invalid
        : undefined;
  return text ? <Alert tone="error">{text}</Alert> : null;
}
