import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("About our founder") }];

export default function Screen() {
  return <Page title="About our founder" lead="The story behind PetBox." />;
}
