import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "@shared/zod";
import { useForm } from "~/lib/use-form";
import { Button } from "./button";
import { CheckboxField, Field } from "./field";

const schema = z.object({ email: z.string(), note: z.string(), agree: z.boolean() });

function SignUp({ send }: { send: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useForm({ schema, submit: send });
  return (
    <form {...form.props}>
      <Field label="Email" {...form.field("email")} />
      <Field label="Note" multiline {...form.field("note")} />
      <CheckboxField label="Agree" {...form.field("agree")} />
      <Button type="submit">Send</Button>
      <Button>Other</Button>
    </form>
  );
}

// hydrateRoot is driven by hand here (Testing Library only renders), so tell React we use act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => container?.remove());

const noSend = async () => {};

/** The prerendered page in the browser, before its JavaScript has run. */
function prerendered() {
  container = document.createElement("div");
  container.innerHTML = renderToString(<SignUp send={noSend} />);
  document.body.append(container);
  return {
    email: container.querySelector("input:not([type=checkbox])") as HTMLInputElement,
    note: container.querySelector("textarea") as HTMLTextAreaElement,
    agree: container.querySelector("input[type=checkbox]") as HTMLInputElement,
    submit: container.querySelector("button[type=submit]") as HTMLButtonElement,
    other: container.querySelector("button[type=button]") as HTMLButtonElement,
  };
}

async function hydrate(send: (values: z.output<typeof schema>) => Promise<void> = noSend) {
  await act(async () => {
    hydrateRoot(container, <SignUp send={send} />);
  });
}

describe("prerendered form fields", () => {
  it("keep what was typed before hydration, and the form sends it", async () => {
    const { email, note, agree, submit } = prerendered();
    email.value = "early@example.com";
    note.value = "typed fast";
    agree.checked = true;
    const send = vi.fn(async () => {});
    await hydrate(send);
    expect(email.value).toBe("early@example.com");
    await act(async () => submit.click());
    expect(send).toHaveBeenCalledWith({
      email: "early@example.com",
      note: "typed fast",
      agree: true,
    });
  });

  it("send empty values when nothing was typed", async () => {
    const { submit } = prerendered();
    const send = vi.fn(async () => {});
    await hydrate(send);
    await act(async () => submit.click());
    expect(send).toHaveBeenCalledWith({ email: "", note: "", agree: false });
  });
});

describe("prerendered buttons", () => {
  it("are disabled until hydration: not dead, and a form cannot be sent as a GET with its fields", async () => {
    const { submit, other } = prerendered();
    expect(submit.disabled).toBe(true);
    expect(other.disabled).toBe(true);
    await hydrate();
    expect(submit.disabled).toBe(false);
    expect(other.disabled).toBe(false);
  });
});

describe("Field", () => {
  it("is one field for one line or several, with its hint and error tied to it", async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(
      <>
        <Field label="Name" name="name" hint="As on your card" error="Please tell us your name." />
        <Field label="Message" name="message" multiline rows={4} />
      </>,
    );
    const name = container.querySelector("input")!;
    const message = container.querySelector("textarea")!;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const described = name.getAttribute("aria-describedby")!.split(" ");
    expect(described.map((id) => container.querySelector(`[id="${id}"]`)?.textContent)).toEqual([
      "As on your card",
      "Please tell us your name.",
    ]);
    expect(message.getAttribute("rows")).toBe("4");
    expect(message.hasAttribute("aria-invalid")).toBe(false);
    expect(message.hasAttribute("aria-describedby")).toBe(false);
  });
});
