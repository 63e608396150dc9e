import {
  startTransition,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from "react";
import { fieldErrors } from "@shared/api/error-body";
import type { z } from "@shared/zod";
import { ApiFailure } from "./api-failure";

/** One message per field, for showing beside the fields. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Where a form stands after its last submission. `intent` names which button sent it: "submit"
 * for the form's own submit, or the name given to `form.submitAs`. An invalid submission was
 * refused by the form's schema or by the server; `unplaced` holds the messages of fields the form
 * does not show (a checkout line's pet), to be said above the button.
 */
export type FormState<R> =
  | { status: "idle" }
  | { status: "invalid"; intent: string; errors: FieldErrors; unplaced: string[] }
  | { status: "failed"; intent: string; message: string }
  | { status: "done"; intent: string; result: R };

/**
 * A form's schema that loads when it is first needed (`load` may be called more than once), so
 * a page whose first load carries no zod can still check its form with the server's own schema
 * (checkout, decision 205).
 */
export interface LazySchema<S extends z.ZodMiniType> {
  load: () => Promise<S>;
}

export interface FormAction<S extends z.ZodMiniType, R> {
  /**
   * The one schema of the form's values (for API forms, the server's own from shared/api), or
   * its loader. One that cannot be loaded fails the submission as any other throw does.
   */
  schema: S | LazySchema<S>;
  /**
   * Runs with the parsed values: the write itself, through the API (docs/decisions/201). An
   * ApiFailure the server refused with field messages (400 or 409 with `fields`, decision 041)
   * puts them beside the fields; any other throw is a failure of the whole form (see `failure`).
   */
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
   * Where the schema and the server name this form's fields: the address fields are
   * `address.city` in an order's or a change's body. Errors under it land on the form's fields,
   * which are named without it.
   */
  fieldPrefix?: string;
  /**
   * Where to look for the first field to fix after a submission that did not go through: the
   * form by default; a page whose fields sit outside its <form> (checkout) gives its own.
   */
  focusScope?: RefObject<HTMLElement | null>;
}

const IDLE = { status: "idle" } as const;

/** Invalid states the form's own schema found (not the server): each of them it can re-check. */
const schemaFound = new WeakSet<object>();
export const FALLBACK_FAILURE = "That did not work just now. Please try again.";

type Job = { intent: string; action: FormAction<z.ZodMiniType, unknown>; values: unknown };

/**
 * The one way a form works here (docs/decisions/080, 201). Fields are uncontrolled and read from
 * the form at submit; the values are checked with the form's zod schema; `submit` then writes
 * through the API as a React action, so `pending` is true meanwhile. Errors, the schema's or the
 * server's, show beside the fields and focus moves to the first; a failure keeps every typed
 * value. Spread `form.props` on the <form> and `form.field(name)` on each field.
 */
export function useForm<S extends z.ZodMiniType, R>(options: FormOptions<S, R>) {
  const formRef = useRef<HTMLFormElement>(null);
  const { resetOnDone, fieldPrefix, focusScope } = options;
  // The form's schema once loaded, to re-check fields as they are fixed.
  const checkedWith = useRef<z.ZodMiniType | null>(null);
  const [state, dispatch, pending] = useActionState<FormState<unknown>, Job>(
    async (_previous, { intent, action, values }) => {
      try {
        const schema = isLazy(action.schema) ? await action.schema.load() : action.schema;
        checkedWith.current = schema;
        const parsed = schema.safeParse(values);
        if (!parsed.success) {
          const found = invalid(intent, fieldErrors(parsed.error), formRef.current, fieldPrefix);
          schemaFound.add(found);
          return found;
        }
        return { status: "done", intent, result: await action.submit(parsed.data) };
      } catch (error) {
        const refused = refusedFields(error);
        if (refused) return invalid(intent, refused, formRef.current, fieldPrefix);
        return { status: "failed", intent, message: describeFailure(error, action) };
      }
    },
    IDLE,
  );
  // Which button sent the submission under way; set at once, not in the transition.
  const [sentBy, setSentBy] = useState("submit");
  // A state the page has dealt with (a closed dialog) reads as idle until the next submission.
  const [cleared, setCleared] = useState<FormState<unknown> | null>(null);
  // The errors left as fields are fixed after the state's submission (decision 214).
  const [left, setLeft] = useState<[FormState<unknown>, FieldErrors]>([IDLE, {}]);
  const shown = state === cleared ? IDLE : state;
  const current = (
    shown.status === "invalid" && left[0] === shown ? { ...shown, errors: left[1] } : shown
  ) as FormState<R>;

  /**
   * On a change or a blur of one of the form's fields: the errors the schema no longer finds go.
   * A server's error goes only from the field changed (not one merely left); the others only
   * the server can lift.
   */
  function recheck(event: SyntheticEvent) {
    const form = formRef.current;
    const { name, form: owner } = event.target as HTMLInputElement;
    const schema = checkedWith.current;
    if (current.status !== "invalid" || !schema || !form || owner !== form) return;
    const parsed = schema.safeParse(readForm(form));
    const still: FieldErrors = parsed.success
      ? {}
      : invalid("", fieldErrors(parsed.error), form, fieldPrefix).errors;
    const errors = Object.entries(current.errors).filter(
      ([field]) =>
        still[field] !== undefined ||
        (!schemaFound.has(state) && (field !== name || event.type === "blur")),
    );
    if (errors.length < Object.keys(current.errors).length) {
      setLeft([state, Object.fromEntries(errors)]);
    }
  }

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (state.status === "invalid" || state.status === "failed") {
      const scope = focusScope?.current ?? form;
      scope.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (state.status === "done" && resetOnDone) {
      form.reset();
    }
  }, [state, resetOnDone, focusScope]);

  function run(intent: string, action: FormAction<z.ZodMiniType, unknown>, form: HTMLFormElement) {
    if (pending) return;
    const values = readForm(form);
    setSentBy(intent);
    startTransition(() => dispatch({ intent, action, values }));
  }

  return {
    state: current,
    pending,
    /** The intent of the submission under way, or null. */
    pendingIntent: pending ? sentBy : null,
    errors: current.status === "invalid" ? current.errors : ({} as FieldErrors),
    /**
     * For an element holding fields that sit outside the <form> (checkout): put on its
     * onChange and onBlur, so a field's error goes as soon as it is fixed.
     */
    recheck,
    /** Spread on the <form>: it is checked here, never by the browser's bubbles. */
    props: {
      ref: formRef,
      noValidate: true,
      onChange: recheck,
      onBlur: recheck,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        // Not <form action>: React would empty the fields after every submission, failed or not.
        event.preventDefault();
        run("submit", options as FormAction<z.ZodMiniType, unknown>, event.currentTarget);
      },
    },
    /** The name and error of a field, for <Field>, <SelectField> and <CheckboxField>. */
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

/** What useForm gives a form, for parts that take the form as a whole (components/forms). */
export type UseForm<R> = Omit<ReturnType<typeof useForm<z.ZodMiniType, R>>, "state"> & {
  state: FormState<R>;
};

function isLazy<S extends z.ZodMiniType>(schema: S | LazySchema<S>): schema is LazySchema<S> {
  return typeof (schema as Partial<LazySchema<S>>).load === "function";
}

/** The server's field messages of a refused write, if it named any. */
function refusedFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiFailure)) return null;
  const { result } = error;
  if (result.kind !== "invalid" && result.kind !== "conflict") return null;
  return Object.keys(result.fields).length > 0 ? result.fields : null;
}

/**
 * An invalid state: each message under the form's name for its field (without `prefix`), and
 * the messages of names no control of the form carries, to be said above the button.
 */
function invalid(
  intent: string,
  fields: Record<string, string>,
  form: HTMLFormElement | null,
  prefix: string | undefined,
): Extract<FormState<never>, { status: "invalid" }> {
  const errors: FieldErrors = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const name = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    errors[name] ??= message;
    if (!form?.elements.namedItem(name) && !unplaced.includes(message)) unplaced.push(message);
  }
  return { status: "invalid", intent, errors, unplaced };
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
