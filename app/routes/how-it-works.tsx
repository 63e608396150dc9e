import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("How it works") }];

export default function Screen() {
  return <Page title="How it works" lead="Choose, customize, receive, enjoy." />;
}
