import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { CheckboxField, TextAreaField, TextField } from "./field";

function SignUp() {
  const [email, setEmail] = useState("");
  const [note, setNote] = useState("");
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <TextField label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextAreaField label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <CheckboxField label="Agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <output>{`${email}|${note}|${agreed}`}</output>
      <Button type="submit">Send</Button>
      <Button>Other</Button>
    </form>
  );
}

// hydrateRoot is driven by hand here (Testing Library only renders), so tell React we use act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
afterEach(() => container?.remove());

/** The prerendered page in the browser, before its JavaScript has run. */
function prerendered() {
  container = document.createElement("div");
  container.innerHTML = renderToString(<SignUp />);
  document.body.append(container);
  return {
    email: container.querySelector("input:not([type=checkbox])") as HTMLInputElement,
    note: container.querySelector("textarea") as HTMLTextAreaElement,
    agree: container.querySelector("input[type=checkbox]") as HTMLInputElement,
    submit: container.querySelector("button[type=submit]") as HTMLButtonElement,
    other: container.querySelector("button[type=button]") as HTMLButtonElement,
  };
}

async function hydrate() {
  await act(async () => {
    hydrateRoot(container, <SignUp />);
  });
}

describe("prerendered form fields", () => {
  it("keep what was typed before hydration, in the form's state too", async () => {
    const { email, note, agree } = prerendered();
    email.value = "early@example.com";
    note.value = "typed fast";
    agree.checked = true;
    await hydrate();
    expect(container.querySelector("output")?.textContent).toBe(
      "early@example.com|typed fast|true",
    );
    expect(email.value).toBe("early@example.com");
  });

  it("leave the state alone when nothing was typed", async () => {
    prerendered();
    await hydrate();
    expect(container.querySelector("output")?.textContent).toBe("||false");
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
