import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Subscribe") }];

export default function Screen() {
  return <Page title="Subscribe to a box" lead="Pick your plan." />;
}
