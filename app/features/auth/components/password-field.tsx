import { useState, type ComponentProps } from "react";
import { PlainButton } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Icon, type IconShape, strokeIcon } from "~/components/ui/icon";

const eyeIcon = strokeIcon([
  "M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z",
  "M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0",
]);

const eyeOffIcon: IconShape = { ...eyeIcon, paths: [...eyeIcon.paths, "M3 3l18 18"] };

/** The password input with a show/hide toggle (spec §2, login screen). */
export function PasswordField(
  props: Omit<ComponentProps<"input">, "type"> & { label: string; error?: string | null },
) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field {...props} type={visible ? "text" : "password"} className="pr-14" />
      <PlainButton
        aria-label={visible ? "Hide password" : "Show password"}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute top-[30px] right-1.5 inline-flex size-10 items-center justify-center rounded-lg text-stone-700 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-amber-700"
      >
        <Icon icon={visible ? eyeOffIcon : eyeIcon} className="size-5" />
      </PlainButton>
    </div>
  );
}
