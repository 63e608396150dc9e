import { useState, type ComponentProps } from "react";
import { TextField } from "~/components/ui/field";
import { PlainButton } from "~/components/ui/button";

/** The password input with a show/hide toggle (spec §2, login screen). */
export function PasswordField(
  props: Omit<ComponentProps<typeof TextField>, "type"> & { label: string },
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField {...props} type={visible ? "text" : "password"} className="pr-14" />
      <PlainButton
        type="button"
        aria-label={visible ? "Hide password" : "Show password"}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute top-[30px] right-1.5 inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? <path d="M3 3l18 18" /> : null}
        </svg>
      </PlainButton>
    </div>
  );
}
