import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Newsletter") }];

export default function Screen() {
  return <Page title="Join our newsletter" lead="News, new boxes and makers, once a month." />;
}
