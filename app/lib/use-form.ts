import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
} from "react";
import { fieldErrors } from "@shared/api/errors";
import type { z } from "@shared/zod";
import { ApiFailure } from "./api-failure";

/** One message per field, for showing beside the fields. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Where a form stands after its last submission. `intent` names which button sent it: "submit"
 * for the form's own submit, or the name given to `form.submitAs`.
 */
export type FormState<R> =
  | { status: "idle" }
  | { status: "invalid"; intent: string; errors: FieldErrors }
  | { status: "failed"; intent: string; message: string }
  | { status: "done"; intent: string; result: R };

export interface FormAction<S extends z.ZodMiniType, R> {
  /** The one schema of the form's values (for API forms, the server's own from shared/api). */
  schema: S;
  /** Runs with the parsed values. A throw is a failure of the whole form (see `failure`). */
  submit: (values: z.output<S>) => Promise<R>;
  /**
   * Words for a failed submission: a function of the error, or a sentence for any error that is
   * not an ApiFailure (an ApiFailure's message is already written for the reader).
   */
  failure?: string | ((error: unknown) => string);
}

export interface FormOptions<S extends z.ZodMiniType, R> extends FormAction<S, R> {
  /** Empty the fields once a submission has succeeded. */
  resetOnDone?: boolean;
  /**
   * For a form posted to its route's clientAction through a fetcher (see useRouteSubmit): the
   * route's reply, `fetcher.data`. `submit` then resolves to the submission's id, and the form
   * is done, or failed with the reply's message, once the reply to that id is here.
   */
  reply?: RouteReply | undefined;
}

/** A route action's answer to one submission of a form. */
export interface RouteReply {
  submission: string;
  ok: boolean;
  message?: string;
}

const IDLE = { status: "idle" } as const;
export const FALLBACK_FAILURE = "That did not work just now. Please try again.";

type Job = { intent: string; action: FormAction<z.ZodMiniType, unknown>; values: unknown };

/**
 * The one way a form works here (docs/decisions/080). Fields are uncontrolled and read from the
 * form at submit; the values are checked with the form's zod schema; errors show beside the
 * fields and focus moves to the first invalid one; `submit` runs as a React action, so `pending`
 * is true meanwhile, and a failure keeps every typed value. Spread `form.props` on the <form>
 * and `form.field(name)` on each field.
 */
export function useForm<S extends z.ZodMiniType, R>(options: FormOptions<S, R>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch, pending] = useActionState<FormState<unknown>, Job>(
    async (_previous, { intent, action, values }) => {
      const parsed = action.schema.safeParse(values);
      if (!parsed.success) {
        return { status: "invalid", intent, errors: fieldErrors(parsed.error) };
      }
      try {
        return { status: "done", intent, result: await action.submit(parsed.data) };
      } catch (error) {
        return { status: "failed", intent, message: describeFailure(error, action) };
      }
    },
    IDLE,
  );
  // Which button sent the submission under way; set at once, not in the transition.
  const [sentBy, setSentBy] = useState("submit");
  // A state the page has dealt with (a closed dialog) reads as idle until the next submission.
  const [cleared, setCleared] = useState<FormState<unknown> | null>(null);
  const { resetOnDone, reply } = options;
  const routed = "reply" in options;
  const awaitingReply = routed && state.status === "done" && reply?.submission !== state.result;
  const settled = routed ? withReply(state, reply) : state;
  const current = (state === cleared || awaitingReply ? IDLE : settled) as FormState<R>;

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (state.status === "invalid") {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (state.status === "done" && resetOnDone && !awaitingReply && (!routed || reply?.ok)) {
      form.reset();
    }
    // `reply` arrives with the state that awaits it (see useRouteSubmit); both are deps.
  }, [state, reply, routed, awaitingReply, resetOnDone]);

  function run(intent: string, action: FormAction<z.ZodMiniType, unknown>, form: HTMLFormElement) {
    if (pending || awaitingReply) return;
    const values = readForm(form);
    setSentBy(intent);
    startTransition(() => dispatch({ intent, action, values }));
  }

  return {
    state: current,
    pending: pending || awaitingReply,
    /** The intent of the submission under way, or null. */
    pendingIntent: pending || awaitingReply ? sentBy : null,
    errors: current.status === "invalid" ? current.errors : ({} as FieldErrors),
    /** Spread on the <form>: it is checked here, never by the browser's bubbles. */
    props: {
      ref: formRef,
      noValidate: true,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        // Not <form action>: React would empty the fields after every submission, failed or not.
        event.preventDefault();
        run("submit", options as FormAction<z.ZodMiniType, unknown>, event.currentTarget);
      },
    },
    /** The name and error of a field, for <Field> and <CheckboxField>. */
    field(name: string) {
      return { name, error: current.status === "invalid" ? current.errors[name] : undefined };
    },
    /** A click handler for a second button that sends the same fields another way. */
    submitAs<S2 extends z.ZodMiniType, R2>(intent: string, action: FormAction<S2, R2>) {
      return (event: MouseEvent<HTMLElement>) => {
        const form = formRef.current ?? event.currentTarget.closest("form");
        if (form) run(intent, action as FormAction<z.ZodMiniType, unknown>, form);
      };
    },
    /** Back to idle, e.g. when the dialog that shows the outcome is closed. */
    clear: () => setCleared(state),
  };
}

/** A routed submission's outcome: the route's reply decides whether it is done or failed. */
function withReply(state: FormState<unknown>, reply: RouteReply | undefined): FormState<unknown> {
  if (state.status !== "done" || !reply || reply.ok || reply.submission !== state.result) {
    return state;
  }
  return { status: "failed", intent: state.intent, message: reply.message ?? FALLBACK_FAILURE };
}

function describeFailure(error: unknown, { failure }: FormAction<z.ZodMiniType, unknown>): string {
  if (typeof failure === "function") return failure(error);
  return error instanceof ApiFailure ? error.message : (failure ?? FALLBACK_FAILURE);
}

/**
 * The form's values as the browser would send them, with each checkbox as true or false (an
 * unticked box is simply missing from FormData).
 */
export function readForm(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === "checkbox" && element.name) {
      values[element.name] = element.checked;
    }
  }
  return values;
}
