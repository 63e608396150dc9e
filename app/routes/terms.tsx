import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Terms of Service") }];

export default function Screen() {
  return <Page title="Terms of Service" lead="The rules of our subscription service." />;
}
