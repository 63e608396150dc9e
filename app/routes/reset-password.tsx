import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Reset your password") }];

export default function Screen() {
  return <Page title="Please Reset your Password !" lead="We will e-mail you a reset link." />;
}
