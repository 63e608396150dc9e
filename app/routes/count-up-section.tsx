import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Our numbers") }];

export default function Screen() {
  return <Page title="Our numbers" lead="PetBox in figures." />;
}
