import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Reviews") }];

export default function Screen() {
  return <Page title="Reviews" lead="What pet owners say about our boxes." />;
}
