import { Page } from "~/components/layout/page";
import { pageTitle } from "~/lib/page-title";

export const meta = () => [{ title: pageTitle("Gallery") }];

export default function Screen() {
  return <Page title="Gallery" lead="A look inside our boxes." />;
}
