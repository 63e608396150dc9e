import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "@shared/zod";
import { Button } from "~/components/ui/button";
import { CheckboxField, Field } from "~/components/ui/field";
import { ApiFailure } from "./api-failure";
import { useForm, type LazySchema } from "./use-form";

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "Please tell us your name.")),
  email: z.string().check(z.trim(), z.minLength(1, "Please enter your email address.")),
  agree: z.boolean().check(z.refine(Boolean, "Please agree.")),
});
type Values = z.output<typeof schema>;

function Example({
  submit,
  resetOnDone = false,
  fieldPrefix,
  formSchema = schema,
}: {
  submit: (values: Values) => Promise<unknown>;
  resetOnDone?: boolean;
  fieldPrefix?: string;
  formSchema?: typeof schema | LazySchema<typeof schema>;
}) {
  const form = useForm({
    schema: formSchema,
    submit,
    resetOnDone,
    fieldPrefix,
    failure: "It did not work.",
  });
  const { state } = form;
  return (
    <form {...form.props} aria-label="Example">
      <Field label="Name" {...form.field("name")} />
      <Field label="Email" {...form.field("email")} />
      <CheckboxField label="Agree" {...form.field("agree")} />
      {state.status === "failed" ? <p role="alert">{state.message}</p> : null}
      {state.status === "invalid" && state.unplaced.length > 0 ? (
        <p role="alert">{state.unplaced.join(" ")}</p>
      ) : null}
      {state.status === "done" ? <p role="status">Done</p> : null}
      <Button type="submit" disabled={form.pending}>
        {form.pending ? "Sending…" : "Send"}
      </Button>
      <Button onClick={form.submitAs("check", { schema, submit: async () => "checked" })}>
        Check
      </Button>
      {state.status === "done" && state.intent === "check" ? <p>Checked</p> : null}
    </form>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  if (name) await user.type(screen.getByLabelText("Name"), name);
  if (email) await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByLabelText("Agree"));
}

/** The form filled in and sent once, and the server refusing it with `failure`. */
async function sendRefused(failure: ApiFailure, fieldPrefix?: string) {
  const user = userEvent.setup();
  render(<Example submit={vi.fn().mockRejectedValueOnce(failure)} fieldPrefix={fieldPrefix} />);
  await fill(user, "Ada", "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Send" }));
}

describe("useForm", () => {
  it("checks the values with the schema: errors beside the fields, focus on the first invalid one", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    render(<Example submit={submit} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const name = screen.getByLabelText("Name");
    // The check runs as a React action: its result lands in a transition, not during the click.
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription("Please tell us your name.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    expect(screen.getByLabelText("Agree")).toHaveAccessibleDescription("Please agree.");
    expect(name).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await user.type(name, "Ada");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(name).not.toHaveAttribute("aria-invalid");
  });

  it("a schema loaded when first used checks as the schema does, and is asked for on each submission", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    const load = vi.fn(async () => schema);
    render(<Example submit={submit} formSchema={{ load }} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name).toHaveAccessibleDescription("Please tell us your name."));
    expect(name).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await fill(user, "Ada", "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com", agree: true }),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a schema that cannot be loaded fails the submission in the form's words and sends nothing", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    const load = vi.fn(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    render(<Example submit={submit} formSchema={{ load }} />);
    await fill(user, "Ada", "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("It did not work.");
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
  });

  it("sends the parsed values, says it is pending meanwhile, and keeps them after success", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Example submit={submit} />);
    await fill(user, " Ada ", "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(submit).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.com", agree: true });
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    finish();
    expect(await screen.findByRole("status")).toHaveTextContent("Done");
    expect(screen.getByLabelText("Name")).toHaveValue(" Ada ");
  });

  it("empties the fields after success when asked to", async () => {
    const user = userEvent.setup();
    render(<Example submit={async () => {}} resetOnDone />);
    await fill(user, "Ada", "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByRole("status");
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Agree")).not.toBeChecked();
  });

  it("a failure shows in words and keeps every typed value; an ApiFailure speaks for itself", async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new Error("boom"))
      .mockRejectedValueOnce(
        new ApiFailure({ kind: "rate-limited", retryAfterSeconds: 42, message: "slow" }),
      );
    render(<Example submit={submit} resetOnDone />);
    await fill(user, "Ada", "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("It did not work.");
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Agree")).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "That was a lot of attempts in a short time. Please try again in 42 seconds.",
    );
    expect(screen.getByLabelText("Name")).toHaveValue("Ada");
  });

  it("a second button sends the same fields under its own intent", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    render(<Example submit={submit} />);
    await fill(user, "Ada", "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("Checked")).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it("puts the server's field messages beside the fields and focuses the first", async () => {
    await sendRefused(
      new ApiFailure({
        kind: "invalid",
        message: "Check the email.",
        fields: { email: "That address cannot receive mail.", name: "That name is taken." },
      }),
    );
    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name).toHaveAccessibleDescription("That name is taken."));
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "That address cannot receive mail.",
    );
    await waitFor(() => expect(name).toHaveFocus());
    // Beside the fields, not as a failure of the whole form; what was typed stays.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
  });

  it("a refusal of the thing's state with fields (409) lands beside them too", async () => {
    await sendRefused(
      new ApiFailure({
        kind: "conflict",
        message: "No.",
        fields: { agree: "You agreed already." },
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText("Agree")).toHaveAccessibleDescription("You agreed already."),
    );
    await waitFor(() => expect(screen.getByLabelText("Agree")).toHaveFocus());
  });

  it("reads the server's names under a prefix, and says the messages that have no field", async () => {
    await sendRefused(
      new ApiFailure({
        kind: "invalid",
        message: "Check the order.",
        fields: {
          "address.email": "We do not deliver there.",
          "lines.0.petId": "Choose which pet this box is for.",
        },
      }),
      "address.",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose which pet this box is for.");
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("We do not deliver there.");
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
  });

  it("an ApiFailure without fields is a failure of the whole form", async () => {
    await sendRefused(
      new ApiFailure({ kind: "conflict", message: "Already being packed.", fields: {} }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Already being packed.");
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
  });

  it("takes a field's error away as soon as it is fixed, before the next submission", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    render(<Example submit={submit} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    const name = screen.getByLabelText("Name");
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    // A space does not fix it: the schema trims.
    await user.type(name, " ");
    expect(name).toHaveAccessibleDescription("Please tell us your name.");
    await user.type(name, "Ada");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(name).not.toHaveAccessibleDescription("Please tell us your name.");
    // The other field keeps its error until it is fixed too.
    expect(email).toHaveAccessibleDescription("Please enter your email address.");
    await user.click(screen.getByLabelText("Agree"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(submit).not.toHaveBeenCalled();
  });

  it("takes the server's error of a field away once that field is changed into something valid", async () => {
    await sendRefused(
      new ApiFailure({
        kind: "invalid",
        message: "Check the form.",
        fields: { email: "That address bounced.", name: "That name is taken." },
      }),
    );
    const user = userEvent.setup();
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email).toHaveAccessibleDescription("That address bounced."));
    await user.type(email, "m");
    expect(email).not.toHaveAttribute("aria-invalid");
    // Only the server can lift its error of a field that was not touched.
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("That name is taken.");
  });
});
