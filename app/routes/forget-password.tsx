import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Forgot password") }];

export default function Screen() {
  return <Page title="Forgot password" lead="Enter your e-mail." />;
}
