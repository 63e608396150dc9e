import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Create an account") }];

export default function Screen() {
  return <Page title="Create an account" lead="Join PetBox in a minute." />;
}
