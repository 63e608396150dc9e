import type { ComponentProps, ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * A form's submit button: disabled and saying what is happening (`pendingLabel`) while the
 * submission is under way, so it is sent once (epic-stack's StatusButton, in words).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: { pending: boolean; pendingLabel: string; children: ReactNode } & Omit<
  ComponentProps<typeof Button>,
  "type" | "disabled" | "children"
>) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
