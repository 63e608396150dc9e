import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Privacy Policy") }];

export default function Screen() {
  return <Page title="Privacy Policy" lead="How we handle your data." />;
}
