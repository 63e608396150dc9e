import { Page } from "~/components/layout/page";
import { RequireAuth } from "~/features/auth/components/require-auth";

export const meta = () => [{ title: "Contact" }];

export default function Screen() {
  return (
    <RequireAuth>
      <Page title="Contact us" lead="Questions about a box? Write to us." />
    </RequireAuth>
  );
}
